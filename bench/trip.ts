// A long trip read back: docs/performance.md's budget for GET /api/trips/{id}.
// Run alone with `node bench/trip.ts`; `npm run bench` runs it with the rest.

import { rmSync } from "node:fs";
import { signUpVisitor, type Visitor } from "#tests/visitor.ts";
import { startApp, stop } from "./app-process.ts";
import { median, timed } from "./timing.ts";

const DAYS = 10;
const STOPS = 100;
const RUNS = 21;

/**
 * Makes a 10-day trip of 100 stops (10 a day, each a different place with a note) for the
 * visitor; answers its id.
 */
export async function seedLongTrip(visitor: Visitor): Promise<number> {
  const placeIds: number[] = [];
  for (let i = 0; i < STOPS; i++) {
    const created = await visitor.request("POST", "/api/places", {
      name: `Trip stop ${i}`,
      latitude: 51 + i / 100,
      longitude: -3 - i / 100,
      category: "Outdoors & Nature",
    });
    if (created.status !== 201) throw new Error(`seeding failed: ${created.status}`);
    placeIds.push(((await created.json()) as { id: number }).id);
  }
  const trip = await visitor.request("POST", "/api/trips", {
    name: "Ten days in Wales",
    startDate: "2026-06-01",
    endDate: "2026-06-10",
  });
  const { id } = (await trip.json()) as { id: number };
  const perDay = STOPS / DAYS;
  const plan = await visitor.request("PUT", `/api/trips/${id}/plan`, {
    days: Array.from({ length: DAYS }, (_, day) => ({
      stops: placeIds
        .slice(day * perDay, (day + 1) * perDay)
        .map((placeId) => ({ placeId, note: "Park by the gate; allow an hour." })),
    })),
  });
  if (plan.status !== 200) throw new Error(`planning failed: ${plan.status}`);
  return id;
}

/**
 * GET /api/trips/{id} for the trip seedLongTrip makes: the median of RUNS requests after a
 * warm-up, as the client sees it on loopback.
 */
export async function tripOfHundredStops(base: string) {
  const visitor = await signUpVisitor(base, "bench-trip@example.com");
  const id = await seedLongTrip(visitor);
  const read = () => visitor.request("GET", `/api/trips/${id}`);
  for (let i = 0; i < 5; i++) await timed(read, 200);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await timed(read, 200));
  return median(times);
}

if (import.meta.main) {
  const { app, base, dataDir } = await startApp(
    5311,
    process.env.TEST_DATABASE_URL_FOR_BENCH ?? "",
  );
  try {
    const ms = await tripOfHundredStops(base);
    console.log(
      `a 10-day trip with 100 stops: GET /api/trips/{id}: ${ms.toFixed(1)} ms (budget <= 30 ms)`,
    );
  } finally {
    await stop(app);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
