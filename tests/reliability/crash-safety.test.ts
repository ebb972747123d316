// Crash safety: under a write load, kill -9 the server, start it again on the same data, and
// check that every write that got a 2xx is there and the database passes its own checks.
import { describe, expect, it } from "vitest";
import { availableDialects, createTestDatabase } from "#server/testing/test-database.ts";
import { startAppProcess } from "../app-process.ts";
import { signUpVisitors } from "../visitor.ts";
import { integrityProblems } from "./database-integrity.ts";
import { drive, Tally } from "./workload.ts";

const VISITORS = 20;
const dialects = availableDialects();

describe.each(dialects)("crash safety on %s", (dialect) => {
  it("keeps every acknowledged write through kill -9, and the database passes its integrity check", async () => {
    const database = await createTestDatabase(dialect);
    const env = { DATABASE_URL: database.url, TRUSTED_PROXIES: "127.0.0.1" };
    try {
      const first = await startAppProcess(env, { dataDir: database.dataDir });
      const visitors = await signUpVisitors(first.baseUrl, VISITORS);
      const tally = new Tally();
      // No stop: each visitor writes until its first request gets no answer.
      const running = visitors.map((visitor) =>
        drive(visitor, { tally, stop: () => false, readShare: 0 }),
      );
      // Killed in the thick of it: once a hundred places have been acknowledged.
      await expect
        .poll(() => tally.statuses.get(201) ?? 0, { timeout: 30_000 })
        .toBeGreaterThanOrEqual(100);
      const { signal } = await first.kill("SIGKILL");
      expect(signal).toBe("SIGKILL");
      const writes = await Promise.all(running);

      const second = await startAppProcess(env, { dataDir: database.dataDir, port: first.port });
      try {
        const problems = (
          await Promise.all(writes.map((w) => w.problems({ exact: false })))
        ).flat();
        expect(problems).toEqual([]);
      } finally {
        await second.stop();
      }
      const acknowledged = writes.reduce((n, w) => n + w.created.size, 0);
      console.info(
        `${dialect}: ${tally.requests} writes answered (${acknowledged} places created) before kill -9, ${tally.networkErrors} cut off`,
      );
      expect(acknowledged).toBeGreaterThan(50);
      // Every answer was a success; the only failures are the requests the kill cut off.
      expect(tally.problems.filter((p) => !p.includes("no answer"))).toEqual([]);
      expect(tally.failures).toBe(0);
      // Every visitor was cut off by the kill, none stopped for another reason.
      expect(tally.networkErrors).toBe(VISITORS);
      expect(await integrityProblems(database.url)).toEqual([]);
    } finally {
      await database.drop();
    }
  });
});
