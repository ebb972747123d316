import { describe, expect, it } from "vitest";
import { matchCategory, type ParsedPlace, parsePlaceList } from "./import-parser.ts";

/** A parsed place with nothing but a name, for lists where only names matter. */
const named = (line: number, name: string): ParsedPlace => ({
  line,
  name,
  address: null,
  notes: null,
  category: null,
});

describe("matchCategory", () => {
  it.each([
    ["Arts & Culture", "Arts & Culture"],
    ["food and drink", "Food & Drink"],
    ["FOOD & DRINK", "Food & Drink"],
    [" Arts &Culture ", "Arts & Culture"],
    ["history&heritage", "History & Heritage"],
    ["Outdoors  AND\tNature", "Outdoors & Nature"],
    ["entertainment & events", "Entertainment & Events"],
  ])("%j is %s", (text, category) => {
    expect(matchCategory(text)).toBe(category);
  });

  it.each(["", "Food", "Food & Drinks", "Food or Drink", "Arts & Culture & more", "free entry"])(
    "%j is no category",
    (text) => {
      expect(matchCategory(text)).toBeNull();
    },
  );
});

describe("parsePlaceList (import parsing)", () => {
  it("reads name, category, address and notes from a full line", () => {
    expect(
      parsePlaceList(
        "- Tate Modern (Arts & Culture) - Bankside, London [Free entry; go on a weekday]",
      ),
    ).toEqual([
      {
        line: 1,
        name: "Tate Modern",
        address: "Bankside, London",
        notes: "Free entry; go on a weekday",
        category: "Arts & Culture",
      },
    ]);
  });

  it("reads the groups wherever they are on the line", () => {
    expect(
      parsePlaceList(
        "[Book ahead] Dishoom - 7 Boundary St, London (food and drink) [Try the chai]",
      ),
    ).toEqual([
      {
        line: 1,
        name: "Dishoom",
        address: "7 Boundary St, London",
        notes: "Book ahead; Try the chai",
        category: "Food & Drink",
      },
    ]);
  });

  it("reads a numbered list with dots, parentheses and colons", () => {
    const text = [
      "1. Edinburgh Castle (History & Heritage) - Castlehill, Edinburgh",
      "2) Kew Gardens (outdoors and nature)",
      "3: Borough Market - 8 Southwark St",
      "12. The Eagle [Where DNA was announced]",
    ].join("\n");
    expect(parsePlaceList(text)).toEqual([
      {
        line: 1,
        name: "Edinburgh Castle",
        address: "Castlehill, Edinburgh",
        notes: null,
        category: "History & Heritage",
      },
      { ...named(2, "Kew Gardens"), category: "Outdoors & Nature" },
      { ...named(3, "Borough Market"), address: "8 Southwark St" },
      { ...named(4, "The Eagle"), notes: "Where DNA was announced" },
    ]);
  });

  it("keeps the numbers that begin UK place names", () => {
    const text = [
      "10 Downing Street - Westminster",
      "30 St Mary Axe",
      "1. 10 Downing Street",
      "2. 221B Baker Street (Arts & Culture)",
      "1.5 Mile Walk",
      "3:30 Comedy Club",
    ].join("\n");
    expect(parsePlaceList(text)).toEqual([
      { ...named(1, "10 Downing Street"), address: "Westminster" },
      named(2, "30 St Mary Axe"),
      named(3, "10 Downing Street"),
      { ...named(4, "221B Baker Street"), category: "Arts & Culture" },
      named(5, "1.5 Mile Walk"),
      named(6, "3:30 Comedy Club"),
    ]);
  });

  it("strips every kind of bullet", () => {
    const text = [
      "- Hyde Park",
      "* Hampstead Heath",
      "+ Richmond Park",
      "• Eden Project",
      "· Stonehenge",
      "◦ Lake Windermere",
      "▪ Snowdon",
      "‣ Loch Ness",
      "● Giant's Causeway",
      "○ Brighton Pier",
      "– Roman Baths",
      "— Whitby Abbey",
      "> Hadrian's Wall",
      "-Durham Cathedral",
      "•York Minster",
      "-- Angel of the North",
    ].join("\n");
    expect(parsePlaceList(text).map((place) => place.name)).toEqual([
      "Hyde Park",
      "Hampstead Heath",
      "Richmond Park",
      "Eden Project",
      "Stonehenge",
      "Lake Windermere",
      "Snowdon",
      "Loch Ness",
      "Giant's Causeway",
      "Brighton Pier",
      "Roman Baths",
      "Whitby Abbey",
      "Hadrian's Wall",
      "Durham Cathedral",
      "York Minster",
      "Angel of the North",
    ]);
  });

  it("reads a markdown list with headings, task boxes, bold, links and code", () => {
    const text = [
      "# My UK bucket list",
      "",
      "## London",
      "- [ ] **Tate Modern** (Arts & Culture) - Bankside",
      "- [x] [British Museum](https://www.britishmuseum.org) - Great Russell St",
      "* [X] __Sky Garden__ [Book a free slot](https://skygarden.london)",
      "",
      "### Scotland",
      "1. *Arthur's Seat* - _Holyrood Park_",
      "2. `Edinburgh Castle` (History & Heritage)",
      "3. ![Forth Bridge](bridge.jpg) - South Queensferry",
      "####",
      "> 4. [x] **Beamish** - County Durham",
      "#hashtag Bar",
    ].join("\n");
    expect(parsePlaceList(text)).toEqual([
      {
        line: 4,
        name: "Tate Modern",
        address: "Bankside",
        notes: null,
        category: "Arts & Culture",
      },
      { ...named(5, "British Museum"), address: "Great Russell St" },
      named(6, "Sky Garden Book a free slot"),
      { ...named(9, "Arthur's Seat"), address: "Holyrood Park" },
      { ...named(10, "Edinburgh Castle"), category: "History & Heritage" },
      { ...named(11, "Forth Bridge"), address: "South Queensferry" },
      { ...named(13, "Beamish"), address: "County Durham" },
      named(14, "#hashtag Bar"),
    ]);
  });

  it("unwraps emphasis only when it wraps words", () => {
    const text = [
      "The Ritz **5* hotel**",
      "snake_case_cafe",
      "Kew_Gardens_",
      "_Kew_Gardens",
      "Kew__Gardens__",
      "__Kew__Gardens",
      "***Tower Bridge***",
      "_Sky Garden_ __Skyline__",
      "Pub * with a star",
    ].join("\n");
    expect(parsePlaceList(text).map((place) => place.name)).toEqual([
      "The Ritz 5* hotel",
      "snake_case_cafe",
      "Kew_Gardens_",
      "_Kew_Gardens",
      "Kew__Gardens__",
      "__Kew__Gardens",
      "Tower Bridge",
      "Sky Garden Skyline",
      "Pub * with a star",
    ]);
  });

  it("drops horizontal rules and table separators", () => {
    const text = ["Big Ben", "---", "***", "___", "* * *", "- - -", "|---|:---:|", "Kew Gardens"];
    expect(parsePlaceList(text.join("\n"))).toEqual([named(1, "Big Ben"), named(8, "Kew Gardens")]);
  });

  it("keeps a parenthesis that is no category as notes, after the bracket notes", () => {
    expect(
      parsePlaceList(
        "Sky Garden (free, book ahead) [Go at sunset] (Arts & Culture) (20 Fenchurch St)",
      ),
    ).toEqual([
      {
        line: 1,
        name: "Sky Garden",
        address: null,
        notes: "Go at sunset; free, book ahead; 20 Fenchurch St",
        category: "Arts & Culture",
      },
    ]);
  });

  it("takes the first category and keeps a later one as notes", () => {
    expect(parsePlaceList("Camden Market (FOOD AND DRINK) (Entertainment & Events)")).toEqual([
      { ...named(1, "Camden Market"), notes: "Entertainment & Events", category: "Food & Drink" },
    ]);
  });

  it("reads a link only when its address has no spaces", () => {
    expect(parsePlaceList("Borough Market [Go early](Food & Drink)")).toEqual([
      { ...named(1, "Borough Market"), notes: "Go early", category: "Food & Drink" },
    ]);
  });

  it("ignores empty brackets and parentheses", () => {
    expect(parsePlaceList("St Paul's Cathedral () [ ] [] ( ) - Ludgate Hill")).toEqual([
      { ...named(1, "St Paul's Cathedral"), address: "Ludgate Hill" },
    ]);
  });

  it("splits name from address at the first spaced dash only", () => {
    const text = [
      "Stratford-upon-Avon - Warwickshire",
      "Shakespeare's Birthplace – Henley St, Stratford-upon-Avon",
      "Bamburgh Castle — Bamburgh - Northumberland",
      "Weston-super-Mare",
      "Tintagel Castle -",
    ].join("\n");
    expect(parsePlaceList(text)).toEqual([
      { ...named(1, "Stratford-upon-Avon"), address: "Warwickshire" },
      { ...named(2, "Shakespeare's Birthplace"), address: "Henley St, Stratford-upon-Avon" },
      { ...named(3, "Bamburgh Castle"), address: "Bamburgh - Northumberland" },
      named(4, "Weston-super-Mare"),
      named(5, "Tintagel Castle"),
    ]);
  });
});
