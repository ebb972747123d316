import { describe, expect, it } from "vitest";
import { returnPath, signInReturningTo } from "./return-path.ts";

describe("the path to return to after signing in", () => {
  it("keeps a path of this app, with its query and hash", () => {
    expect(returnPath("/place/12")).toBe("/place/12");
    expect(returnPath("/?filter=visited&q=pub")).toBe("/?filter=visited&q=pub");
    expect(returnPath("/about#map-data")).toBe("/about#map-data");
  });

  it.each([
    null,
    "",
    "place/12",
    "//evil.example/x",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/place/12\u0000",
    "/sign-in?next=/options",
  ])("gives home for %j", (next) => {
    expect(returnPath(next)).toBe("/");
  });

  it("makes the sign-in address that comes back", () => {
    expect(signInReturningTo("/place/12?x=1")).toBe("/sign-in?next=%2Fplace%2F12%3Fx%3D1");
    expect(signInReturningTo("/")).toBe("/sign-in");
    expect(signInReturningTo("//evil.example")).toBe("/sign-in");
  });
});
