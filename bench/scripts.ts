// What the build makes each page load: scripts followed through their static imports.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { publicPageFile, welshPath } from "#shared/built-pages.ts";

export const DIST = "dist/client";
const ASSETS = path.join(DIST, "assets");

export const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(DIST, file))).length;

/** The scripts a built page loads before it can run (its entry and what it preloads). */
const scriptsOf = (page: string): string[] =>
  [...readFileSync(path.join(DIST, page), "utf8").matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );

/** The landing page's scripts: it is HTML rendered at build time, with a small script. */
export const landingScripts = () => scriptsOf(publicPageFile("/"));

/** The Welsh landing page's (`/cy`): the same script, the page's words in Welsh. */
export const welshLandingScripts = () => scriptsOf(publicPageFile(welshPath("/")));

/** The Welsh catalogue's chunk in assets/, or undefined when the build has none. */
export const welshCatalogue = () =>
  readdirSync(ASSETS).find((name) => name.startsWith("cy-") && name.endsWith(".js"));

/** The app's entry: what every page of the signed-in app loads first. */
export const appEntryScripts = () => scriptsOf("index.html");

/** A page's chunk ("home-page") by its name, or undefined when the build has none. */
const chunkNamed = (prefix: string) =>
  readdirSync(ASSETS).find((name) => name.startsWith(`${prefix}-`) && name.endsWith(".js"));

/** A chunk and every chunk it imports statically, however deep (file names in assets/). */
export function withImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(path.join(ASSETS, file), "utf8");
  for (const match of text.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
    withImports(match[1] as string, seen);
  }
  return seen;
}

/** Everything a page's chunk needs, by the chunk's name: empty when the build has no such page. */
export function chunkWithImports(prefix: string): string[] {
  const file = chunkNamed(prefix);
  return file ? [...withImports(file)] : [];
}

/**
 * The script a visit to a route downloads (gzip bytes): the app's entry, then the page's chunk
 * and all it imports, each file once.
 */
export function scriptForRoute(prefix: string): number {
  const files = new Set(
    appEntryScripts()
      .filter((file) => file.startsWith("assets/"))
      .map((file) => file.replace(/^assets\//, "")),
  );
  for (const file of chunkWithImports(prefix)) files.add(file);
  return [...files].reduce((sum, file) => sum + gzipBytes(`assets/${file}`), 0);
}

/** The largest script loaded later, for one route or feature. */
export function largestRouteChunk(): { file: string; bytes: number } {
  const initial = new Set(appEntryScripts());
  return readdirSync(ASSETS)
    .filter((file) => file.endsWith(".js") && !initial.has(`assets/${file}`))
    .map((file) => ({ file, bytes: gzipBytes(`assets/${file}`) }))
    .reduce((largest, chunk) => (chunk.bytes > largest.bytes ? chunk : largest), {
      file: "",
      bytes: 0,
    });
}

/** What /map loads that the home page does not: the map's own cost. */
export function mapOnlyScripts(): string[] {
  const home = new Set(chunkWithImports("home-page"));
  return chunkWithImports("map-page").filter((file) => !home.has(file));
}

/** What /stats loads beyond the app's entry: the page's own code (its image's drawing comes later). */
export function statsOnlyScripts(): string[] {
  const entry = new Set(appEntryScripts().map((file) => file.replace(/^assets\//, "")));
  return chunkWithImports("stats-page").filter((file) => !entry.has(file));
}
