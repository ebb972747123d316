import { randomBytes } from "node:crypto";
import { monitorEventLoopDelay } from "node:perf_hooks";
import sharp from "sharp";
import { startTestApp } from "#server/testing/test-app.ts";
import { CATEGORIES } from "#shared/catalog.ts";
import { startBurst } from "#tests/reliability/burst.ts";
import type { BurstOrder } from "#tests/reliability/burst-worker.ts";

/** The routes whose answer is built from the whole list, each asked for in turn. */
export const HEAVY_ROUTES = [
  "/",
  "/map",
  "/api/places/export?format=csv",
  "/api/places/export?format=geojson",
  "/api/places/export?format=kml",
  "/api/places/export?format=gpx",
  "/api/backup",
  "/api/account/export",
] as const;

const PLACES = 5000;
const PHOTOS = 20;
/** Requests of each route at once: more than the account may run, so some wait their turn. */
const AT_ONCE = 20;

/** `count` GETs of `url` at once from a thread of their own, so reading the answers costs the app's thread nothing. */
const burst = (order: BurstOrder) => startBurst(order).done;

export type StallReport = { longestMs: number; byRoute: { route: string; longestMs: number }[] };

/**
 * The app on SQLite in this process (its queries then run on this thread, as in production),
 * the built client in `clientDir`, an account with 5,000 places (20 with a photo, half with a
 * position). For each heavy route: a write first, so the list has a new version and the answer
 * is built afresh, then AT_ONCE requests at once; perf_hooks.monitorEventLoopDelay (1 ms
 * resolution) gives the longest time this thread was held while they were answered.
 */
export async function longestStallOnHeavyRoutes(clientDir: string): Promise<StallReport> {
  const t = await startTestApp({ clientDir });
  try {
    const owner = await t.signedInClient("Heavy Lister");
    const pixels = randomBytes(320 * 240 * 3);
    const jpeg = await sharp(pixels, { raw: { width: 320, height: 240, channels: 3 } })
      .jpeg({ quality: 70 })
      .toBuffer();
    const photoUrl = `data:image/jpeg;base64,${jpeg.toString("base64")}`;
    for (let start = 0; start < PLACES; start += 1000) {
      const places = Array.from({ length: 1000 }, (_, i) => {
        const n = start + i;
        return {
          name: `Heavy place ${n + 1}`,
          address: `${n + 1} Long Road, Leeds`,
          notes: "A place kept only to make the list long.",
          category: CATEGORIES[n % CATEGORIES.length],
          mood: "Curious",
          ...(n % 2 === 0 ? { latitude: 53.8 + n / 1e5, longitude: -1.55 + n / 1e5 } : {}),
          ...(n < PHOTOS ? { photoUrl } : {}),
        };
      });
      const added = await owner.write("POST", "/api/places/bulk", { places });
      if (added.status !== 201) throw new Error(`seeding answered ${added.status}`);
    }
    const list: { id: number }[] = await (await owner.get("/api/places")).json();
    const headers = { cookie: owner.cookieHeader, "accept-encoding": "br" };
    // Once each first: the renderer's module is loaded on the first signed-in visit.
    for (const route of HEAVY_ROUTES)
      await burst({ url: `${t.baseUrl}${route}`, headers, count: 1 });

    const histogram = monitorEventLoopDelay({ resolution: 1 });
    const byRoute: StallReport["byRoute"] = [];
    for (const [i, route] of HEAVY_ROUTES.entries()) {
      const place = list[i] as { id: number };
      const visited = await owner.write("PATCH", `/api/places/${place.id}/visit-status`, {
        visited: true,
      });
      if (visited.status !== 200) throw new Error(`the write answered ${visited.status}`);
      histogram.reset();
      histogram.enable();
      const { statuses } = await burst({ url: `${t.baseUrl}${route}`, headers, count: AT_ONCE });
      histogram.disable();
      if (statuses.get(200) !== AT_ONCE) {
        throw new Error(`${route}: ${JSON.stringify([...statuses])}, not ${AT_ONCE}×200`);
      }
      byRoute.push({ route, longestMs: histogram.max / 1e6 });
    }
    return { longestMs: Math.max(...byRoute.map((r) => r.longestMs)), byRoute };
  } finally {
    await t.close();
  }
}

// `node bench/event-loop.ts`: this figure alone (the client must be built: npx vite build).
if (import.meta.main) {
  const report = await longestStallOnHeavyRoutes("dist/client");
  for (const { route, longestMs } of report.byRoute) {
    console.log(`${route}: ${longestMs.toFixed(1)} ms`);
  }
  console.log(`longest: ${report.longestMs.toFixed(1)} ms`);
}
