import { describe, expect, it } from "vitest";
import { parseTheme } from "./theme.ts";

describe("parseTheme", () => {
  it("keeps the three known values", () => {
    expect(parseTheme("light")).toBe("light");
    expect(parseTheme("dark")).toBe("dark");
    expect(parseTheme("system")).toBe("system");
  });
  it("defaults anything else to system", () => {
    for (const value of [null, undefined, "", "Dark", "blue", 1]) {
      expect(parseTheme(value)).toBe("system");
    }
  });
});
