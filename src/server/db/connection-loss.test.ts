// PostgreSQL may end the app's connections at any time (a restart, a failover, an admin's
// pg_terminate_backend). The app must neither crash nor fail the next request.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../testing/test-app.ts";
import { testDialect } from "../testing/test-database.ts";

describe.runIf(testDialect() === "postgres")("losing PostgreSQL connections", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("answers the next request on a new connection after the server ends the idle ones", async () => {
    const visitor = await t.signedInClient();
    expect((await visitor.write("POST", "/api/places", { name: "Before" })).status).toBe(201);

    const { database } = t.config;
    if (database.dialect !== "postgres") throw new Error("runs on PostgreSQL only");
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const { rowCount } = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);
    // Let the terminations reach the pool as 'error' events.
    await new Promise((resolve) => setTimeout(resolve, 200));

    const response = await visitor.get("/api/places");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([expect.objectContaining({ name: "Before" })]);
  });
});
