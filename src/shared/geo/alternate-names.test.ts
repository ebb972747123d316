import { describe, expect, it } from "vitest";
import { alternateNamesWorthSearching } from "./alternate-names.ts";
import { townSearch } from "./town-search.ts";

describe("alternateNamesWorthSearching", () => {
  it("keeps the Welsh and Gaelic names of a town", () => {
    expect(alternateNamesWorthSearching("Cardiff", ["CWL", "Caerdydd", "Cardiff"])).toEqual([
      "Caerdydd",
    ]);
    expect(
      alternateNamesWorthSearching("Stornoway", ["Steornabhagh", "Steòrnabhagh", "Stornoway"]),
    ).toEqual(["Steòrnabhagh"]);
    expect(alternateNamesWorthSearching("Fort William", ["An Gearasdan"])).toEqual([
      "An Gearasdan",
    ]);
  });

  it("keeps the names of each of the UK's languages, little words and all", () => {
    // Welsh, Scottish Gaelic, Irish, Cornish, Scots and Manx.
    expect(alternateNamesWorthSearching("Ruthin", ["Rhuthun"], "Wales")).toEqual(["Rhuthun"]);
    expect(alternateNamesWorthSearching("Newtown", ["Y Drenewydd"], "Wales")).toEqual([
      "Y Drenewydd",
    ]);
    expect(alternateNamesWorthSearching("Oxford", ["Àth nan Damh", "Rhydychen"])).toEqual([
      "Àth nan Damh",
      "Rhydychen",
    ]);
    expect(alternateNamesWorthSearching("Pittenweem", ["Baile na h-Uaimh"])).toEqual([
      "Baile na h-Uaimh",
    ]);
    expect(alternateNamesWorthSearching("Lisburn", ["Lios na gCearrbhach"])).toEqual([
      "Lios na gCearrbhach",
    ]);
    expect(alternateNamesWorthSearching("Lostwithiel", ["Lostwydhyel"])).toEqual(["Lostwydhyel"]);
    expect(alternateNamesWorthSearching("Edinburgh", ["Embra"])).toEqual(["Embra"]);
    expect(alternateNamesWorthSearching("Cardiff", ["Cayr Deeth"], "Wales")).toEqual([
      "Cayr Deeth",
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

  it("drops other languages' names that hold the town's own: 'Morley i West Yorkshire'", () => {
    expect(alternateNamesWorthSearching("Morley", ["Morley i West Yorkshire"])).toEqual([]);
    expect(alternateNamesWorthSearching("Yarmouth", ["Yarmouth på Isle of Wight"])).toEqual([]);
    expect(alternateNamesWorthSearching("Sutton", ["London Borough of Sutton"])).toEqual([]);
  });

  it("drops names with letters none of the UK's languages write", () => {
    expect(
      alternateNamesWorthSearching("London", [
        "Lākana",
        "Łondra",
        "Luân Đôn",
        "Lůndůn",
        "Lunnainn",
      ]),
    ).toEqual(["Lunnainn"]);
    expect(alternateNamesWorthSearching("Stromness", ["Strømnes", "Stromnæs", "Sróimnis"])).toEqual(
      ["Sróimnis"],
    );
  });

  it("drops names with a longer word in lower case, which another language's are", () => {
    expect(
      alternateNamesWorthSearching("Stoke-on-Trent", ["Stokas prie Trento", "Stoke-on-Trent"]),
    ).toEqual([]);
    expect(alternateNamesWorthSearching("Market Bosworth", ["Bosvortskij rynok"])).toEqual([]);
  });

  it("drops the town's own name respelled another language's way", () => {
    expect(
      alternateNamesWorthSearching("Oxford", ["Oksford", "Oksfordas", "Oksforda", "Rhydychen"]),
    ).toEqual(["Rhydychen"]);
    expect(alternateNamesWorthSearching("York", ["Jork", "Jorkas", "Efrog", "Eabhrac"])).toEqual([
      "Efrog",
      "Eabhrac",
    ]);
    expect(alternateNamesWorthSearching("Stornoway", ["Stornovej", "Stornavey"])).toEqual([]);
    expect(alternateNamesWorthSearching("Llanelli", ["Laneli", "Lanelis"], "Wales")).toEqual([]);
  });

  it("drops a Welsh town's names with letters Welsh does not use", () => {
    expect(
      alternateNamesWorthSearching("Cardiff", ["Caerdydd", "Kerdiz", "Karntif"], "Wales"),
    ).toEqual(["Caerdydd"]);
  });
});

describe("searching towns by the names kept", () => {
  it("offers only York for 'York', not Morley by another language's name", () => {
    const towns = [
      { name: "York", alternates: ["Efrog", "Jork"], population: 153_717 },
      { name: "Morley", alternates: ["Morley i West Yorkshire", "Morli"], population: 57_385 },
    ].map(({ name, alternates, population }) => ({
      name,
      alternateNames: alternateNamesWorthSearching(name, alternates, "England"),
      nation: "England",
      latitude: 54,
      longitude: -1.5,
      population,
    }));
    const labels = townSearch(towns)("york", 8).map((result) => result.label);
    expect(labels).toEqual(["York, England"]);
  });
});
