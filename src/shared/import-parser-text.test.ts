import { describe, expect, it } from "vitest";
import { looksLikeProse, type ParsedPlace, parsePlaceList, proseReason } from "./import-parser.ts";

// The import parser's handling of the text itself: lines with no place, line endings, spaces
// and Unicode, long and large input, input built to make it backtrack; and telling a list from
// an article copied whole. The shapes of a list's lines are in import-parser.test.ts.

/** A parsed place with nothing but a name, for lists where only names matter. */
const named = (line: number, name: string): ParsedPlace => ({
  line,
  name,
  address: null,
  notes: null,
  category: null,
});

describe("parsePlaceList: the text itself", () => {
  it("drops lines without a name", () => {
    const text = [
      "- (Food & Drink)",
      "- - just an address",
      "[only notes]",
      "1.",
      "- ",
      "*",
      "**  **",
      "Caernarfon Castle",
    ].join("\n");
    expect(parsePlaceList(text)).toEqual([named(8, "Caernarfon Castle")]);
  });

  it("strips a run of stars opening a line, and the run closing it", () => {
    const text = [
      "*** Giant's Causeway",
      "** Carrick-a-Rede",
      "- *** Dark Hedges ***",
      "★ Titanic Belfast",
      "★★★ Mount Stewart",
      "✔ Bushmills",
      "→ Dunluce Castle",
      "**Portrush** (Outdoors & Nature)",
      "***The Gobbins***",
      "Slieve Donard **",
      "Crown Bar 5 *",
    ].join("\n");
    expect(parsePlaceList(text).map((place) => place.name)).toEqual([
      "Giant's Causeway",
      "Carrick-a-Rede",
      "Dark Hedges",
      "Titanic Belfast",
      "Mount Stewart",
      "Bushmills",
      "Dunluce Castle",
      "Portrush",
      "The Gobbins",
      // Stars close a line only when they opened it.
      "Slieve Donard **",
      "Crown Bar 5 *",
    ]);
  });

  it("drops lines whose name has no letter", () => {
    const text = [
      "...",
      "…",
      "1. ...",
      "- 42",
      "2026",
      "£££",
      "🍺",
      "⭐⭐⭐⭐⭐",
      "!!! - London",
      "... Kew Gardens",
      "M6",
      "Ynys Môn",
    ].join("\n");
    expect(parsePlaceList(text)).toEqual([
      named(10, "... Kew Gardens"),
      named(11, "M6"),
      named(12, "Ynys Môn"),
    ]);
  });

  it("numbers lines across blank lines and every kind of line ending", () => {
    const text = "\n\nBig Ben\r\n\r\n   \t \r\nLondon Eye\r\rThe Shard\n\n\nKew Gardens\r";
    expect(parsePlaceList(text)).toEqual([
      named(3, "Big Ben"),
      named(6, "London Eye"),
      named(8, "The Shard"),
      named(11, "Kew Gardens"),
    ]);
  });

  it("reads Windows and old Mac line endings the same as Unix ones", () => {
    const lines = ["- Tate Modern (Arts & Culture)", "- Borough Market - Southwark"];
    const unix = parsePlaceList(lines.join("\n"));
    expect(unix).toEqual([
      { ...named(1, "Tate Modern"), category: "Arts & Culture" },
      { ...named(2, "Borough Market"), address: "Southwark" },
    ]);
    expect(parsePlaceList(lines.join("\r\n"))).toEqual(unix);
    expect(parsePlaceList(lines.join("\r"))).toEqual(unix);
  });

  it("collapses spaces, tabs, no-break and zero-width spaces, and a leading BOM", () => {
    const text = [
      "\uFEFF  Tower   of\tLondon  ( History  and   Heritage )  -  Tower Hill ,  London ",
      "\t*\tNational\u00A0Gallery [ Free\u200B  entry ]\t",
      "\u200B\u00A0",
      "\u2060Hay-on-Wye\u2060",
    ].join("\n");
    expect(parsePlaceList(text)).toEqual([
      {
        line: 1,
        name: "Tower of London",
        address: "Tower Hill , London",
        notes: null,
        category: "History & Heritage",
      },
      { ...named(2, "National Gallery"), notes: "Free entry" },
      named(4, "Hay-on-Wye"),
    ]);
  });

  it("keeps emoji and non-Latin text, normalised to NFC", () => {
    const text = [
      "🏰 Edinburgh Castle (History & Heritage)",
      "- 👨‍👩‍👧 Legoland Windsor - Windsor",
      "Caf\u0065\u0301 Rouge [cr\u0065\u0301pes]",
      "• Castell Caernarfon 城堡 [Castell yw hwn]",
      "🍺 Crown Bar",
    ].join("\n");
    expect(parsePlaceList(text)).toEqual([
      { ...named(1, "🏰 Edinburgh Castle"), category: "History & Heritage" },
      { ...named(2, "👨‍👩‍👧 Legoland Windsor"), address: "Windsor" },
      { ...named(3, "Caf\u00E9 Rouge"), notes: "cr\u00E9pes" },
      { ...named(4, "Castell Caernarfon 城堡"), notes: "Castell yw hwn" },
      named(5, "🍺 Crown Bar"),
    ]);
  });

  it("does not truncate long values", () => {
    const name = "Llanfairpwllgwyngyll ".repeat(20).trim();
    const notes = "x".repeat(3000);
    expect(parsePlaceList(`${name} [${notes}]`)).toEqual([{ ...named(1, name), notes }]);
  });

  // Its speed is a bench figure (bench/transfer.ts), and its expressions' linearity is checked by
  // regex-safety.test.ts: a timed assertion here only failed on a busy machine.
  it("parses a 2,000-line list", () => {
    const lines = Array.from(
      { length: 2000 },
      (_, i) => `${i + 1}. **Place ${i + 1}** (Food & Drink) - ${i + 1} High St [Visit ${i + 1}]`,
    );
    const places = parsePlaceList(lines.join("\r\n"));
    expect(places).toHaveLength(2000);
    expect([places[0], places[1999]]).toEqual([
      {
        line: 1,
        name: "Place 1",
        address: "1 High St",
        notes: "Visit 1",
        category: "Food & Drink",
      },
      {
        line: 2000,
        name: "Place 2000",
        address: "2000 High St",
        notes: "Visit 2000",
        category: "Food & Drink",
      },
    ]);
  });

  it("stays fast on lines built to make regular expressions backtrack", () => {
    // Each line is 80,000 characters: a search that is quadratic in line length takes seconds.
    const hostile = [
      "*a".repeat(40_000),
      "**a ".repeat(20_000),
      "__a ".repeat(20_000),
      "_a".repeat(40_000),
      "[a](".repeat(20_000),
      "(".repeat(80_000),
      `${"- ".repeat(40_000)}x`,
      `${" ".repeat(80_000)}-x`,
      `|${"-|".repeat(40_000)}x`,
    ];
    // No timing here (speed belongs to the bench): a regex that backtracks on these would run
    // for minutes, past the test's time-out, and regex-safety.test.ts checks every pattern.
    const places = parsePlaceList(hostile.join("\n"));
    // Lines 5 and 6 are brackets without a letter, 7 dashes: none names a place.
    expect(places.map((place) => place.line)).toEqual([1, 2, 3, 4, 8, 9]);
  });
});

describe("proseReason and looksLikeProse", () => {
  // A list article as it comes when the whole page is selected and copied.
  const article = `Top 20 things to do in Edinburgh
By Jane Smith | Travel Editor
Posted on 12 March 2026 · 8 min read
Edinburgh is a city that rewards the curious, from its medieval Old Town to the Georgian New Town.
Here are our favourite things to see and do, whatever the weather.
Share this:
1. Edinburgh Castle
Perched on an extinct volcano, the castle has dominated the skyline for nine hundred years.
Address: Castlehill, Edinburgh EH1 2NG
2. Arthur's Seat
An easy climb with the best view of the city. Go at sunrise if you can.
3. Royal Mile
4. Palace of Holyroodhouse
The King's official residence in Scotland, open most of the year
5. National Museum of Scotland - Chambers Street
6. Calton Hill
7. The Scotch Whisky Experience
Opening hours: 10am - 6pm
8. Dean Village
Is it the prettiest corner of the city?
9. Scottish National Gallery
10. Camera Obscura and World of Illusions
11. Greyfriars Kirkyard
12. Royal Yacht Britannia - Ocean Terminal, Leith
13. Royal Botanic Garden Edinburgh
14. St Giles' Cathedral
15. Mary King's Close
16. Princes Street Gardens
17. Stockbridge Sunday Market
18. Scott Monument
19. Edinburgh Zoo
20. Tŷ Hyll? No, that one is in Wales…
20. The Water of Leith Walkway
Where to stay:
Read more
Continue reading →
https://www.example.com/blog/top-20-edinburgh
You might also like: The 10 best pubs in Glasgow`;

  const places = [
    "Edinburgh Castle",
    "Arthur's Seat",
    "Royal Mile",
    "Palace of Holyroodhouse",
    "National Museum of Scotland",
    "Calton Hill",
    "The Scotch Whisky Experience",
    "Dean Village",
    "Scottish National Gallery",
    "Camera Obscura and World of Illusions",
    "Greyfriars Kirkyard",
    "Royal Yacht Britannia",
    "Royal Botanic Garden Edinburgh",
    "St Giles' Cathedral",
    "Mary King's Close",
    "Princes Street Gardens",
    "Stockbridge Sunday Market",
    "Scott Monument",
    "Edinburgh Zoo",
    "The Water of Leith Walkway",
  ];

  it("leaves the 20 places of a copied list article and marks everything else", () => {
    const parsed = parsePlaceList(article);
    expect(parsed.filter((line) => !looksLikeProse(line)).map((line) => line.name)).toEqual(places);
    expect(
      parsed.filter((line) => looksLikeProse(line)).map((line) => [line.line, proseReason(line)]),
    ).toEqual([
      [1, "heading"],
      [2, "byline"],
      [3, "byline"],
      [4, "long"],
      [5, "sentence"],
      [6, "link"],
      [8, "long"],
      [9, "detail"],
      [11, "long"],
      [14, "sentence"],
      [18, "detail"],
      [20, "sentence"],
      [32, "sentence"],
      [34, "heading"],
      [35, "link"],
      [36, "link"],
      [37, "url"],
      [38, "link"],
    ]);
  });

  it.each([
    ["Top 10 walks in the Lake District", "heading"],
    ["The 12 Best Pubs in York", "heading"],
    ["25 places to visit before you die", "heading"],
    ["Where to eat:", "heading"],
    ["By Jane Smith", "byline"],
    ["BY JANE SMITH", "byline"],
    ["Words by Jo Bloggs, 3 May 2026", "byline"],
    ["Photos by Ansel Adams | Getty Images", "byline"],
    ["Posted on 3rd May 2026 by admin", "byline"],
    ["Last updated: June 2026", "byline"],
    ["Published 12/03/2026", "byline"],
    ["5 min read", "byline"],
    ["Tuesday, 3 March 2026", "byline"],
    ["March 3, 2026", "byline"],
    ["Read more", "link"],
    ["Read more »", "link"],
    ["[Read more](https://example.com/post)", "link"],
    ["Continue reading...", "link"],
    ["Click here to book", "link"],
    ["14 comments", "link"],
    ["https://www.nationaltrust.org.uk/visit/wales/ty-hyll", "url"],
    ["www.visitwales.com", "url"],
    ["visitscotland.com/places-to-go/edinburgh", "url"],
    ["Address: Capel Curig, Betws-y-Coed", "detail"],
    ["Price: £12 adults, £6 children", "detail"],
    ["Top tip: book ahead in August", "detail"],
    ["Don't miss: the view from the battlements", "detail"],
    ["Arrive early.", "sentence"],
    ["It gets busy at weekends, so arrive early", "sentence"],
    ["Built in the fifteenth century by a local family and extended many times since then", "long"],
    ["Perched on an extinct volcano the castle dominates", "sentence"],
    ["x".repeat(121), "long"],
    ["Worth it?", "sentence"],
    ["Dean Village - a hidden gem.", "sentence"],
    ["The castle dominates the skyline…", "sentence"],
  ])("%j is %s", (line, reason) => {
    expect(proseReason(line)).toBe(reason);
    expect(looksLikeProse(line)).toBe(true);
  });

  it.each([
    "Edinburgh Castle",
    "Tower of London",
    "Tower of London.",
    "Edinburgh Castle - Castlehill, Edinburgh.",
    "Kew Gardens, Richmond.",
    "The Crown Inn - 12 Hill St.",
    "Big Pit, Blaenavon, U.K.",
    "Stratford-upon-Avon",
    "Betws y Coed",
    "Westward Ho!",
    "By the Sea",
    "By The Way Café",
    "Bywell Castle",
    "Top Withens",
    "10 Downing Street",
    "30 St Mary Axe",
    "3:30 Comedy Club",
    "7 Stanes - Glentress",
    "Readings Bakery",
    "Reading Abbey",
    "Seven Sisters",
    "Open Air Theatre - Regent's Park",
    "Camera Obscura and World of Illusions",
    "Cathedral Church of St Peter and St Wilfrid in Ripon",
    "Edinburgh Castle: the city's crown",
    "- Tate Modern (Arts & Culture) - Bankside, London [Free entry. Go early.]",
    "1. Arthur's Seat - climb it at sunrise",
    "The Old Post Office - Posted Lane",
    "Sunday Market - every Sunday from 10",
    "M6 Services",
  ])("%j is a place", (line) => {
    expect(proseReason(line)).toBeNull();
    expect(looksLikeProse(line)).toBe(false);
  });

  it("judges a place read from a file by its name and address", () => {
    expect(looksLikeProse({ name: "Brighton Pier", address: "Madeira Drive, Brighton" })).toBe(
      false,
    );
    expect(looksLikeProse({ name: "Go on a weekday", address: "it is quieter then." })).toBe(true);
  });

  it("gives null for a line that holds no place", () => {
    expect(proseReason("")).toBeNull();
    expect(proseReason("## Day 1")).toBeNull();
    expect(proseReason("---")).toBeNull();
    expect(proseReason("...")).toBeNull();
  });

  it("judges 5,000 lines", () => {
    const copies = Math.ceil(5000 / 38);
    const lines = parsePlaceList(Array.from({ length: copies }, () => article).join("\n"));
    const kept = lines.filter((line) => !looksLikeProse(line));
    expect(kept).toHaveLength(copies * places.length);
  });

  it("stays fast on lines built to make its regular expressions backtrack", () => {
    // 80,000 characters each, as in the parser's own test above.
    const hostile = [
      "a.".repeat(40_000),
      `https://${"a.".repeat(40_000)}`,
      `By ${"Ab ".repeat(26_000)}`,
      `${"1".repeat(80_000)} minutes`,
      `${"12 ".repeat(26_000)}`,
      `${"word ".repeat(16_000)}.`,
      `Address${" ".repeat(80_000)}x`,
    ];
    // As above: answered at all, where a backtracking regex would run past the time-out.
    for (const line of hostile) expect(() => proseReason(line)).not.toThrow();
  });
});
