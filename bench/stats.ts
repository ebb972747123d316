// The year in review at full size: GET /api/stats for a list of 5,000 places and 20,000 visits.

import { CATEGORIES } from "#shared/catalog.ts";
import { signUpVisitor } from "#tests/visitor.ts";
import { median, timed } from "./timing.ts";
import { cpuMs } from "./writes.ts";

export const STATS_PLACES = 5000;
const VISITS_EACH = 4;
const CALLS = 20;

/** A spot in each nation: places are spread a little around them, so each gets its own. */
const CENTRES = [
  { latitude: 52.4862, longitude: -1.8904 },
  { latitude: 55.8642, longitude: -4.2518 },
  { latitude: 51.4816, longitude: -3.1791 },
  { latitude: 54.5973, longitude: -5.9301 },
];

const day = (from: number, i: number) =>
  new Date(from + (i % 900) * 86_400_000).toISOString().slice(0, 10);

/** Place `i` of the list: located in one of the four nations but every tenth, with its visits. */
function place(i: number) {
  const centre = CENTRES[i % CENTRES.length] as (typeof CENTRES)[number];
  const located = i % 10 !== 0;
  const start = Date.UTC(2024, 0, 1);
  return {
    name: `Stats place ${i}`,
    address: `${i} Market Street`,
    category: i % 7 === 0 ? null : CATEGORIES[i % CATEGORIES.length],
    ...(located && {
      latitude: Number((centre.latitude + ((i % 50) - 25) * 0.002).toFixed(5)),
      longitude: Number((centre.longitude + ((i % 37) - 18) * 0.002).toFixed(5)),
    }),
    createdAt: new Date(start + (i % 1000) * 77_760_000).toISOString(),
    // Three years of visits, 2024 to 2026: a quarter of places' visits start late.
    visits: Array.from({ length: VISITS_EACH }, (_, v) => ({
      date: day(start, i * 7 + v * 211),
      note: null,
    })),
  };
}

/**
 * GET /api/stats?year=2025 for one account of 5,000 places and 20,000 visits, restored in
 * batches as a backup would be: p50 and p95 of twenty calls after two to warm up, and the CPU
 * time the app process spent on each (on SQLite the queries' too), which a busy machine
 * stretches less than the time a call takes.
 */
export async function statsAtFiveThousand(base: string, pid?: number) {
  const visitor = await signUpVisitor(base, "bench-stats@example.com");
  for (let from = 0; from < STATS_PLACES; from += 1000) {
    const places = Array.from({ length: 1000 }, (_, i) => place(from + i));
    await timed(() => visitor.request("POST", "/api/places/bulk", { places }), 201);
  }
  const call = () => timed(() => visitor.request("GET", "/api/stats?year=2025"), 200);
  await call();
  await call();
  const times: number[] = [];
  const cpuBefore = cpuMs(pid);
  for (let run = 0; run < CALLS; run++) times.push(await call());
  const cpuAfter = cpuMs(pid);
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: median(times),
    p95: sorted[Math.ceil(sorted.length * 0.95) - 1] ?? Number.NaN,
    calls: CALLS,
    cpuMs:
      cpuBefore === undefined || cpuAfter === undefined
        ? undefined
        : (cpuAfter - cpuBefore) / CALLS,
  };
}

/** The bench's row for the figures of one database. */
export function statsRow(
  figures: Awaited<ReturnType<typeof statsAtFiveThousand>>,
  database: string,
): [string, string, string, string] {
  return [
    `GET /api/stats with 5,000 places and 20,000 visits, ${database}: p50 / p95 of ${figures.calls}`,
    `${figures.p50.toFixed(1)} / ${figures.p95.toFixed(1)} ms` +
      (figures.cpuMs === undefined ? "" : ` (app CPU ${figures.cpuMs.toFixed(1)} ms a call)`),
    "<= 50 ms",
    figures.p95 <= 50 ? "ok" : "OVER BUDGET",
  ];
}
