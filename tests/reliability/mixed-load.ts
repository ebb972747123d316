import { setTimeout as sleep } from "node:timers/promises";
import { createTestDatabase } from "#server/testing/test-database.ts";
import { startAppProcess } from "../app-process.ts";
import { signUpVisitors } from "../visitor.ts";
import { drive, Tally } from "./workload.ts";

export type MixedLoadReport = {
  dialect: "sqlite" | "postgres";
  users: number;
  seconds: number;
  tally: Tally;
  requestsPerSecond: number;
  /** Broken promises found afterwards: acknowledged writes missing, or unacknowledged ones present. */
  problems: string[];
};

/**
 * `users` signed-in users on one app process, each with one request in flight at a time for
 * `seconds` (so the load is bounded by the number of users): 60% list reads, the rest
 * creates, marks visited and deletes. Afterwards every user's list must be exactly what the
 * server acknowledged. Loopback only: the app runs on 127.0.0.1.
 */
export async function runMixedLoad({
  users,
  seconds,
  dialect,
}: {
  users: number;
  seconds: number;
  dialect: "sqlite" | "postgres";
}): Promise<MixedLoadReport> {
  const database = await createTestDatabase(dialect);
  const app = await startAppProcess(
    { DATABASE_URL: database.url, TRUSTED_PROXIES: "127.0.0.1" },
    { dataDir: database.dataDir },
  );
  try {
    const visitors = await signUpVisitors(app.baseUrl, users);
    const tally = new Tally();
    const started = performance.now();
    const until = started + seconds * 1000;
    // Users arrive over the first second rather than all in the same millisecond.
    const writes = await Promise.all(
      visitors.map(async (visitor, i) => {
        await sleep((i / users) * 1000);
        return drive(visitor, { tally, stop: () => performance.now() > until, readShare: 0.6 });
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const problems = (await Promise.all(writes.map((w) => w.problems({ exact: true })))).flat();
    return {
      dialect,
      users,
      seconds,
      tally,
      requestsPerSecond: tally.requests / elapsed,
      problems,
    };
  } finally {
    await app.stop();
    await database.drop();
  }
}

/** The report as a few lines for a terminal or a test log. */
export function describeLoad(report: MixedLoadReport): string {
  const { tally } = report;
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const statuses = [...tally.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(", ");
  return [
    `${report.users} users for ${report.seconds} s on ${report.dialect}: ${tally.requests} requests, ${report.requestsPerSecond.toFixed(0)} req/s`,
    `  answers: ${statuses}; no answer: ${tally.networkErrors}; 5xx: ${tally.serverErrors}`,
    `  latency p50 / p99: list ${ms(tally.percentile("list", 0.5))} / ${ms(tally.percentile("list", 0.99))}, writes ${ms(tally.percentile("create", 0.5))} / ${ms(tally.percentile("create", 0.99))}, all ${ms(tally.percentile("all", 0.5))} / ${ms(tally.percentile("all", 0.99))}`,
    `  acknowledged writes missing or unacknowledged rows present: ${report.problems.length}`,
    ...tally.problems.map((problem) => `  failed: ${problem}`),
  ].join("\n");
}
