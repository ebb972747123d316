import { describe, expect, it } from "vitest";
import { suggestCategory } from "./category-suggestion.ts";

describe("suggestCategory", () => {
  it.each([
    ["British Museum", "Arts & Culture"],
    ["Tate Modern Art Gallery", "Arts & Culture"],
    ["Globe Theatre", "Arts & Culture"],
    ["The Eagle Pub", "Food & Drink"],
    ["Borough Market", "Food & Drink"],
    ["Café Nero", "Food & Drink"],
    ["Bettys Cafe", "Food & Drink"],
    ["Edinburgh Castle", "History & Heritage"],
    ["Westminster Abbey", "History & Heritage"],
    ["Historic Dockyard", "History & Heritage"],
    ["Hyde Park", "Outdoors & Nature"],
    ["Kew Gardens", "Outdoors & Nature"],
    ["Windermere lake", "Outdoors & Nature"],
    ["Prince Charles Cinema", "Entertainment & Events"],
    ["Glastonbury Festival", "Entertainment & Events"],
  ])("%s suggests %s", (name, category) => {
    expect(suggestCategory(name)).toBe(category);
  });

  it.each([
    // Plurals: -s, -es after ch, sh, s, x or z, and -ies for -y.
    ["Brighton Beaches", "Outdoors & Nature"],
    ["Malvern Hills", "Outdoors & Nature"],
    ["The Lakes", "Outdoors & Nature"],
    ["Arts Centre", "Arts & Culture"],
    ["Cork Street Galleries", "Arts & Culture"],
    ["West End Theatres", "Arts & Culture"],
    ["City Churches Walk", "History & Heritage"],
    ["Yorkshire Abbeys", "History & Heritage"],
    ["Soho Bars", "Food & Drink"],
    ["Artisan Bakery", "Food & Drink"],
    ["Artisan Bakeries of Bath", "Food & Drink"],
    ["Christmas Markets", "Food & Drink"],
    ["Comedy Clubs", "Entertainment & Events"],
    ["Music Venues", "Entertainment & Events"],
    // Compounds: a keyword and an ending that still names the thing.
    ["Hillside Walk", "Outdoors & Nature"],
    ["Hilltop Farm", "Outdoors & Nature"],
    ["Hillsides of Wales", "Outdoors & Nature"],
    ["Lakeside Cottages", "Outdoors & Nature"],
    ["Lakeshore Trail", "Outdoors & Nature"],
    ["Parkland Walk", "Outdoors & Nature"],
    ["Parkside Rooms", "Outdoors & Nature"],
    ["Beachfront Promenade", "Outdoors & Nature"],
    ["Pendle Foothills", "Outdoors & Nature"],
    ["St Mary's Churchyard", "History & Heritage"],
    ["The Harwood Arms Gastropub", "Food & Drink"],
    ["Brewpubs of Bristol", "Food & Drink"],
    ["Fabric Nightclub", "Entertainment & Events"],
  ])("%s suggests %s", (name, category) => {
    expect(suggestCategory(name)).toBe(category);
  });

  it.each([
    // A word that starts or ends with a keyword is another word.
    "Artisan Coffee Roasters",
    "Martin's Yard",
    "Artists' Quarter",
    "Parkinson Building",
    "Sparkford",
    "Parkhead",
    "Barnsley",
    "Barbican",
    "Barrow-in-Furness",
    "Churchill War Rooms",
    "Newcastle Quayside",
    "Castleford",
    "Hillingdon",
    "Lakenheath",
    "Public Library",
    "Clubmoor",
    "Marketing Suite",
    "Stuart House",
    "Barley Mow",
    "Gardener's Cottage",
    // An ending alone is no keyword.
    "Seaside Town",
    "Sidebar",
    "",
  ])("%j suggests nothing", (name) => {
    expect(suggestCategory(name)).toBeNull();
  });

  it("takes the first keyword in the name", () => {
    expect(suggestCategory("Castle Park")).toBe("History & Heritage");
    expect(suggestCategory("Parkside Castle")).toBe("Outdoors & Nature");
    expect(suggestCategory("Artisan Bakery and Gallery")).toBe("Food & Drink");
  });
});
