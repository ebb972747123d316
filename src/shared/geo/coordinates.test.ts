import { describe, expect, it } from "vitest";
import { parseCoordinates } from "./coordinates.ts";

const bigBen = { latitude: 51.5007, longitude: -0.1246 };

describe("parseCoordinates", () => {
  it.each([
    "51.5007, -0.1246",
    "51.5007 -0.1246",
    "51.5007,-0.1246",
    "51.5007N 0.1246W",
    "51.5007° N, 0.1246° W",
    "51.5007n, 0.1246w",
  ])("reads %s", (text) => {
    expect(parseCoordinates(text)).toEqual(bigBen);
  });

  it("reads degrees, minutes and seconds", () => {
    const position = parseCoordinates(`51°30'02.5"N 0°07'28.6"W`);
    expect(position?.latitude).toBeCloseTo(51.500694, 5);
    expect(position?.longitude).toBeCloseTo(-0.124611, 5);
  });

  it("keeps six decimals", () => {
    expect(parseCoordinates("56.79689123, -5.00367534")).toEqual({
      latitude: 56.796891,
      longitude: -5.003675,
    });
  });

  it.each(["91, 0", "0, 181", "Bath", "51.5", "SW1A 1AA", "ST 750 647", "1, 2, 3"])(
    "is not fooled by %s",
    (text) => {
      expect(parseCoordinates(text)).toBeNull();
    },
  );
});

describe("parseCoordinates on text built to make it backtrack", () => {
  // Runs of space where a regex could split them many ways. The first is a probe's query that
  // held the server for most of a second; twice the spaces took some sixteen times as long.
  // Nothing here times them: a slow one outlasts the test's time limit, and
  // src/shared/regex-safety.test.ts checks every regex for the cause.
  const runs = (space: string, count: number, end = "1x") =>
    `1${space.repeat(count)}1${space.repeat(count)}N${space.repeat(count)}${end}`;

  it.each([
    ["the probe's 197 characters", runs(" ", 64)],
    ["longer runs of spaces", runs(" ", 128)],
    ["tabs", runs("\t", 96)],
    ["mixed spaces, tabs and no-break spaces", runs(" \t\u00a0", 40)],
    ["degree signs", `1°${" ".repeat(64)}1${" ".repeat(64)}N${" ".repeat(64)}1°x`],
    ["a thousand spaces", runs(" ", 1000)],
  ])("turns down %s", (_, text) => {
    expect(parseCoordinates(text)).toBeNull();
  });

  it("still reads coordinates with long runs of space between their parts", () => {
    expect(parseCoordinates(`51.5007${" ".repeat(150)}-0.1246`)).toEqual(bigBen);
    expect(parseCoordinates(`51.5007°\t\t\tN,${" ".repeat(100)}0.1246°\u00a0W`)).toEqual(bigBen);
    const position = parseCoordinates(`51°${"\t".repeat(50)}30'02.5" N    0 07 28.6 W`);
    expect(position?.latitude).toBeCloseTo(51.500694, 5);
    expect(position?.longitude).toBeCloseTo(-0.124611, 5);
  });

  it("reads the other marks for minutes and seconds, and turns down half a form", () => {
    const position = parseCoordinates("51°30′02.5″N, 0°07′28.6''W");
    expect(position?.latitude).toBeCloseTo(51.500694, 5);
    expect(position?.longitude).toBeCloseTo(-0.124611, 5);
    for (const text of ["51.5007N", "51.5007N 0.1246", "51°30'N", "51.5007 N 0.1246 S"]) {
      expect(parseCoordinates(text)).toBeNull();
    }
  });
});
