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

  it("matches whole words only, and the first keyword wins", () => {
    expect(suggestCategory("Stuart House")).toBeNull();
    expect(suggestCategory("Barbican")).toBeNull();
    expect(suggestCategory("Parkside Rooms")).toBeNull();
    expect(suggestCategory("Castle Park")).toBe("History & Heritage");
    expect(suggestCategory("")).toBeNull();
  });
});
