// Places brought in from files through the Import dialog, and taken out through Options'
// Export links, in Chromium against the built app under its real Content-Security-Policy.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  addPlacesThroughApi,
  baseUrl,
  browserPerFile,
  SCREEN_VARIANTS,
  screens,
  screenshotter,
  type Viewport,
} from "./support.ts";

const FIXTURES = path.resolve("tests/fixtures/import-formats");
const fixture = (name: string) => path.join(FIXTURES, name);

const browser = browserPerFile();
let page: Page;
let errors: string[];

const toast = (title: string) => page.getByTestId("toast").filter({ hasText: title });

const storedPlaceSchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  category: z.string().nullable(),
  mood: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  visited: z.boolean(),
  visitedDate: z.string().nullable(),
});
type StoredPlace = z.infer<typeof storedPlaceSchema>;

/** GET /api/places for the page's user, sorted by name. */
async function storedPlaces(on: Page = page): Promise<StoredPlace[]> {
  const places: unknown = await on.evaluate(async () => (await fetch("/api/places")).json());
  return z
    .array(storedPlaceSchema)
    .parse(places)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Each place's visits by name, newest first, as GET /api/places/{id}/visits lists them. */
async function storedVisits(on: Page = page) {
  return on.evaluate(async () => {
    const places: { id: number; name: string }[] = await (await fetch("/api/places")).json();
    const byName: Record<string, { date: string | null; note: string | null }[]> = {};
    for (const place of places) {
      const visits: { date: string | null; note: string | null }[] = await (
        await fetch(`/api/places/${place.id}/visits`)
      ).json();
      byName[place.name] = visits.map(({ date, note }) => ({ date, note }));
    }
    return byName;
  });
}

async function openImport(on: Page = page) {
  await on.goto("/options");
  await on.getByRole("button", { name: "Import Places" }).click();
  return on.getByRole("dialog", { name: "Import Places" });
}

/**
 * Chooses a file in the dialog and waits for its preview ("Found N places") and for every
 * position looked up by name to come back.
 */
async function chooseFile(dialog: Locator, file: string, found: number) {
  await dialog.getByLabel("Choose a file").setInputFiles(file);
  await dialog.getByText(`Found ${found} ${found === 1 ? "place" : "places"}`).waitFor();
  await dialog.getByText(/Finding locations/).waitFor({ state: "detached" });
}

/** Each drawn row's name and the marks it carries, in order. */
async function rowMarks(dialog: Locator): Promise<[string, string[]][]> {
  const rows = dialog.getByRole("list", { name: "Places found" }).getByRole("listitem");
  const result: [string, string[]][] = [];
  for (const row of await rows.all()) {
    const name = (await row.locator("label").innerText()).trim();
    result.push([name, await row.getByTestId("row-mark").allInnerTexts()]);
  }
  return result;
}

const NOTHING_ELSE = {
  address: null,
  notes: null,
  category: null,
  mood: null,
  visited: false,
  visitedDate: null,
};

describe("importing a file", () => {
  beforeEach(async () => {
    ({ page, errors } = await browser.openPage({ viewport: "desktop" }));
  });
  afterEach(() => {
    expect(errors).toEqual([]);
  });

  it.each([
    {
      title: "Google Takeout's Saved Places (JSON)",
      file: "saved-places.json",
      marks: [
        ["London Eye", []],
        ["Edinburgh Castle", []],
        ["Stonehenge", []],
        // Found by its address's town, the name being no town's.
        ["Portmeirion", ["Approximate location: Penrhyndeudraeth, Wales"]],
        ["Dishoom Covent Garden", ["No location"]],
      ],
      stored: [
        {
          name: "Dishoom Covent Garden",
          ...NOTHING_ELSE,
          latitude: null,
          longitude: null,
        },
        {
          name: "Edinburgh Castle",
          ...NOTHING_ELSE,
          address: "Castlehill, Edinburgh EH1 2NG, United Kingdom",
          latitude: 55.948595,
          longitude: -3.199913,
        },
        {
          name: "London Eye",
          ...NOTHING_ELSE,
          address: "Riverside Building, County Hall, London SE1 7PB, United Kingdom",
          latitude: 51.503324,
          longitude: -0.119543,
        },
        {
          name: "Portmeirion",
          ...NOTHING_ELSE,
          address: "Minffordd, Penrhyndeudraeth LL48 6ER, United Kingdom",
          latitude: 52.93333,
          longitude: -4.06667,
        },
        {
          name: "Stonehenge",
          ...NOTHING_ELSE,
          address: "Salisbury SP4 7DE, United Kingdom",
          latitude: 51.178882,
          longitude: -1.826215,
        },
      ],
    },
    {
      title: "a Google Takeout saved list (CSV)",
      file: "saved-list.csv",
      marks: [
        ["Tower of London", ["Approximate location: London, England"]],
        ["Stonehenge viewpoint", []],
        ["Borough Market", ["No location"]],
      ],
      stored: [
        {
          name: "Borough Market",
          ...NOTHING_ELSE,
          notes: "Go hungry, go early\nWednesday to Sunday\nTags: Food",
          latitude: null,
          longitude: null,
        },
        {
          name: "Stonehenge viewpoint",
          ...NOTHING_ELSE,
          latitude: 51.178882,
          longitude: -1.826215,
        },
        {
          name: "Tower of London",
          ...NOTHING_ELSE,
          notes: "See the Crown Jewels",
          latitude: 51.50853,
          longitude: -0.12574,
        },
      ],
    },
    ...["my-maps.kml", "my-maps.kmz"].map((file) => ({
      title: `Google My Maps (${file.endsWith("kmz") ? "KMZ" : "KML"})`,
      file,
      marks: [
        ["Edinburgh Castle", []],
        ["Conwy Castle", []],
        ["Bettys Café Tea Rooms", []],
        ["Dishoom Covent Garden", []],
      ],
      stored: [
        {
          name: "Bettys Café Tea Rooms",
          ...NOTHING_ELSE,
          notes: "Fat Rascal scones\nQueue before 10am",
          category: "Food & Drink",
          latitude: 53.959739,
          longitude: -1.084078,
        },
        {
          name: "Conwy Castle",
          ...NOTHING_ELSE,
          // A My Maps layer that is not one of our categories is kept in the notes.
          notes: "UNESCO World Heritage Site\nWalk the town walls too\nLayer: Castles",
          latitude: 53.280117,
          longitude: -3.825745,
        },
        {
          name: "Dishoom Covent Garden",
          ...NOTHING_ELSE,
          notes: "Bacon naan roll\nBreakfast from 8am",
          category: "Food & Drink",
          latitude: 51.512432,
          longitude: -0.126894,
        },
        {
          name: "Edinburgh Castle",
          ...NOTHING_ELSE,
          notes:
            "Book ahead\nCrown Jewels of Scotland & the One O'Clock Gun\nCastlehill, Edinburgh EH1 2NG\nLayer: Castles",
          latitude: 55.948595,
          longitude: -3.199913,
        },
      ],
    })),
    {
      title: "GPX waypoints",
      file: "waypoints.gpx",
      marks: [
        ["Ben Nevis summit", []],
        ["Glenfinnan Viaduct", []],
        ["Urquhart Castle", []],
        // A waypoint with no name is called by its place in the file and the town nearest it.
        ["Point 4 near Caol", []],
      ],
      stored: [
        {
          name: "Ben Nevis summit",
          ...NOTHING_ELSE,
          notes: "Highest point in the UK",
          latitude: 56.796891,
          longitude: -5.003675,
        },
        {
          name: "Glenfinnan Viaduct",
          ...NOTHING_ELSE,
          notes: "Steam train crosses about 10:45",
          latitude: 56.876221,
          longitude: -5.431697,
        },
        { name: "Point 4 near Caol", ...NOTHING_ELSE, latitude: 57.1497, longitude: -5.0911 },
        {
          name: "Urquhart Castle",
          ...NOTHING_ELSE,
          notes: "Car park fills by noon\nRuins on Loch Ness",
          latitude: 57.324054,
          longitude: -4.441893,
        },
      ],
    },
    {
      title: "a spreadsheet saved as CSV",
      file: "spreadsheet.csv",
      marks: [
        ["Tŷ Hyll", []],
        ["Tate Modern", []],
        ["Giant's Causeway", []],
        ["Sky Garden", []],
        // Columns for a position, left empty: not looked up.
        ["Kew Gardens", ["No location"]],
      ],
      stored: [
        {
          name: "Giant's Causeway",
          address: "44 Causeway Rd, Bushmills BT57 8SU",
          notes: 'Basalt columns\n"Finn McCool" legend',
          category: "Outdoors & Nature",
          mood: "Adventurous",
          latitude: 55.240807,
          longitude: -6.511555,
          visited: true,
          visitedDate: "2022-06-01T12:00:00.000Z",
        },
        {
          name: "Kew Gardens",
          ...NOTHING_ELSE,
          address: "Richmond TW9 3AE",
          category: "Outdoors & Nature",
          latitude: null,
          longitude: null,
        },
        {
          name: "Sky Garden",
          ...NOTHING_ELSE,
          address: "20 Fenchurch St, London EC3M 8AF",
          notes: "Category: Viewpoints\nMood: Grumpy",
          latitude: 51.511,
          longitude: -0.0835,
        },
        {
          name: "Tate Modern",
          ...NOTHING_ELSE,
          address: "Bankside, London SE1 9TG",
          notes: "Free entry, go early",
          category: "Arts & Culture",
          mood: "Inspired",
          latitude: 51.507595,
          longitude: -0.099356,
        },
        {
          name: "Tŷ Hyll",
          address: "Capel Curig, Betws-y-Coed LL24 0DS",
          notes: "The Ugly House; tea room in the garden",
          category: "History & Heritage",
          mood: "Curious",
          latitude: 53.0997,
          longitude: -3.8511,
          visited: true,
          visitedDate: "2023-08-14T12:00:00.000Z",
        },
      ],
    },
  ])(
    "reads $title, previews it with its marks, and imports it",
    async ({ file, marks, stored }) => {
      const workers: string[] = [];
      page.on("worker", (worker) => workers.push(worker.url()));
      const dialog = await openImport();
      await chooseFile(dialog, fixture(file), marks.length);
      expect(await rowMarks(dialog)).toEqual(marks);
      await dialog.getByText(`In ${file}`).waitFor();
      // Read in a worker served from our own origin, under a CSP that allows only that.
      expect(workers).toEqual([expect.stringMatching(`^${baseUrl}/assets/read-file\\.worker-`)]);
      const csp = await page.evaluate(async () =>
        (await fetch("/options")).headers.get("content-security-policy"),
      );
      expect(/script-src ([^;]*)/.exec(csp ?? "")?.[1]).toBe("'self'");
      expect(csp).not.toContain("worker-src");

      await dialog.getByRole("button", { name: `Import ${marks.length} Places` }).click();
      await toast("Import successful!").waitFor();
      expect(await toast("Import successful!").innerText()).toContain(
        `Added ${marks.length} places`,
      );
      await dialog.waitFor({ state: "detached" });
      expect(await storedPlaces()).toEqual(stored);
    },
  );

  it.each([
    [
      "a GPX with only a track",
      "track-only.gpx",
      "This is a GPX track with no waypoints: nothing to import",
    ],
    ["a KML without placemarks", "empty.kml", "This KML has no placemarks"],
  ])("shows why %s cannot be read, and imports nothing", async (_, file, message) => {
    const dialog = await openImport();
    await dialog.getByLabel("Choose a file").setInputFiles(fixture(file));
    await dialog.getByRole("alert").filter({ hasText: message }).waitFor();
    // Still choosing: no preview, nothing to import.
    expect(await dialog.getByRole("button", { name: /^Import / }).count()).toBe(0);
    await dialog.getByLabel("Your list").waitFor();
    expect(await storedPlaces()).toEqual([]);
  });

  it("previews the rows of a file it can read, says which it cannot, and imports those it can", async () => {
    // London Eye is fine; Big Ben's latitude is 912.
    const dialog = await openImport();
    await chooseFile(dialog, fixture("bad-latitude.csv"), 1);
    await dialog
      .getByRole("status")
      .filter({ hasText: "1 row could not be read: Row 3: 912 is not a latitude" })
      .waitFor();
    expect(await rowMarks(dialog)).toEqual([["London Eye", []]]);
    // Said, not in the way: nothing to fix before importing.
    expect(await dialog.getByRole("alert").count()).toBe(0);
    await dialog.getByRole("button", { name: "Import 1 Place" }).click();
    await toast("Added 1 place").waitFor();
    expect(await storedPlaces()).toEqual([
      { name: "London Eye", ...NOTHING_ELSE, latitude: 51.503324, longitude: -0.119543 },
    ]);
  });

  it("finds where pasted lines are by the towns they name, and counts those it cannot place", async () => {
    const dialog = await openImport();
    await dialog
      .getByLabel("Your list")
      .fill(["Bath Abbey", "Conwy Castle (History & Heritage) - Conwy", "STAND"].join("\n"));
    await dialog.getByRole("button", { name: "Parse Places" }).click();
    await dialog.getByText("Found 3 places").waitFor();
    await dialog.getByText(/Finding locations/).waitFor({ state: "detached" });
    // "STAND" is no town's whole name: not placed at Standon.
    expect(await rowMarks(dialog)).toEqual([
      ["Bath Abbey", ["Approximate location: Bath, England"]],
      ["Conwy Castle", ["Approximate location: Conwy, Wales"]],
      ["STAND", ["No location"]],
    ]);
    await dialog.getByText("1 line has no location").waitFor();
    await dialog.getByRole("button", { name: "Import 3 Places" }).click();
    await toast("Added 3 places").waitFor();
    expect(await storedPlaces()).toEqual([
      { name: "Bath Abbey", ...NOTHING_ELSE, latitude: 51.3751, longitude: -2.36172 },
      {
        name: "Conwy Castle",
        ...NOTHING_ELSE,
        address: "Conwy",
        category: "History & Heritage",
        latitude: 53.28077,
        longitude: -3.83039,
      },
      { name: "STAND", ...NOTHING_ELSE, latitude: null, longitude: null },
    ]);

    // The place page says the location was found from its words, until the person sets one.
    const ids: unknown = await page.evaluate(async () =>
      (await (await fetch("/api/places")).json()).map((p: { id: number; name: string }) => [
        p.name,
        p.id,
      ]),
    );
    const abbey = new Map(z.array(z.tuple([z.string(), z.number()])).parse(ids)).get("Bath Abbey");
    await page.goto(`/place/${abbey}`);
    const approximate = page
      .getByRole("main")
      .getByText("Approximate location: found from the town or postcode in its name or address.");
    await approximate.waitFor();
    await page.getByRole("button", { name: "Edit" }).click();
    const form = page.getByRole("dialog", { name: "Edit Entry" });
    await form.getByRole("combobox", { name: "Find a place" }).fill("51.3794, -2.3590");
    await form.getByRole("option", { name: "51.3794° N, 2.3590° W" }).click();
    await form.getByRole("button", { name: "Save Changes" }).click();
    await toast('Updated "Bath Abbey" successfully!').waitFor();
    await approximate.waitFor({ state: "detached" });
  });

  it("leaves out a row whose box is unchecked", async () => {
    const dialog = await openImport();
    await chooseFile(dialog, fixture("my-maps.kml"), 4);
    const conwy = dialog.getByRole("checkbox", { name: "Include Conwy Castle" });
    expect(await conwy.isChecked()).toBe(true);
    await conwy.uncheck();
    await dialog.getByText("3 of 4 chosen").waitFor();
    await dialog.getByRole("button", { name: "Import 3 Places" }).click();
    await toast("Added 3 places").waitFor();
    expect((await storedPlaces()).map((p) => p.name)).toEqual([
      "Bettys Café Tea Rooms",
      "Dishoom Covent Garden",
      "Edinburgh Castle",
    ]);
  });

  it("keeps places of one name far apart, and says which rows repeat a place and why", async () => {
    const csv = (name: string, rows: string[]) => ({
      name,
      mimeType: "text/csv",
      buffer: Buffer.from(`Name,Latitude,Longitude\n${rows.join("\n")}\n`),
    });
    const checked = (dialog: Locator) =>
      dialog
        .getByRole("checkbox", { name: /^Include / })
        .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).checked));
    // Two Boots 2 km apart, and the first again 30 m off, into an empty list.
    const dialog = await openImport();
    await dialog
      .getByLabel("Choose a file")
      .setInputFiles(
        csv("shops.csv", [
          "Boots,51.5154,-0.141",
          "Boots,51.5334,-0.141",
          "Tate Modern,51.5076,-0.0994",
          "Boots,51.51567,-0.141",
        ]),
      );
    await dialog.getByText("Found 4 places").waitFor();
    await dialog.getByText("1 repeats an earlier row").waitFor();
    expect(await rowMarks(dialog)).toEqual([
      ["Boots", []],
      ["Boots", []],
      ["Tate Modern", []],
      ["Boots", ["Repeats row 2 of the file"]],
    ]);
    expect(await checked(dialog)).toEqual([true, true, true, false]);
    // Ticked back in, the repeat is still skipped, and said to be.
    await dialog.getByRole("checkbox", { name: "Include Boots (Row 5)" }).check();
    await dialog.getByText("1 chosen place repeats one above: it is skipped.").waitFor();
    await dialog.getByRole("button", { name: "Import 3 Places" }).click();
    await toast("Import successful!").waitFor();
    expect(await toast("Import successful!").innerText()).toContain(
      "Added 3 places; 1 repeated another row of the file.",
    );
    expect(await toast("Import successful!").innerText()).not.toContain("already in your list");
    expect((await storedPlaces()).map((p) => [p.name, p.latitude])).toEqual([
      ["Boots", 51.5154],
      ["Boots", 51.5334],
      ["Tate Modern", 51.5076],
    ]);
    await dialog.waitFor({ state: "detached" });

    // Again, with one of them, a third Boots further on and its repeat.
    const again = await openImport();
    await again
      .getByLabel("Choose a file")
      .setInputFiles(
        csv("more.csv", ["Boots,51.5154,-0.141", "Boots,51.5514,-0.141", "Boots,51.55167,-0.141"]),
      );
    await again.getByText("Found 3 places").waitFor();
    expect(await rowMarks(again)).toEqual([
      ["Boots", ["Already in your list"]],
      ["Boots", []],
      ["Boots", ["Repeats row 3 of the file"]],
    ]);
    expect(await checked(again)).toEqual([false, true, false]);
    await again.getByRole("button", { name: "Include all" }).click();
    await again
      .getByText(
        "1 chosen place is already in your list; 1 chosen place repeats one above: they are skipped.",
      )
      .waitFor();
    await again.getByRole("button", { name: "Import 1 Place" }).click();
    await toast("Added 1 place;").waitFor();
    expect(await toast("Added 1 place;").innerText()).toContain(
      "Added 1 place; 1 was already in your list; 1 repeated another row of the file.",
    );
    expect((await storedPlaces()).map((p) => p.latitude).sort()).toEqual([
      51.5076, 51.5154, 51.5334, 51.5514,
    ]);
  });

  it("flags a row the server would refuse by its field's label, and imports once it is left out", async () => {
    const dialog = await openImport();
    await dialog.getByLabel("Choose a file").setInputFiles({
      name: "trip.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(
        `Name,Latitude,Longitude,Visited Date\nBath Abbey,51.3815,-2.3587,\n${"Long ".repeat(30)},51.5,-0.1,\nFuture Pier,50.8,-0.1,2999-01-01\n`,
      ),
    });
    await dialog.getByText("Found 3 places").waitFor();
    const list = dialog.getByRole("list", { name: "Places found" });
    await list.getByText("Row 3: Place Name: Use at most 120 characters").waitFor();
    await list.getByText("Row 4: The visit date cannot be later than today").waitFor();
    // Refused rows start left out: they never hold back the rest.
    const long = dialog.getByRole("checkbox", { name: /^Include Long/ });
    const pier = dialog.getByRole("checkbox", { name: /^Include Future Pier/ });
    expect(await long.isChecked()).toBe(false);
    expect(await pier.isChecked()).toBe(false);
    expect(await dialog.getByRole("button", { name: "Import 1 Place" }).isDisabled()).toBe(false);

    // Ticked back in, they stand in the way until left out again.
    await long.check();
    await pier.check();
    const alert = dialog.getByRole("alert");
    await alert.getByText("Row 3: Place Name: Use at most 120 characters").waitFor();
    await alert.getByText("Row 4: The visit date cannot be later than today").waitFor();
    expect(await dialog.getByRole("button", { name: "Import 3 Places" }).isDisabled()).toBe(true);
    await long.uncheck();
    await alert.getByText("Row 3:").waitFor({ state: "detached" });
    expect(await dialog.getByRole("button", { name: "Import 2 Places" }).isDisabled()).toBe(true);
    await alert.getByRole("button", { name: "Leave them out" }).click();
    await alert.waitFor({ state: "detached" });
    await dialog.getByRole("button", { name: "Import 1 Place" }).click();
    await toast("Added 1 place").waitFor();
    expect((await storedPlaces()).map((p) => p.name)).toEqual(["Bath Abbey"]);
  });

  it("draws a long file 500 rows at a time, counts them all, and shows the import's progress", async () => {
    const rows = Array.from(
      { length: 1_200 },
      (_, i) => `Stop ${i + 1},${(50 + i / 1000).toFixed(4)},-1.5`,
    );
    const dialog = await openImport();
    await dialog.getByLabel("Choose a file").setInputFiles({
      name: "route.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`Name,Latitude,Longitude\n${rows.join("\n")}\n`),
    });
    await dialog.getByText("Found 1,200 places").waitFor();
    const items = dialog.getByRole("list", { name: "Places found" }).getByRole("listitem");
    expect(await items.count()).toBe(500);
    await dialog.getByText("…and 700 more").waitFor();
    await dialog.getByRole("button", { name: "Show 500 more" }).click();
    await dialog.getByRole("button", { name: "Show 200 more" }).click();
    await expect.poll(() => items.count()).toBe(1_200);
    await dialog.getByRole("checkbox", { name: /^Include Stop 1200 \(/ }).uncheck();
    await dialog.getByRole("button", { name: "Import 1,199 Places" }).click();
    await dialog.getByRole("progressbar", { name: "Importing places" }).waitFor();
    await toast("Added 1,199 places").waitFor();
    const names = (await storedPlaces()).map((p) => p.name);
    expect(names).toHaveLength(1_199);
    expect(names).not.toContain("Stop 1200");
  });

  it("reads a file dropped on the dialog", async () => {
    const dialog = await openImport();
    const gpx = await readFile(fixture("waypoints.gpx"), "utf8");
    const dataTransfer = await page.evaluateHandle((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], "waypoints.gpx", { type: "application/gpx+xml" }));
      return transfer;
    }, gpx);
    const zone = dialog.getByRole("region", { name: "From a file" });
    await zone.dispatchEvent("dragover", { dataTransfer });
    await zone.dispatchEvent("drop", { dataTransfer });
    await dialog.getByText("Found 4 places").waitFor();
    await dialog.getByRole("checkbox", { name: "Include Ben Nevis summit" }).waitFor();
  });
});

describe("export and import again", () => {
  beforeEach(async () => {
    ({ page, errors } = await browser.openPage({ viewport: "mobile" }));
  });
  afterEach(() => {
    expect(errors).toEqual([]);
  });

  it("takes GeoJSON out through Options and brings the same places back", async () => {
    await page.goto("/");
    const [tintagel] = await addPlacesThroughApi(page, [
      {
        name: "Tintagel Castle",
        address: "Castle Rd, Tintagel PL34 0HE",
        notes: "Cross the footbridge\nMerlin's Cave at low tide",
        category: "History & Heritage",
        mood: "Adventurous",
        visited: true,
        latitude: 50.668,
        longitude: -4.759,
      },
      { name: "St Michael's Mount", latitude: 50.1165, longitude: -5.4775 },
    ]);
    // Two more visits, one with a note holding a quote, a "; " and a line break.
    await page.evaluate(async (id) => {
      const { csrfToken } = await (await fetch("/api/csrf-token")).json();
      for (const visit of [
        { date: "2023-04-01", note: 'Rain; "wild" seas\nand a rainbow' },
        { date: "2019-08-10" },
      ]) {
        const response = await fetch(`/api/places/${id}/visits`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
          body: JSON.stringify(visit),
        });
        if (!response.ok) throw new Error(`POST visits answered ${response.status}`);
      }
    }, tintagel);
    const before = await storedPlaces();
    const visitsBefore = await storedVisits();
    expect(visitsBefore["Tintagel Castle"]).toHaveLength(3);
    await page.goto("/options");
    await page.getByRole("heading", { name: "Export" }).waitFor();
    for (const format of ["GPX", "KML", "CSV"]) {
      const link = page.getByRole("link", { name: `Export as ${format}` });
      expect(await link.getAttribute("href")).toBe(
        `/api/places/export?format=${format.toLowerCase()}`,
      );
    }
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export as GeoJSON" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^uk-adventures-places-\d{4}-\d{2}-\d{2}\.geojson$/,
    );
    const file = await download.path();

    // Into an empty account: the same places come back.
    const other = await browser.openPage({ viewport: "mobile" });
    const dialog = await openImport(other.page);
    await chooseFile(dialog, file, 2);
    // The file lists them as the list does, newest first.
    expect(await rowMarks(dialog)).toEqual([
      ["St Michael's Mount", []],
      ["Tintagel Castle", []],
    ]);
    await dialog.getByRole("button", { name: "Import 2 Places" }).click();
    await other.page.getByTestId("toast").filter({ hasText: "Added 2 places" }).waitFor();
    // A visit's day comes back; the file holds no time of day.
    const day = (places: StoredPlace[]) =>
      places.map((p) => ({ ...p, visitedDate: p.visitedDate?.slice(0, 10) ?? null }));
    expect(day(await storedPlaces(other.page))).toEqual(day(before));
    // Every visit comes back, each with its note.
    expect(await storedVisits(other.page)).toEqual(visitsBefore);
    expect(other.errors).toEqual([]);

    // Into the account it came from: every row is already there, and starts left out.
    const again = await openImport();
    await chooseFile(again, file, 2);
    expect(await rowMarks(again)).toEqual([
      ["St Michael's Mount", ["Already in your list"]],
      ["Tintagel Castle", ["Already in your list"]],
    ]);
    expect(
      await again
        .getByRole("checkbox", { name: /^Include / })
        .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).checked)),
    ).toEqual([false, false]);
    expect(await again.getByRole("button", { name: "Import 0 Places" }).isDisabled()).toBe(true);
    expect(await storedPlaces()).toEqual(before);
  });
});

screens(() => {
  describe.each(SCREEN_VARIANTS)(
    "Import file screens at %s width in %s theme",
    (viewport: Viewport, colorScheme) => {
      it("render without errors or sideways scrolling", async () => {
        const opened = await browser.openPage({ viewport, colorScheme });
        page = opened.page;
        const shot = screenshotter(page, `${viewport}-${colorScheme}`);
        await page.goto("/");
        await addPlacesThroughApi(page, [
          {
            name: "London Eye",
            address: "Riverside Building, County Hall, London SE1 7PB, United Kingdom",
          },
        ]);
        await page.goto("/options");
        await page.getByRole("heading", { name: "Export" }).scrollIntoViewIfNeeded();
        await shot("options-export");

        const dialog = await openImport();
        await shot("import-choose");
        await chooseFile(dialog, fixture("saved-places.json"), 5);
        await dialog.getByRole("checkbox", { name: "Include Stonehenge" }).uncheck();
        await shot("import-file-preview");

        await dialog.getByRole("button", { name: "Back to Edit" }).click();
        await dialog.getByLabel("Choose a file").setInputFiles({
          name: "trip.csv",
          mimeType: "text/csv",
          buffer: Buffer.from(
            // A latitude past the pole: a row that cannot be read, said above the rest; a row
            // visited, said as a card says it.
            "Name,Latitude,Longitude,Visited Date\nBath Abbey,51.3815,-2.3587,2023-08-14\n" +
              "Ben Nevis,95.5,-5.0035,\n",
          ),
        });
        await dialog
          .getByRole("status")
          .filter({ hasText: "1 row could not be read: Row 3: 95.5 is not a latitude" })
          .waitFor();
        await dialog.getByText("Visited 14 Aug 2023").waitFor();
        await shot("import-file-problem");

        await dialog.getByRole("button", { name: "Back to Edit" }).click();
        await dialog.getByLabel("Choose a file").setInputFiles(fixture("track-only.gpx"));
        await dialog.getByRole("alert").filter({ hasText: "no waypoints" }).waitFor();
        await shot("import-file-error");
        expect(opened.errors).toEqual([]);
      });
    },
  );
});
