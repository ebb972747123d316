import { describe, expect, it } from "vitest";
import {
  cleanAddress,
  cleanLine,
  cleanNotes,
  decodeText,
  formatCount,
  formatMegabytes,
  htmlToText,
  joinNotes,
  quote,
} from "./text.ts";

describe("cleanLine", () => {
  it("collapses whitespace, trims and makes the text NFC", () => {
    // "y" and a combining circumflex become the one character "ŷ".
    expect(cleanLine("  Ty\u0302\u00a0 Hyll\u200B\n")).toBe("Tŷ Hyll");
  });

  it.each([null, undefined, "", " \t\n "])("gives null for %j", (text) => {
    expect(cleanLine(text)).toBeNull();
  });
});

describe("cleanAddress", () => {
  it("joins an address written over several lines with commas", () => {
    expect(cleanAddress("44 Causeway Rd,\r\n\r\n  Bushmills  BT57 8SU\n")).toBe(
      "44 Causeway Rd, Bushmills BT57 8SU",
    );
  });

  it("keeps a one-line address as it is, and gives null for none", () => {
    expect(cleanAddress("Bankside, London SE1 9TG")).toBe("Bankside, London SE1 9TG");
    expect(cleanAddress("  ")).toBeNull();
  });
});

describe("cleanNotes and joinNotes", () => {
  it("keeps lines and inner spacing, with one kind of line ending", () => {
    expect(cleanNotes("\r\n Basalt  columns\r\nFinn\rMcCool \n")).toBe(
      "Basalt  columns\nFinn\nMcCool",
    );
  });

  it("puts notes one to a line, leaving out empty ones and repeats", () => {
    expect(joinNotes("Open daily", null, " ", undefined, "Open daily", "Category: Pubs")).toBe(
      "Open daily\nCategory: Pubs",
    );
    expect(joinNotes(null, "")).toBeNull();
  });
});

describe("htmlToText", () => {
  it("turns breaks into lines, drops tags and decodes entities", () => {
    expect(
      htmlToText(
        "<b>Book ahead</b><br>Crown Jewels &amp; the One O&#39;Clock Gun<br><br>Castlehill,\n  Edinburgh",
      ),
    ).toBe("Book ahead\nCrown Jewels & the One O'Clock Gun\nCastlehill, Edinburgh");
  });

  it("ends paragraphs and list items with line breaks and drops scripts and comments", () => {
    expect(
      htmlToText(
        "<p>Tea&nbsp;room</p><!-- a note --><ul><li>Scones &pound;4</li><li>Cake&#x2014;yes</li></ul><script>alert(1)</script>",
      ),
    ).toBe("Tea room\nScones £4\nCake—yes");
  });

  it("keeps a plain description's own lines and text that only looks like a tag", () => {
    expect(htmlToText("Fat Rascal scones\nQueue before 10am\n1 < 2 &bogus; &#0;")).toBe(
      "Fat Rascal scones\nQueue before 10am\n1 < 2 &bogus; &#0;",
    );
  });

  it("gives null when nothing is left", () => {
    expect(htmlToText("<br/><p> </p>")).toBeNull();
  });

  it("reads a crafted description of many opening brackets in one pass", () => {
    const crafted = `<b>x</b>${"<a".repeat(100_000)}${"<!--".repeat(50_000)}${"<script".repeat(20_000)}`;
    expect(htmlToText(crafted)?.startsWith("x")).toBe(true);
  });
});

describe("decodeText", () => {
  const utf8 = (text: string) => new TextEncoder().encode(text);

  it("reads UTF-8 with or without a BOM", () => {
    expect(decodeText(utf8("Tŷ Hyll"))).toBe("Tŷ Hyll");
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8("Tŷ Hyll")]))).toBe("Tŷ Hyll");
  });

  it("reads UTF-16 with a BOM", () => {
    const le = new Uint8Array([0xff, 0xfe, 0x54, 0x00, 0x77, 0x01]);
    const be = new Uint8Array([0xfe, 0xff, 0x00, 0x54, 0x01, 0x77]);
    expect(decodeText(le)).toBe("Tŷ");
    expect(decodeText(be)).toBe("Tŷ");
  });

  it("reads bytes that are not UTF-8 as Windows-1252, as Excel writes a UK CSV", () => {
    // "Café,£5" in Windows-1252.
    expect(decodeText(new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x2c, 0xa3, 0x35]))).toBe("Café,£5");
  });

  it("reads such bytes in the encoding an XML declaration names", () => {
    const declaration = utf8('<?xml version="1.0" encoding="ISO-8859-15"?><name>');
    // 0xA4 is "€" in ISO-8859-15 and "¤" in Windows-1252.
    const bytes = new Uint8Array([...declaration, 0xa4, 0x35]);
    expect(decodeText(bytes)).toBe('<?xml version="1.0" encoding="ISO-8859-15"?><name>€5');
  });
});

describe("numbers and values in messages", () => {
  it("groups counts the en-GB way", () => {
    expect(formatCount(6000)).toBe("6,000");
    expect(formatCount(12)).toBe("12");
  });

  it("gives sizes in megabytes to one decimal, rounded up", () => {
    expect(formatMegabytes(50 * 1024 * 1024)).toBe("50");
    expect(formatMegabytes(51.25 * 1024 * 1024)).toBe("51.3");
    expect(formatMegabytes(1200 * 1024 * 1024)).toBe("1,200");
    expect(formatMegabytes(50 * 1024 * 1024 + 1)).toBe("50.1");
  });

  it("quotes a value and cuts a long one short", () => {
    expect(quote("maybe")).toBe('"maybe"');
    expect(quote("x".repeat(50))).toBe(`"${"x".repeat(39)}…"`);
  });
});
