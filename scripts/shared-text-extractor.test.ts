import { describe, expect, it } from "vitest";
import { markedTexts, sharedTextExtractor } from "./shared-text-extractor.ts";

describe("markedTexts", () => {
  it("finds each text() call's English, in either quotes, with its line", () => {
    const source = [
      'const a = text("Place not found");',
      'const b = text(\'Choose "en" or "cy"\');',
      'const c = text(\n  "On a line of its own");',
      'const d = text("A \\"quoted\\" word");',
    ].join("\n");
    expect(markedTexts(source)).toEqual([
      { text: "Place not found", line: 1 },
      { text: 'Choose "en" or "cy"', line: 2 },
      { text: "On a line of its own", line: 3 },
      { text: 'A "quoted" word', line: 5 },
    ]);
  });

  it("passes over other calls and arguments that are not one string", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source code to be read, not run
    const source = 'context("x"); plain.text("y"); text(name); text(`a ${b}`); gettext("z");';
    expect(markedTexts(source)).toEqual([]);
  });
});

describe("sharedTextExtractor", () => {
  it("reads the server's and shared code's files, not their tests nor the web app's", () => {
    expect(sharedTextExtractor.match("/w/src/shared/place.ts")).toBe(true);
    expect(sharedTextExtractor.match("/w/src/server/routes/trips.ts")).toBe(true);
    expect(sharedTextExtractor.match("/w/src/shared/place.test.ts")).toBe(false);
    expect(sharedTextExtractor.match("/w/src/client/app/options-page.tsx")).toBe(false);
    // As Lingui names them: relative to the project.
    expect(sharedTextExtractor.match("src/shared/place.ts")).toBe(true);
  });
});
