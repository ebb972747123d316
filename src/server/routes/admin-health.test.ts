import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminHealth } from "#shared/admin.ts";
import { okJson } from "#shared/api-answer.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A signed-in visitor whose account the admin CLI's query has granted admin. */
async function newAdmin() {
  const admin = await t.signedInClient("Ada Lovelace");
  const { id } = await okJson(admin.api.auth.user.$get());
  await t.db
    .insertInto("adminGrant")
    .values({ userId: id, grantedAt: new Date().toISOString() })
    .execute();
  return admin;
}

/** Holds this thread, the app's own, for `ms`: what a long answer made in one go does. */
function stall(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // Busy on purpose: nothing else may run meanwhile.
  }
}

describe("GET /api/admin/health", () => {
  it("measures a real round trip to the database", async () => {
    const admin = await newAdmin();
    const health = await (await admin.get("/api/admin/health")).json();
    expect(health).toEqual({
      databaseConnected: true,
      responseTime: expect.any(Number),
      uptime: expect.any(Number),
      eventLoopDelay: {
        p99: expect.any(Number),
        max: expect.any(Number),
        windowSeconds: expect.any(Number),
      },
    });
    expect(health.responseTime).toBeGreaterThanOrEqual(0);
    expect(health.uptime).toBeGreaterThanOrEqual(0);
  });

  it("reports the event loop's p99 and longest delay, a stall of the server's thread included", async () => {
    const admin = await newAdmin();
    stall(150);
    const health: AdminHealth = await (await admin.get("/api/admin/health")).json();
    // The window under way holds the stall: it is reported at once, whenever the process began.
    // (A window ends on a timer, which runs late when the thread is held: a little over 60 s.)
    expect(health.eventLoopDelay.windowSeconds).toBeLessThanOrEqual(120);
    expect(health.eventLoopDelay.max).toBeGreaterThanOrEqual(120);
    expect(health.eventLoopDelay.p99).toBeGreaterThan(0);
    expect(health.eventLoopDelay.p99).toBeLessThanOrEqual(health.eventLoopDelay.max);
  });
});
