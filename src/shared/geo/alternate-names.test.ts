import { describe, expect, it } from "vitest";
import { alternateNamesWorthSearching } from "./alternate-names.ts";

describe("alternateNamesWorthSearching", () => {
  it("keeps the Welsh and Gaelic names of a town", () => {
    expect(
      alternateNamesWorthSearching("Cardiff", ["CWL", "Caerdydd", "Cairdiff", "Cardiff", "Kardif"]),
    ).toEqual(["Caerdydd", "Cairdiff", "Kardif"]);
    expect(
      alternateNamesWorthSearching("Stornoway", ["Steornabhagh", "Steòrnabhagh", "Stornoway"]),
    ).toEqual(["Steòrnabhagh"]);
    expect(alternateNamesWorthSearching("Fort William", ["An Gearasdan", "Fort Vil'jam"])).toEqual([
      "An Gearasdan",
      "Fort Vil'jam",
    ]);
  });

  it("drops codes, romanisations in lower case and other scripts", () => {
    expect(
      alternateNamesWorthSearching("Swansea", [
        "SWS",
        "s wxn si",
        "seuwanji",
        "Суонси",
        "スウォンジー",
        "Abertawe",
        " ",
      ]),
    ).toEqual(["Abertawe"]);
  });
});
