// `npm run bench`: the figures that docs/performance.md budgets, measured on this machine,
// printed as one table with a verdict against each budget.
import { type ChildProcess, fork, spawnSync } from "node:child_process";
import { readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { createTestDatabase } from "#server/testing/test-database.ts";
import { signUpVisitor } from "#tests/visitor.ts";
import { startApp, stop } from "./app-process.ts";
import { importInBrowser } from "./browser-import.ts";
import { importFileRows, importTakeoutInBrowser } from "./browser-import-file.ts";
import { mapRows } from "./browser-map.ts";
import { longestStallOnHeavyRoutes } from "./event-loop.ts";
import { measureGeocoder, slowTextRows } from "./geocoder.ts";
import { addHomePlaces } from "./home-places.ts";
import { lighthouseRows } from "./lighthouse.ts";
import { type LoadRequest, type LoadResult, load } from "./load.ts";
import { precached, repeatVisitToHome } from "./offline.ts";
import { LONG_LIST_VISITS, longListAgainstTerms, pageTimings } from "./page-timing.ts";
import {
  appEntryScripts,
  DIST,
  gzipBytes,
  landingScripts,
  largestRouteChunk,
  mapOnlyScripts,
  scriptForRoute,
  statsOnlyScripts,
  welshCatalogue,
  welshLandingScripts,
} from "./scripts.ts";
import { statsAtFiveThousand, statsRow } from "./stats.ts";
import { median } from "./timing.ts";
import {
  importFiveHundred,
  listBytesOnWire,
  listFiveThousand,
  restoreThousand,
} from "./transfer.ts";
import { tripOfHundredStops } from "./trip.ts";
import { tripPageOnPhone, tripPageRows } from "./trip-page.ts";
import { measureWrites, setUpWriters, writeRows } from "./writes.ts";

const APP_PORT = 5301;
const BARE_PORT = 5302;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const PLACES = 100;
/** Rounds of each write, app and bare in turn. */
const WRITE_ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PG_PORT = 5303;
const children: ChildProcess[] = [];
const folders: string[] = [];

const rows: string[][] = [["figure", "measured", "budget", "verdict"]];
const row = (figure: string, measured: string, budget = "", verdict = "") =>
  rows.push([figure, measured, budget, verdict]);
const judged = (ok: boolean) => (ok ? "ok" : "OVER BUDGET");
const fmt = (n: number, digits = 0) => n.toFixed(digits);
const throughput = (r: LoadResult) =>
  `${fmt(r.requestsPerSecond)} req/s (p50 ${fmt(r.p50, 1)} ms, p99 ${fmt(r.p99, 1)} ms)`;

/**
 * Measures the app and the bare floor after a warm-up of each, `rounds` times in turn (app,
 * bare, app, bare…), so a slow spell of the machine falls on both; the ratio is the median of
 * the rounds' ratios.
 */
async function compare(
  app: (i: number) => LoadRequest,
  bare: (i: number) => LoadRequest,
  rounds = 1,
) {
  await load(app, { connections: CONNECTIONS, seconds: 1 });
  await load(bare, { connections: CONNECTIONS, seconds: 1 });
  const runs: { ours: LoadResult; floor: LoadResult; ratio: number }[] = [];
  for (let round = 0; round < rounds; round++) {
    const ours = await load(app, { connections: CONNECTIONS, seconds: SECONDS });
    const floor = await load(bare, { connections: CONNECTIONS, seconds: SECONDS });
    if (ours.errors || floor.errors) {
      throw new Error(
        `requests failed (app ${ours.errors}, bare ${floor.errors}): figures invalid`,
      );
    }
    runs.push({ ours, floor, ratio: ours.requestsPerSecond / floor.requestsPerSecond });
  }
  const middle = median(runs.map((run) => run.ratio));
  const run = runs.find((r) => r.ratio === middle) ?? (runs[0] as (typeof runs)[number]);
  return { ...run, ratios: runs.map((r) => r.ratio) };
}

try {
  spawnSyncOrThrow("npx", ["vite", "build", "--logLevel", "warn"]);
  const { app, base, dataDir } = await startApp(APP_PORT, "");
  children.push(app);
  folders.push(dataDir);

  const reader = await signUpVisitor(base, "bench@example.com");
  for (let i = 0; i < PLACES; i++) {
    const created = await reader.request("POST", "/api/places", {
      name: `Bench place ${i}`,
      address: `${i} High Street, Bath`,
      notes: "Great coffee, Beautiful views",
      category: "Food & Drink",
      mood: "Relaxed",
    });
    if (created.status !== 201) throw new Error(`seeding failed: ${created.status}`);
  }
  const writers = await setUpWriters(base, "bench-writer");

  const secret = readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim();
  const bare = fork("bench/bare-server.ts", [
    path.join(dataDir, "uk-adventures.db"),
    secret,
    String(BARE_PORT),
  ]);
  children.push(bare);
  await new Promise((resolve) => bare.once("message", resolve));
  const bareBase = `http://127.0.0.1:${BARE_PORT}/`;

  const reads = await compare(
    () => ({
      method: "GET",
      url: `${base}/api/places`,
      headers: { cookie: reader.cookie },
      expect: 200,
    }),
    () => ({ method: "GET", url: bareBase, headers: { cookie: reader.cookie }, expect: 200 }),
    5,
  );
  row(
    `GET /api/places (signed in, ${PLACES} places, ${CONNECTIONS} connections): app`,
    throughput(reads.ours),
  );
  row("  bare node:http, same session lookup, query and JSON", throughput(reads.floor));
  row(
    "  app / bare: median of 5 rounds taken in turn (each round's)",
    `${fmt(reads.ratio * 100)}% (${reads.ratios.map((r) => fmt(r * 100)).join(", ")})`,
    ">= 80%",
    judged(reads.ratio >= 0.8),
  );

  const writes = await measureWrites({
    appPlaces: `${base}/api/places`,
    barePlaces: `${bareBase}places`,
    setup: writers,
    rounds: WRITE_ROUNDS,
    seconds: SECONDS,
    pids: { app: app.pid, bare: bare.pid },
  });
  for (const cells of writeRows(writes, "SQLite")) row(...cells);
  let pgStats: ReturnType<typeof statsRow> | undefined;
  if (process.env.TEST_DATABASE_URL) {
    // The same writes on PostgreSQL: no bare floor, whose durability would be the server's.
    const postgres = await createTestDatabase("postgres");
    try {
      const pg = await startApp(PG_PORT, postgres.url);
      children.push(pg.app);
      folders.push(pg.dataDir);
      const pgWrites = await measureWrites({
        appPlaces: `${pg.base}/api/places`,
        setup: await setUpWriters(pg.base, "bench-pg-writer"),
        rounds: WRITE_ROUNDS,
        seconds: SECONDS,
        pids: { app: pg.app.pid },
      });
      for (const cells of writeRows(pgWrites, "PostgreSQL")) row(...cells);
      pgStats = statsRow(await statsAtFiveThousand(pg.base, pg.app.pid), "PostgreSQL");
      await stop(pg.app);
    } finally {
      await postgres.drop();
    }
  }

  const longList = await listFiveThousand(base);
  row(
    "GET /api/places with 5,000 places: server time (median of 10)",
    `${fmt(longList.ms)} ms`,
    "< 100 ms",
    judged(longList.ms < 100),
  );
  row(...statsRow(await statsAtFiveThousand(base, app.pid), "SQLite"));
  if (pgStats) row(...pgStats);
  const shortWire = await listBytesOnWire(base, reader);
  for (const [figure, wire] of [
    [`GET /api/places, ${PLACES} places: bytes on the wire, plain / Brotli`, shortWire],
    ["  the same with 5,000 places", longList.wire],
  ] as const) {
    row(
      figure,
      `${fmt(wire.plain / 1024, 1)} KB / ${fmt(wire.compressed / 1024, 1)} KB`,
      "printed",
    );
  }
  const stalls = await longestStallOnHeavyRoutes(DIST);
  row(
    "longest event-loop stall while serving heavy routes at 5,000 places",
    `${fmt(stalls.longestMs, 1)} ms (${stalls.byRoute.map((r) => `${r.route} ${fmt(r.longestMs)}`).join(", ")})`,
    "< 50 ms",
    judged(stalls.longestMs < 50),
  );
  const tripMs = await tripOfHundredStops(base);
  row(
    "a 10-day trip with 100 stops: GET /api/trips/{id} (median of 21)",
    `${fmt(tripMs, 1)} ms`,
    "<= 30 ms",
    judged(tripMs <= 30),
  );
  const importMs = await importFiveHundred(base);
  row(
    "import of 500 places: server time (median of 5)",
    `${fmt(importMs)} ms`,
    "< 1000 ms",
    judged(importMs < 1000),
  );
  const browserMs = await importInBrowser(base);
  row(
    "  the same, in Chromium: Import pressed to 'Import successful!'",
    browserMs === null ? "skipped (no Chromium)" : `${fmt(browserMs)} ms`,
  );
  for (const r of importFileRows(await importTakeoutInBrowser(base)))
    row(...(r as [string, string]));
  const restoreMs = await restoreThousand(base);
  row(
    "restore of a 1,000-place backup: read, check and write (median of 5)",
    `${fmt(restoreMs)} ms`,
    "none set",
  );

  const landingSent = landingScripts().reduce(
    (sum, file) => sum + statSync(path.join(DIST, `${file}.br`)).size,
    0,
  );
  row(
    "landing page script as sent (Brotli): it is HTML rendered at build time",
    `${fmt(landingSent / 1024, 1)} KB (${landingScripts().join(", ")})`,
    "<= 30 KB",
    judged(landingSent <= 30 * 1024),
  );
  const welshLandingSent = welshLandingScripts().reduce(
    (sum, file) => sum + statSync(path.join(DIST, `${file}.br`)).size,
    0,
  );
  row(
    "  the Welsh landing page's (/cy), the same way",
    `${fmt(welshLandingSent / 1024, 1)} KB`,
    "<= 30 KB",
    judged(welshLandingSent <= 30 * 1024),
  );
  const welsh = welshCatalogue();
  row(
    "the Welsh catalogue (Brotli): loaded only when Welsh is shown",
    welsh
      ? `${fmt(statSync(path.join(DIST, "assets", `${welsh}.br`)).size / 1024, 1)} KB`
      : "none built",
    "printed",
  );
  const entry = appEntryScripts().reduce((sum, file) => sum + gzipBytes(file), 0);
  row(
    "the app's entry script (gzip): what every signed-in page loads first",
    `${fmt(entry / 1024, 1)} KB`,
    "< 120 KB",
    judged(entry < 120 * 1024),
  );
  const chunk = largestRouteChunk();
  row(
    `  largest route chunk (gzip): ${chunk.file}`,
    `${fmt(chunk.bytes / 1024, 1)} KB`,
    "code-split",
  );

  for (const [route, chunk] of [
    ["/ signed in (home)", "home-page"],
    ["/place/{id}", "place-detail-page"],
    ["/map", "map-page"],
    ["/options", "options-page"],
    ["/account", "account-page"],
    ["/admin", "admin-page"],
  ] as const) {
    row(
      `  script for ${route} (gzip): entry, page and all it imports`,
      `${fmt(scriptForRoute(chunk) / 1024, 1)} KB`,
      "printed",
    );
  }
  const mapCode = mapOnlyScripts().reduce((sum, file) => sum + gzipBytes(`assets/${file}`), 0);
  row(
    "  the map's own code (gzip): the map page, Leaflet and the basemap, loaded on /map only",
    mapCode > 0 ? `${fmt(mapCode / 1024, 1)} KB` : "not built",
    "printed",
  );

  const statsCode = statsOnlyScripts().reduce((sum, file) => sum + gzipBytes(`assets/${file}`), 0);
  row(
    "  the stats page's own code (gzip): /stats and what it imports beyond the entry",
    statsCode > 0 ? `${fmt(statsCode / 1024, 1)} KB` : "not built",
    "<= 40 KB",
    statsCode > 0 ? judged(statsCode <= 40 * 1024) : "",
  );

  for (const cells of await mapRows(base)) row(...cells);

  const kept = precached();
  row(
    "service worker: bytes precached (the shell and every page's code, icons)",
    `${fmt(kept.bytes / 1024)} KB in ${kept.files} files (${fmt(kept.sent / 1024)} KB as sent, Brotli)`,
    "printed",
  );
  const repeat = await repeatVisitToHome(base);
  row(
    "repeat visit to the signed-in home (23 places), with the service worker: TTFB / LCP",
    repeat
      ? `${fmt(repeat.worker.ttfbMs, 1)} / ${fmt(repeat.worker.lcpMs)} ms (median of 5)`
      : "skipped (no Chromium)",
    "printed",
  );
  row(
    "  the same visit with service workers blocked: TTFB / LCP",
    repeat
      ? `${fmt(repeat.none.ttfbMs, 1)} / ${fmt(repeat.none.lcpMs)} ms`
      : "skipped (no Chromium)",
    "printed",
  );

  const geocoder = await measureGeocoder();
  row(
    `geocoder, any query: p95 of ${geocoder.queries} (towns, grid refs, coordinates, postcodes)`,
    `${fmt(geocoder.p95, 2)} ms (p50 ${fmt(geocoder.p50, 2)}, max ${fmt(geocoder.max, 2)})`,
    "< 20 ms",
    judged(geocoder.max < 20),
  );
  row(
    "geocoder data in memory (RSS growth on loading the towns)",
    `${fmt(geocoder.rssMegabytes, 1)} MB`,
    "< 30 MB",
    judged(geocoder.rssMegabytes < 30),
  );
  const batch = (names: string[]) => reader.request("POST", "/api/geocode/batch", { names });
  for (const cells of await slowTextRows(batch)) row(...cells);

  const home = await signUpVisitor(base, "bench-lighthouse@example.com");
  await addHomePlaces(home);
  // The same home for an account that reads Welsh.
  const welshHome = await signUpVisitor(base, "bench-lighthouse-cy@example.com");
  if ((await welshHome.request("PATCH", "/api/account", { language: "cy" })).status !== 200) {
    throw new Error("could not choose Welsh for the Welsh home");
  }
  await addHomePlaces(welshHome);
  const timings = await pageTimings(base, home.cookie, welshHome.cookie);
  for (const [page, timing] of [
    ["landing page", timings?.landing],
    ["landing page in Welsh (/cy)", timings?.welshLanding],
    ["signed-in home, 23 places", timings?.home],
    ["signed-in home in Welsh, 23 places", timings?.welshHome],
  ] as const) {
    row(
      `Chromium, no throttling, ${page}: first byte / largest paint (median of 3)`,
      timing ? `${fmt(timing.ttfbMs)} ms / ${fmt(timing.lcpMs)} ms` : "skipped (no Chromium)",
      "printed",
    );
  }

  const longVersusTerms = await longListAgainstTerms(base, longList.cookie);
  row(
    `Chromium, no throttling: home with 5,000 places to its first page of cards / /terms shown (median of ${LONG_LIST_VISITS} in turn)`,
    longVersusTerms
      ? `${fmt(longVersusTerms.homeMs)} ms / ${fmt(longVersusTerms.termsMs)} ms = ${fmt(longVersusTerms.ratio, 2)}×`
      : "skipped (no Chromium)",
    "<= 1.5×",
    longVersusTerms ? judged(longVersusTerms.ratio <= 1.5) : "",
  );
  row(
    "  the same home until the app's own list has replaced the server's (ready to use)",
    longVersusTerms ? `${fmt(longVersusTerms.liveMs)} ms` : "skipped (no Chromium)",
    "printed",
  );

  for (const cells of await lighthouseRows(base, home.cookie, welshHome.cookie)) row(...cells);
  for (const cells of tripPageRows(await tripPageOnPhone(base))) row(...cells);
} finally {
  await Promise.all(children.map(stop));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}

const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length))) ?? [];
for (const r of rows) console.log(r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  |  "));

function spawnSyncOrThrow(command: string, args: string[]) {
  const { status } = spawnSync(command, args, { stdio: "inherit" });
  if (status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}
