import http from "node:http";
import { createTestDatabase } from "../../src/server/testing/test-database.ts";
import { CATEGORIES } from "../../src/shared/catalog.ts";
import { startAppProcess } from "../app-process.ts";
import { signUpVisitors, type Visitor } from "../visitor.ts";
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

/**
 * `count` GET /api/places at once for one account, each on a connection of its own, as a
 * script would send them. Resolves when every one has an answer (or failed).
 */
function burst(visitor: Visitor, count: number) {
  const statuses = new Map<number | "none", number>();
  const tally = (key: number | "none") => statuses.set(key, (statuses.get(key) ?? 0) + 1);
  let bytes = 0;
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const one = () =>
    new Promise<void>((resolve) => {
      const request = http.request(
        `${visitor.baseUrl}/api/places`,
        {
          agent,
          headers: {
            cookie: visitor.cookie,
            origin: visitor.origin,
            "x-forwarded-for": visitor.address,
          },
        },
        (response) => {
          response.on("data", (chunk: Buffer) => {
            bytes += chunk.length;
          });
          response.on("end", () => {
            tally(response.statusCode ?? 0);
            resolve();
          });
          response.on("error", () => {
            tally("none");
            resolve();
          });
        },
      );
      request.on("error", () => {
        tally("none");
        resolve();
      });
      request.end();
    });
  const started = performance.now();
  return Promise.all(Array.from({ length: count }, one)).then(() => {
    agent.destroy();
    return { statuses, bytes, seconds: (performance.now() - started) / 1000 };
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
    const [noisy, quiet] = (await signUpVisitors(app.baseUrl, 2)) as [Visitor, Visitor];
    await fill(noisy, places);

    const before = new Tally();
    const quietUntil = performance.now() + quietSeconds * 1000;
    await drive(quiet, {
      tally: before,
      stop: () => performance.now() > quietUntil,
      readShare: 0.6,
    });

    const during = new Tally();
    let bursting = true;
    const quietLoop = drive(quiet, { tally: during, stop: () => !bursting, readShare: 0.6 });
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

/** The report as a few lines for a terminal. */
export function describeNoisyNeighbour(report: NoisyNeighbourReport): string {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const statuses = [...report.burstStatuses].map(([status, n]) => `${status}×${n}`).join(", ");
  const { before, during } = report;
  return [
    `Noisy neighbour on ${report.dialect}: one account with ${report.places} places sends ${report.burst} GET /api/places at once`,
    `  the burst: ${statuses} in ${report.burstSeconds.toFixed(1)} s, ${(report.burstBytes / 1e6).toFixed(0)} MB of answers`,
    `  the other user alone:       ${before.requests} requests, p50 ${ms(before.percentile("all", 0.5))}, p99 ${ms(before.percentile("all", 0.99))}`,
    `  the other user in the burst: ${during.requests} requests, p50 ${ms(during.percentile("all", 0.5))}, p99 ${ms(during.percentile("all", 0.99))}, slowest ${ms(during.percentile("all", 1))}; failed: ${during.failures}, no answer: ${during.networkErrors}`,
  ].join("\n");
}
