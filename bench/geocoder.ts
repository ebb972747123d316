// The offline geocoder's cost, in this process: how long a query takes, and what its data holds
// in memory once loaded.
import { offlineGeocoder } from "#server/geocode/geocoder.ts";
import { loadUkTowns } from "#server/geocode/uk-towns.ts";
import { median, timed } from "./timing.ts";

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

/**
 * Text built to make a coordinate parser backtrack: runs of space, tab and degree sign that a
 * careless pattern can split many ways, each within the 200 characters a search may have. The
 * first is the 197 characters that once held the event loop for most of a second.
 */
const run = (space: string, count: number) => space.repeat(count);
export const SLOW_TEXT = [
  `1${run(" ", 64)}1${run(" ", 64)}N${run(" ", 64)}1x`,
  `1${run("\t", 64)}1${run("\t", 64)}N${run("\t", 64)}1x`,
  `1${run(" \t\u00a0", 21)}1${run(" \t\u00a0", 21)}N${run(" \t\u00a0", 21)}1x`,
  `1°${run(" ", 64)}1${run(" ", 64)}N${run(" ", 64)}1°x`,
  `51${run(" ", 58)}30${run(" ", 58)}02.5${run(" ", 58)}N 0 07 28.6 x`,
  `51.5007${run(" ", 190)}x`,
  `NN${run(" ", 95)}1${run(" ", 95)}x`,
  `SW1A${run(" ", 190)}x`,
  run("1 ", 99),
];

const fmt = (n: number, digits = 0) => n.toFixed(digits);
const judged = (ok: boolean) => (ok ? "ok" : "OVER BUDGET");

/**
 * The bench's rows for that text: the slowest of its searches in this process (each the
 * median of 21), and a batch of 1,000 such names through POST /api/geocode/batch, sent by
 * `post` (the median of 3 round trips).
 */
export async function slowTextRows(
  post: (names: string[]) => Promise<Response>,
): Promise<[figure: string, measured: string, budget: string, verdict: string][]> {
  const geocode = offlineGeocoder(await loadUkTowns());
  const medians = SLOW_TEXT.map((query) => {
    const times = Array.from({ length: 21 }, () => {
      const started = performance.now();
      geocode(query);
      return performance.now() - started;
    });
    return median(times);
  });
  const slowest = Math.max(...medians);
  const names = Array.from({ length: 1000 }, (_, i) => SLOW_TEXT[i % SLOW_TEXT.length] as string);
  const roundTrip = () => timed(() => post(names), 200);
  await roundTrip();
  const batch = median([await roundTrip(), await roundTrip(), await roundTrip()]);
  return [
    [
      `geocoder, text built to backtrack: slowest of ${SLOW_TEXT.length} searches up to 200 characters (median of 21 each)`,
      `${fmt(slowest, 2)} ms (fastest ${fmt(Math.min(...medians), 2)})`,
      "< 5 ms",
      judged(slowest < 5),
    ],
    [
      "  POST /api/geocode/batch of 1,000 such names: round trip (median of 3)",
      `${fmt(batch)} ms`,
      "< 1000 ms",
      judged(batch < 1000),
    ],
  ];
}

// `node bench/geocoder.ts`: these figures alone, from an app of its own on a fresh database.
if (import.meta.main) {
  const { startTestApp } = await import("#server/testing/test-app.ts");
  const app = await startTestApp();
  try {
    const visitor = await app.signedInClient();
    const post = (names: string[]) => visitor.write("POST", "/api/geocode/batch", { names });
    const rows = [["figure", "measured", "budget", "verdict"], ...(await slowTextRows(post))];
    const widths = [0, 1, 2, 3].map((i) => Math.max(...rows.map((r) => (r[i] ?? "").length)));
    for (const r of rows)
      console.log(r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  |  "));
  } finally {
    await app.close();
  }
}
