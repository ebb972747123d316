import { describe, expect, it } from "vitest";
import { duplicateKey, isSamePlace, PlaceMatcher, SAME_PLACE_METRES } from "./duplicate-place.ts";

const place = (
  name: string,
  address: string | null = null,
  latitude: number | null = null,
  longitude: number | null = null,
) => ({ name, address, latitude, longitude });

// Two Boots shops in Norwich, about 1.4 km apart, and a point 30 m from the first.
const BOOTS_GENTLEMANS_WALK = place("Boots", null, 52.628, 1.2935);
const BOOTS_RIVERSIDE = place("Boots", null, 52.6242, 1.3137);
const THIRTY_METRES_ON = place("Boots", null, 52.62827, 1.2935);

describe("duplicateKey", () => {
  it("ignores case, accents, surrounding and repeated spaces", () => {
    expect(duplicateKey({ name: " The  Eden Project", address: "Bodelva" })).toBe(
      duplicateKey({ name: "the eden project ", address: " BODELVA" }),
    );
    expect(duplicateKey({ name: "Bettys Café", address: "Ty Hyll" })).toBe(
      duplicateKey({ name: "BETTYS CAFE", address: "Tŷ Hyll" }),
    );
    expect(duplicateKey({ name: "Eden", address: null })).toBe(
      duplicateKey({ name: "eden", address: "" }),
    );
    expect(duplicateKey({ name: "Eden", address: "A" })).not.toBe(
      duplicateKey({ name: "Eden", address: "B" }),
    );
  });
});

describe("isSamePlace", () => {
  it("needs the names and the addresses to match, folded", () => {
    expect(isSamePlace(place(" big  BEN"), place("Big Ben", ""))).toBe(true);
    expect(isSamePlace(place("Café Nero", "Bath"), place("cafe nero", " BATH "))).toBe(true);
    expect(isSamePlace(place("Big Ben"), place("Big Ben", "London"))).toBe(false);
    expect(isSamePlace(place("Big Ben"), place("Little Ben"))).toBe(false);
  });

  it(`takes places of the same name and address within ${SAME_PLACE_METRES} m for the same`, () => {
    expect(isSamePlace(BOOTS_GENTLEMANS_WALK, THIRTY_METRES_ON)).toBe(true);
    expect(isSamePlace(BOOTS_GENTLEMANS_WALK, BOOTS_GENTLEMANS_WALK)).toBe(true);
  });

  it("tells apart places of the same name and address further apart", () => {
    expect(isSamePlace(BOOTS_GENTLEMANS_WALK, BOOTS_RIVERSIDE)).toBe(false);
    expect(isSamePlace(BOOTS_RIVERSIDE, BOOTS_GENTLEMANS_WALK)).toBe(false);
    // 0.0012° of latitude is about 133 m: just too far.
    expect(isSamePlace(place("Stop", null, 50, -1.5), place("Stop", null, 50.0012, -1.5))).toBe(
      false,
    );
    expect(isSamePlace(place("Stop", null, 50, -1.5), place("Stop", null, 50.0008, -1.5))).toBe(
      true,
    );
  });

  it("lets name and address decide when either has no position", () => {
    expect(isSamePlace(place("Boots"), BOOTS_RIVERSIDE)).toBe(true);
    expect(isSamePlace(BOOTS_GENTLEMANS_WALK, place("boots"))).toBe(true);
    expect(isSamePlace(place("Boots"), place("Boots"))).toBe(true);
    expect(isSamePlace(place("Boots", "Norwich"), BOOTS_RIVERSIDE)).toBe(false);
  });
});

describe("PlaceMatcher", () => {
  it("finds the first place added that is the same place, and none for another", () => {
    const gentlemansWalk = { ...BOOTS_GENTLEMANS_WALK, id: 1 };
    const riverside = { ...BOOTS_RIVERSIDE, id: 2 };
    const matcher = new PlaceMatcher([gentlemansWalk, riverside, { ...place("Eden"), id: 3 }]);
    expect(matcher.find(THIRTY_METRES_ON)?.id).toBe(1);
    expect(matcher.find({ ...BOOTS_RIVERSIDE, name: "BOOTS" })?.id).toBe(2);
    expect(matcher.find(place("Boots"))?.id).toBe(1);
    expect(matcher.find(place("Boots", null, 52.5, 1.3))).toBeUndefined();
    expect(matcher.find(place("Eden", null, 50.36, -4.74))?.id).toBe(3);
    matcher.add({ ...place("Boots", null, 52.5, 1.3), id: 4 });
    expect(matcher.find(place("Boots", null, 52.5, 1.3))?.id).toBe(4);
  });
});
