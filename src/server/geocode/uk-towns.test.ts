import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadUkTowns } from "./uk-towns.ts";

describe("loadUkTowns", () => {
  it("without the build's file, extracts the UK's towns from GeoNames in a child process", async () => {
    const kept = mkdtempSync(path.join(os.tmpdir(), "uka-towns-kept-"));
    const noBuild = path.join(os.tmpdir(), "no-such-uk-towns.json");
    const towns = await loadUkTowns(noBuild, kept);
    // Kept for the next process, which reads them instead of extracting them again.
    expect(readdirSync(kept)).toEqual([
      expect.stringMatching(/^uk-adventures-towns-\w{16}\.json$/),
    ]);
    const copy = path.join(kept, readdirSync(kept)[0] as string);
    writeFileSync(copy, JSON.stringify(towns.slice(0, 3)));
    expect(await loadUkTowns(noBuild, kept)).toEqual(towns.slice(0, 3));
    rmSync(kept, { recursive: true });
    expect(towns.length).toBeGreaterThan(4000);
    expect(towns.length).toBeLessThan(5000);
    expect(new Set(towns.map((town) => town.nation))).toEqual(
      new Set(["England", "Scotland", "Wales", "Northern Ireland"]),
    );
    expect(towns.find((town) => town.name === "Keswick")).toMatchObject({
      nation: "England",
      latitude: expect.closeTo(54.6, 1),
      longitude: expect.closeTo(-3.13, 1),
    });
    const otherNames = (name: string) => towns.find((town) => town.name === name)?.alternateNames;
    expect(otherNames("Cardiff")).toContain("Caerdydd");
    // Only names of the UK's own languages are kept, so far as the name itself tells.
    expect(otherNames("Morley")).not.toContain("Morley i West Yorkshire");
    expect(otherNames("Cardiff")).not.toContain("Kardif");
    expect(otherNames("London")).not.toContain("Lākana");
    expect(otherNames("London")).toContain("Llundain");
    for (const town of towns) {
      expect(town.latitude).toBeGreaterThan(49.8);
      expect(town.latitude).toBeLessThan(61);
      expect(town.longitude).toBeGreaterThan(-8.7);
      expect(town.longitude).toBeLessThan(1.8);
    }
  });

  it("reads the build's file when there is one", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "uka-towns-"));
    const file = path.join(dir, "uk-towns.json");
    const town = { name: "Testham", nation: "England", latitude: 52, longitude: -1, population: 1 };
    writeFileSync(file, JSON.stringify([town]));
    try {
      expect(await loadUkTowns(file)).toEqual([town]);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
