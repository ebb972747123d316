import { Worker } from "node:worker_threads";
import { createTestDatabase } from "#server/testing/test-database.ts";
import { CATEGORIES } from "#shared/catalog.ts";
import { startAppProcess } from "../app-process.ts";
import { signUpVisitors, type Visitor } from "../visitor.ts";
import type { BurstOrder, BurstResult } from "./burst-worker.ts";
import { drive, Tally } from "./workload.ts";

export type NoisyNeighbourReport = {
  dialect: "sqlite" | "postgres";
  places: number;
  burst: number;
  /** The quiet user's requests before the burst, one at a time. */
  before: Tally;
  /** The quiet user's requests while the burst ran. */
  during: Tally;
  /** The noisy account's answers by status; "none" counts requests that got no answer. */
  burstStatuses: Map<number | "none", number>;
  /** From the first request of the burst to its last answer. */
  burstSeconds: number;
  /** Bytes of answer the burst received. */
  burstBytes: number;
};

/** The bulk route's most places per request. */
const BULK_BATCH = 1000;

async function fill(visitor: Visitor, count: number) {
  for (let start = 0; start < count; start += BULK_BATCH) {
    const places = Array.from({ length: Math.min(BULK_BATCH, count - start) }, (_, i) => ({
      name: `Noisy place ${start + i + 1}`,
      address: `${start + i + 1} Long Road, Leeds`,
      notes: "A place kept only to make the list long.",
      category: CATEGORIES[(start + i) % CATEGORIES.length],
      mood: "Curious",
    }));
    const response = await visitor.request("POST", "/api/places/bulk", { places });
    if (response.status !== 201) {
      throw new Error(
        `filling the list: bulk answered ${response.status} ${await response.text()}`,
      );
    }
  }
}

/** A burst sent from a thread of its own (burst-worker.ts). */
function burst(visitor: Visitor, count: number): Promise<BurstResult> {
  const order: BurstOrder = {
    url: `${visitor.baseUrl}/api/places`,
    headers: { cookie: visitor.cookie, origin: visitor.origin, "x-forwarded-for": visitor.address },
    count,
  };
  const worker = new Worker(new URL("./burst-worker.ts", import.meta.url), { workerData: order });
  return new Promise((resolve, reject) => {
    worker.once("message", (result: BurstResult) => {
      void worker.terminate();
      resolve(result);
    });
    worker.once("error", reject);
  });
}

/**
 * One account with `places` places sends `burstSize` GET /api/places at once while another
 * user goes about an ordinary mix of reads and writes, one request at a time. The quiet
 * user's latencies are taken first alone, then during the burst. One app process behind
 * loopback, TRUSTED_PROXIES=127.0.0.1, so each user is known by its own address.
 */
export async function runNoisyNeighbour({
  dialect,
  places = 5000,
  burstSize = 1000,
  quietSeconds = 3,
}: {
  dialect: "sqlite" | "postgres";
  places?: number;
  burstSize?: number;
  quietSeconds?: number;
}): Promise<NoisyNeighbourReport> {
  const database = await createTestDatabase(dialect);
  const app = await startAppProcess(
    { DATABASE_URL: database.url, TRUSTED_PROXIES: "127.0.0.1" },
    { dataDir: database.dataDir },
  );
  try {
    // The other user is two fresh accounts, one for each measurement: each starts with an empty
    // list and names its places from 1, as drive() does.
    const [noisy, alone, beside] = (await signUpVisitors(app.baseUrl, 3)) as [
      Visitor,
      Visitor,
      Visitor,
    ];
    await fill(noisy, places);

    const before = new Tally();
    const quietUntil = performance.now() + quietSeconds * 1000;
    await drive(alone, {
      tally: before,
      stop: () => performance.now() > quietUntil,
      readShare: 0.6,
    });

    const during = new Tally();
    let bursting = true;
    const quietLoop = drive(beside, { tally: during, stop: () => !bursting, readShare: 0.6 });
    const noise = await burst(noisy, burstSize);
    bursting = false;
    await quietLoop;
    return {
      dialect,
      places,
      burst: burstSize,
      before,
      during,
      burstStatuses: noise.statuses,
      burstSeconds: noise.seconds,
      burstBytes: noise.bytes,
    };
  } finally {
    await app.stop();
    await database.drop();
  }
}

/** The statuses of the requests that did not succeed, as " (500×1)", or nothing. */
function failures(tally: Tally): string {
  const failed = [...tally.statuses].filter(([status]) => ![200, 201, 204].includes(status));
  return failed.length ? ` (${failed.map(([status, n]) => `${status}×${n}`).join(", ")})` : "";
}

/** The report as a few lines for a terminal. */
export function describeNoisyNeighbour(report: NoisyNeighbourReport): string {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const statuses = [...report.burstStatuses].map(([status, n]) => `${status}×${n}`).join(", ");
  const { before, during } = report;
  return [
    `Noisy neighbour on ${report.dialect}: one account with ${report.places} places sends ${report.burst} GET /api/places at once`,
    `  the burst: ${statuses} in ${report.burstSeconds.toFixed(1)} s, ${(report.burstBytes / 1e6).toFixed(0)} MB of answers`,
    `  the other user alone:       ${before.requests} requests, p50 ${ms(before.percentile("all", 0.5))}, p99 ${ms(before.percentile("all", 0.99))}`,
    `  the other user in the burst: ${during.requests} requests, p50 ${ms(during.percentile("all", 0.5))}, p99 ${ms(during.percentile("all", 0.99))}, slowest ${ms(during.percentile("all", 1))}; failed: ${during.failures}${failures(during)}, no answer: ${during.networkErrors}`,
  ].join("\n");
}
