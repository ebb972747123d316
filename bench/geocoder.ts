// The offline geocoder's cost, in this process: how long a query takes, and what its data holds
// in memory once loaded.
import { offlineGeocoder } from "#server/geocode/geocoder.ts";
import { loadUkTowns } from "#server/geocode/uk-towns.ts";

const QUERIES = [
  "keswick",
  "Newport",
  "ty croes",
  "st ives",
  "betws",
  "york",
  "NN 16650 71250",
  "ST750647",
  "51.5007, -0.1246",
  "51°30'02.5\"N 0°07'28.6\"W",
  "SW1A 1AA",
  "llan",
  "upon",
  "qwxzzy",
];

export async function measureGeocoder() {
  globalThis.gc?.();
  const before = process.memoryUsage().rss;
  const geocode = offlineGeocoder(await loadUkTowns());
  globalThis.gc?.();
  const rssMegabytes = (process.memoryUsage().rss - before) / (1024 * 1024);
  for (const query of QUERIES) geocode(query);
  const times: number[] = [];
  for (let round = 0; round < 30; round++) {
    for (const query of QUERIES) {
      const started = performance.now();
      geocode(query);
      times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), max: at(1), rssMegabytes, queries: times.length };
}
