import { describe, expect, it } from "vitest";
import { fillIn, type TextCatalogue, templatesOf, text, translateText, valuesIn } from "./text.ts";

describe("text", () => {
  it("answers words as they are, and a template filled in with its values", () => {
    expect(text("Save")).toBe("Save");
    expect(text("Use at most {max} characters", { max: 100 })).toBe("Use at most 100 characters");
    expect(fillIn("{where}: {problem}", { where: "Row 7" })).toBe("Row 7: {problem}");
  });
});

describe("valuesIn", () => {
  it("finds the values a template was filled in with", () => {
    expect(valuesIn("Use at most {max} characters", "Use at most 100 characters")).toEqual({
      max: "100",
    });
    expect(valuesIn("{where}: {problem}", 'Row 7: "a: b" is not a latitude')).toEqual({
      where: "Row 7",
      problem: '"a: b" is not a latitude',
    });
    expect(valuesIn("Choose {min} to {max} days", "Choose 1 to 90 days")).toEqual({
      min: "1",
      max: "90",
    });
  });

  it("answers nothing for words the template did not make", () => {
    expect(valuesIn("Use at most {max} characters", "Use at most characters")).toBeUndefined();
    expect(valuesIn("Use at most {max} characters", "Use at least 8 characters")).toBeUndefined();
    expect(valuesIn("Row {number}", "Row ")).toBeUndefined();
    expect(valuesIn("Save", "Save")).toBeUndefined();
    // A count is figures: "Place Name: …" is a field's problem, not the problem of place "Name".
    expect(valuesIn("Place {number}: {problem}", "Place Name: Too long")).toBeUndefined();
    expect(valuesIn("Place {number}: {problem}", "Place 1,204: Too long")).toEqual({
      number: "1,204",
      problem: "Too long",
    });
  });

  it("takes time in proportion to the text, however it is made", () => {
    const long = `${"a: ".repeat(50_000)}x`;
    expect(valuesIn("{a}: {b}: {c}", long)).toMatchObject({ a: "a", b: "a" });
    expect(valuesIn("{a} is not {b}", long)).toBeUndefined();
  });
});

/** A catalogue of a few words, as the server's and the browser's are read. */
function catalogue(words: Record<string, string>): TextCatalogue {
  const templates = templatesOf(Object.keys(words));
  return {
    has: (english) => english in words,
    say: (english, values) => fillIn(words[english] ?? english, values ?? {}),
    templates: () => templates,
  };
}

describe("translateText", () => {
  const welsh = catalogue({
    Save: "Cadw",
    "Use at most {max} characters": "Defnyddiwch {max} nod ar y mwyaf",
    "Row {number}": "Rhes {number}",
    "{where}: {problem}": "{where}: {problem}",
    "a latitude needs a longitude": "mae angen hydred ar ledred",
  });

  it("says words, and a filled-in template, in the catalogue's language", () => {
    expect(translateText("Save", welsh)).toBe("Cadw");
    expect(translateText("Use at most 100 characters", welsh)).toBe(
      "Defnyddiwch 100 nod ar y mwyaf",
    );
  });

  it("puts the values in the language too, where they are words of its own", () => {
    expect(translateText("Row 7: a latitude needs a longitude", welsh)).toBe(
      "Rhes 7: mae angen hydred ar ledred",
    );
  });

  it("leaves words it has none for as they are", () => {
    expect(translateText("A sentence nobody wrote", welsh)).toBe("A sentence nobody wrote");
  });

  it("tries the template with the most fixed words first", () => {
    expect(templatesOf(["{a}: {b}", "Row {number}", "Save"])).toEqual(["Row {number}", "{a}: {b}"]);
  });
});
