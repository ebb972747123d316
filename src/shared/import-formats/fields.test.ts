import { describe, expect, it } from "vitest";
import { fieldKey, fieldsOf, type PlaceFields, textOf, toImportedPlace } from "./fields.ts";

const LONDON_EYE = { latitude: 51.503324, longitude: -0.119543 };

const place = (fields: Partial<PlaceFields>) =>
  toImportedPlace("Row 2", { number: 2, position: null, lookUpByName: false, ...fields });

describe("field names", () => {
  it("are one whatever their case, spaces, underscores and hyphens", () => {
    expect(["Visited Date", "visited_date", "visitedDate", " VISITED-DATE "].map(fieldKey)).toEqual(
      Array(4).fill("visiteddate"),
    );
  });

  it("find a record's value, the first present name winning and the first key too", () => {
    const field = fieldsOf({ Title: "Kew", NAME: null, name: "Kew Gardens", Notes: "" });
    expect(field("name", "title")).toBe("Kew");
    expect(field("title", "name")).toBe("Kew");
    expect(field("notes")).toBe("");
    expect(field("mood")).toBeUndefined();
  });

  it("take numbers and booleans as text, nothing else", () => {
    expect([textOf("1066"), textOf(1066), textOf(true), textOf({}), textOf(null)]).toEqual([
      "1066",
      "1066",
      "true",
      null,
      null,
    ]);
  });
});

describe("toImportedPlace", () => {
  it("makes a place of cleaned fields", () => {
    expect(
      toImportedPlace("Row 2", {
        number: 2,
        name: "  Tate   Modern ",
        address: "Bankside,\nLondon SE1 9TG",
        notes: ["Free entry", "  "],
        category: "arts and culture",
        mood: "INSPIRED",
        position: { latitude: 51.507595, longitude: -0.099356 },
        visited: "Yes",
        visitedDate: "2024-05-01",
        lookUpByName: true,
      }),
    ).toEqual({
      where: "Row 2",
      name: "Tate Modern",
      address: "Bankside, London SE1 9TG",
      notes: "Free entry",
      category: "Arts & Culture",
      mood: "Inspired",
      latitude: 51.507595,
      longitude: -0.099356,
      visited: true,
      visitedDate: "2024-05-01",
      // It has a position: there is nothing to look up.
      lookUpByName: false,
    });
  });

  it("keeps a category or mood that is none of ours in the notes", () => {
    expect(
      place({ name: "Sky Garden", notes: ["Book a slot"], category: "Viewpoints", mood: "Grumpy" }),
    ).toMatchObject({
      notes: "Book a slot\nCategory: Viewpoints\nMood: Grumpy",
      category: null,
      mood: null,
    });
  });

  it("names a place with a position but no name, and skips one with neither", () => {
    expect(place({ name: " ", position: LONDON_EYE })).toMatchObject({
      name: "Point 2",
      placeholderName: true,
    });
    expect(place({ name: " ", number: 7, position: LONDON_EYE })).toMatchObject({
      name: "Point 7",
    });
    expect(place({ name: " ", address: "Somewhere", notes: ["A note"] })).toBeNull();
  });

  it("names a place without a name from what the file says of it, first line only", () => {
    const named = place({
      position: LONDON_EYE,
      nameHints: [null, "  ", "Giant wheel\nOpens at 10", "ignored"],
    });
    expect(named).toMatchObject({ name: "Giant wheel" });
    expect(named).not.toHaveProperty("placeholderName");
    const long = place({ position: LONDON_EYE, nameHints: ["x".repeat(200)] });
    expect(long?.name).toBe(`${"x".repeat(79)}…`);
    expect(place({ position: LONDON_EYE, placeholder: "Dropped pin" })).toMatchObject({
      name: "Dropped pin",
      placeholderName: true,
    });
  });

  it("makes a group that names one of our categories the category, else keeps it in the notes", () => {
    const layer = (name: string, category?: string) =>
      place({ name: "Kew", category, group: { label: "Layer", name } });
    expect(layer("food and drink")).toMatchObject({ category: "Food & Drink", notes: null });
    expect(layer("Walks")).toMatchObject({ category: null, notes: "Layer: Walks" });
    // The place's own category wins over its group's.
    expect(layer("Food & Drink", "Arts & Culture")).toMatchObject({ category: "Arts & Culture" });
  });

  it("keeps a date added that is a moment, and drops one that is not", () => {
    expect(place({ name: "Kew", createdAt: "2024-07-01T09:30:00.000Z" })).toMatchObject({
      createdAt: "2024-07-01T09:30:00.000Z",
    });
    expect(place({ name: "Kew", createdAt: "last week" })).not.toHaveProperty("createdAt");
  });

  it("looks a place up by name only when asked and it has no position", () => {
    expect(place({ name: "Kew Gardens", lookUpByName: true })).toMatchObject({
      latitude: null,
      longitude: null,
      lookUpByName: true,
    });
    expect(place({ name: "Kew Gardens" })).toMatchObject({ lookUpByName: false });
  });

  it.each([
    [true, true],
    [false, false],
    ["TRUE", true],
    ["yes", true],
    ["Y", true],
    ["1", true],
    [1, true],
    ["✓", true],
    ["False", false],
    ["NO", false],
    ["n", false],
    ["0", false],
    [0, false],
    ["", false],
    [null, false],
    [undefined, false],
  ])("reads visited %j as %s", (visited, expected) => {
    expect(place({ name: "Kew", visited })?.visited).toBe(expected);
  });

  it.each(["maybe", "2", "✗", "visited"])("refuses visited %j, naming the row", (visited) => {
    expect(() => place({ name: "Kew", visited })).toThrow(
      `Row 2: visited is "${visited}"; use yes or no`,
    );
  });

  it.each([
    ["2023-08-14", "2023-08-14"],
    ["14/08/2023", "2023-08-14"],
    ["1/8/2023", "2023-08-01"],
    [" 2024-02-29 ", "2024-02-29"],
    // Our own files may hold the stored instant, noon UTC of the day.
    ["2023-08-14T12:00:00.000Z", "2023-08-14"],
    ["", null],
    [null, null],
  ])("reads the visit date %j as %j", (visitedDate, expected) => {
    expect(place({ name: "Kew", visitedDate })?.visitedDate).toBe(expected);
  });

  it("takes a visit date to mean visited, unless visited says otherwise", () => {
    expect(place({ name: "Kew", visitedDate: "14/08/2023" })?.visited).toBe(true);
    expect(place({ name: "Kew", visited: "no", visitedDate: "14/08/2023" })?.visited).toBe(false);
  });

  it.each(["31/02/2024", "2023-13-01", "14-08-2023", "August 2023", "2023-08-14T25:00"])(
    "refuses the visit date %j, naming the row",
    (visitedDate) => {
      expect(() => place({ name: "Kew", visitedDate })).toThrow(
        `Row 2: "${visitedDate}" is not a visit date; use YYYY-MM-DD`,
      );
    },
  );
});
