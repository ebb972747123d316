import { describe, expect, it } from "vitest";
import { isWebLink, linkLabel, linkProblem, readableLink } from "./place-link.ts";

describe("isWebLink", () => {
  it.each([
    "https://www.google.com/maps/place/Tower+of+London",
    "http://maps.google.com/?cid=3410201003468913434",
    "HTTPS://EXAMPLE.ORG",
    "https://example.org/a path with spaces",
    "https://xn--ty-hyll-6ra.example/",
  ])("takes %s", (link) => {
    expect(isWebLink(link)).toBe(true);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)//https://example.org",
    "data:text/html;base64,PHNjcmlwdD4=",
    "vbscript:msgbox(1)",
    "ftp://example.org/",
    "file:///etc/passwd",
    "mailto:someone@example.org",
    "//example.org/",
    "example.org",
    "https://",
    "https:example.org",
    "https://exa mple.org/",
    "https://example.org/\u0000",
    "java\tscript:alert(1)",
    "https://example.org/\nSet-Cookie: x",
  ])("refuses %j", (link) => {
    expect(isWebLink(link)).toBe(false);
  });
});

describe("linkProblem", () => {
  it("says what is wrong in the server's words, and nothing for an empty or good link", () => {
    expect(linkProblem("")).toBeNull();
    expect(linkProblem("   ")).toBeNull();
    expect(linkProblem(" https://example.org ")).toBeNull();
    expect(linkProblem("javascript:alert(1)")).toBe(
      "Use a web address that starts with https:// or http://",
    );
    expect(linkProblem(`https://example.org/${"x".repeat(1981)}`)).toBe(
      "Use at most 2000 characters",
    );
  });
});

describe("readableLink", () => {
  it("keeps a web address a file gives, trimmed, and drops anything else", () => {
    expect(readableLink(" http://maps.google.com/?cid=1 ")).toBe("http://maps.google.com/?cid=1");
    expect(readableLink("javascript:alert(1)")).toBeNull();
    expect(readableLink("")).toBeNull();
    expect(readableLink(42)).toBeNull();
    expect(readableLink(undefined)).toBeNull();
  });
});

describe("linkLabel", () => {
  it("says Google Maps for a Google Maps link, else only that it is a link", () => {
    expect(linkLabel("https://maps.app.goo.gl/AbC")).toBe("Open in Google Maps");
    expect(linkLabel("https://www.google.co.uk/maps/place/York")).toBe("Open in Google Maps");
    expect(linkLabel("https://www.google.com/search?q=york")).toBe("Open link");
    expect(linkLabel("https://www.openstreetmap.org/")).toBe("Open link");
  });
});
