import { describe, expect, it } from "vitest";
import { chooseLanguage, languageFromAcceptLanguage } from "./language.ts";

describe("languageFromAcceptLanguage", () => {
  it.each([
    ["cy", "cy"],
    ["cy-GB", "cy"],
    ["CY-gb;q=0.9, en;q=0.8", "cy"],
    ["en-GB,en;q=0.9,cy;q=0.8", "en"],
    ["fr-FR, de;q=0.9, cy;q=0.5", "cy"],
    ["en;q=0.5, cy;q=0.7", "cy"],
    ["fr, en", "en"],
  ])("%s → %s", (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });

  it.each([[""], [null], ["*"], ["fr, de"], ["cy;q=0"], ["cy;q=abc"], ["cy;q=2"], [",,;;=="]])(
    "finds none in %j",
    (header) => {
      expect(languageFromAcceptLanguage(header)).toBeNull();
    },
  );

  it("reads only the start of a very long header", () => {
    expect(languageFromAcceptLanguage(`${"x-a;q=0.1,".repeat(100_000)}cy`)).toBeNull();
  });
});

describe("chooseLanguage", () => {
  it("takes the account's choice before the cookie and the browser", () => {
    expect(chooseLanguage({ account: "cy", cookie: "en", acceptLanguage: "en" })).toBe("cy");
    expect(chooseLanguage({ account: "en", cookie: "cy", acceptLanguage: "cy" })).toBe("en");
  });

  it("takes the cookie's when there is no account", () => {
    expect(chooseLanguage({ cookie: "cy", acceptLanguage: "en" })).toBe("cy");
  });

  it("takes the browser's when the cookie names no language of ours", () => {
    expect(chooseLanguage({ cookie: "fr", acceptLanguage: "cy" })).toBe("cy");
  });

  it("answers English when nothing says otherwise", () => {
    expect(chooseLanguage({})).toBe("en");
    expect(chooseLanguage({ acceptLanguage: "de" })).toBe("en");
  });
});
