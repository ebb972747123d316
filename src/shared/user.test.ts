import { describe, expect, it } from "vitest";
import { displayName, shownImageUrl, splitDisplayName } from "./user.ts";

describe("splitDisplayName", () => {
  it.each([
    ["Ada", { firstName: "Ada", lastName: null }],
    ["Ada Lovelace", { firstName: "Ada", lastName: "Lovelace" }],
    ["  Mary   Ann  Evans ", { firstName: "Mary", lastName: "Ann Evans" }],
    ["", { firstName: null, lastName: null }],
    ["   ", { firstName: null, lastName: null }],
    [null, { firstName: null, lastName: null }],
  ])("%o → %o", (name, expected) => {
    expect(splitDisplayName(name)).toEqual(expected);
  });
});

describe("displayName", () => {
  const base = { id: "u1", email: "wanderer@example.com" };
  it("joins first and last name when both exist", () => {
    expect(displayName({ ...base, firstName: "Ada", lastName: "Lovelace" })).toBe("Ada Lovelace");
  });
  it("falls back to the first name", () => {
    expect(displayName({ ...base, firstName: "Ada", lastName: null })).toBe("Ada");
  });
  it("falls back to the email's local part", () => {
    expect(displayName({ ...base, firstName: null, lastName: null })).toBe("wanderer");
  });
  it("falls back to 'User {id}' with no name and no email", () => {
    expect(displayName({ id: "42", email: null, firstName: null, lastName: null })).toBe("User 42");
  });
});

describe("shownImageUrl", () => {
  it("shows only https addresses", () => {
    expect(shownImageUrl("https://lh3.example.com/a.png")).toBe("https://lh3.example.com/a.png");
    for (const stored of [
      "javascript:alert(1)",
      "http://example.org/a.png",
      "data:image/png;base64,AA",
      "not a url",
      "",
      null,
      undefined,
    ]) {
      expect(shownImageUrl(stored)).toBeNull();
    }
  });
});
