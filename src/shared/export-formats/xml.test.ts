import { describe, expect, it } from "vitest";
import { escapeXml, xmlElement } from "./xml.ts";

describe("escapeXml", () => {
  it("escapes the five characters XML gives meaning to", () => {
    expect(escapeXml(`Fish & Chips <"Best"> 'n' more`)).toBe(
      "Fish &amp; Chips &lt;&quot;Best&quot;&gt; &apos;n&apos; more",
    );
  });

  it("escapes an ampersand that already looks like an entity, so it reads back as written", () => {
    expect(escapeXml("&amp; &#60;")).toBe("&amp;amp; &amp;#60;");
  });

  it("drops characters XML 1.0 forbids and keeps tab, line ends and all of Unicode", () => {
    expect(escapeXml("a\u0000b\u0001c\u0008d\u000Be\u000Cf\u001Fg\uFFFEh\uFFFFi")).toBe(
      "abcdefghi",
    );
    expect(escapeXml("lone \uD800 and \uDC00 surrogates")).toBe("lone  and  surrogates");
    expect(escapeXml("tab\there\r\nTŷ Hyll 🏰 日本語")).toBe("tab\there\r\nTŷ Hyll 🏰 日本語");
  });
});

describe("xmlElement", () => {
  it("writes an element on its own line, or nothing for no value", () => {
    expect(xmlElement("  ", "name", "A & B")).toBe("\n  <name>A &amp; B</name>");
    expect(xmlElement("  ", "name", null)).toBe("");
    expect(xmlElement("  ", "name", "")).toBe("\n  <name></name>");
  });
});
