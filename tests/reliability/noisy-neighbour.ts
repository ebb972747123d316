import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { createTestDatabase } from "#server/testing/test-database.ts";
import { CATEGORIES } from "#shared/catalog.ts";
import { startAppProcess } from "../app-process.ts";
import { signUpVisitor, signUpVisitors, type Visitor } from "../visitor.ts";
import { startBurst } from "./burst.ts";
import type { BurstResult } from "./burst-worker.ts";
import { drive, Tally } from "./workload.ts";

/**
 * What the noisy account asks for, each in a burst of its own: the list, and the answers that
 * are built from the whole list (the signed-in home's page, the exports, the backups).
 */
export const NOISY_ROUTES = [
  "/api/places",
  "/",
  "/api/places/export?format=csv",
  "/api/backup",
  "/api/account/export",
] as const;

/** What the other user may see during a burst, in ms: the figures `npm run load` holds to. */
export const QUIET_P99_MS = 100;
export const QUIET_SLOWEST_MS = 1000;

/**
 * The other user's requests a route's bursts must span: a burst that is refused in 0.3 s
 * spans 40–100 of them, whose p99 is simply the slowest. The burst is sent again (to at most
 * MAX_BURSTS) until they are this many, so that the p99 is one, and the slowest is held to
 * QUIET_SLOWEST_MS across them all.
 */
export const QUIET_REQUESTS = 200;
export const MAX_BURSTS = 5;

export type BurstReport = {
  route: string;
  /** How many times the burst was sent. */
  bursts: number;
  /** The quiet user's requests while the bursts' requests were under way. */
  during: Tally;
  /** The noisy account's answers by status; "none" counts requests that got no answer. */
  statuses: Map<number | "none", number>;
  /** From the first request of each burst to its last answer, summed. */
  seconds: number;
  /** Bytes of answer the burst received. */
  bytes: number;
};

export type NoisyNeighbourReport = {
  dialect: "sqlite" | "postgres";
  places: number;
  photos: number;
  burst: number;
  /** The quiet user's requests before the bursts, one at a time. */
  before: Tally;
  bursts: BurstReport[];
};

/** The bulk route's most places per request. */
const BULK_BATCH = 1000;

/** Random pixels, so the photo keeps its size once stored: a backup carries it in full. */
async function photoDataUrl(): Promise<string> {
  const [width, height] = [320, 240];
  const jpeg = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 70 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

async function fill(visitor: Visitor, count: number, photos: number) {
  const photo = await photoDataUrl();
  for (let i = 0; i < photos; i++) {
    const response = await visitor.request("POST", "/api/places", {
      name: `Noisy place with a photo ${i + 1}`,
      address: `${i + 1} Gallery Road, Leeds`,
      photoUrl: photo,
    });
    if (response.status !== 201) {
      throw new Error(`adding a photo: ${response.status} ${await response.text()}`);
    }
  }
  for (let start = photos; start < count; start += BULK_BATCH) {
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
 * `route`'s burst, sent again until the other user, a fresh account each time, has made
 * QUIET_REQUESTS requests while one was under way: counted from the moment the burst's requests
 * start to go out (its thread takes a moment to start) to its last answer.
 */
async function bursts(app: { baseUrl: string }, noisy: Visitor, route: string, count: number) {
  const during = new Tally();
  const report: BurstReport = {
    route,
    bursts: 0,
    during,
    statuses: new Map(),
    seconds: 0,
    bytes: 0,
  };
  while (report.bursts < MAX_BURSTS && (report.bursts === 0 || during.requests < QUIET_REQUESTS)) {
    const quiet = await signUpVisitor(app.baseUrl);
    const { sending, done } = startBurst({
      url: `${noisy.baseUrl}${route}`,
      headers: { cookie: noisy.cookie, origin: noisy.origin, "x-forwarded-for": noisy.address },
      count,
      lowPriority: true,
    });
    await sending;
    let bursting = true;
    const quietLoop = drive(quiet, { tally: during, stop: () => !bursting, readShare: 0.6 });
    const noise: BurstResult = await done.finally(() => {
      bursting = false;
    });
    await quietLoop;
    report.bursts += 1;
    report.seconds += noise.seconds;
    report.bytes += noise.bytes;
    for (const [status, n] of noise.statuses) {
      report.statuses.set(status, (report.statuses.get(status) ?? 0) + n);
    }
  }
  return report;
}

/**
 * One account with `places` places (`photos` of them with a photo) sends `burstSize` requests
 * at once to each of `routes` in turn while another user goes about an ordinary mix of reads
 * and writes, one request at a time. The quiet user's latencies are taken first alone, then
 * during each burst. One app process (the built one, so `/` renders the signed-in home) behind
 * loopback, TRUSTED_PROXIES=127.0.0.1, so each user is known by its own address.
 */
export async function runNoisyNeighbour({
  dialect,
  places = 5000,
  photos = 50,
  burstSize = 1000,
  quietSeconds = 3,
  routes = NOISY_ROUTES,
}: {
  dialect: "sqlite" | "postgres";
  places?: number;
  photos?: number;
  burstSize?: number;
  quietSeconds?: number;
  routes?: readonly string[];
}): Promise<NoisyNeighbourReport> {
  const database = await createTestDatabase(dialect);
  const app = await startAppProcess(
    { DATABASE_URL: database.url, TRUSTED_PROXIES: "127.0.0.1" },
    { dataDir: database.dataDir },
  );
  try {
    // The other user is a fresh account for each measurement: each starts with an empty list
    // and names its places from 1, as drive() does.
    const [noisy, alone] = await signUpVisitors(app.baseUrl, 2);
    if (!noisy || !alone) throw new Error("could not sign up the visitors");
    await fill(noisy, places, photos);

    const before = new Tally();
    const quietUntil = performance.now() + quietSeconds * 1000;
    await drive(alone, {
      tally: before,
      stop: () => performance.now() > quietUntil,
      readShare: 0.6,
    });

    const reports: BurstReport[] = [];
    for (const route of routes) reports.push(await bursts(app, noisy, route, burstSize));
    return { dialect, places, photos, burst: burstSize, before, bursts: reports };
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

/** What went wrong in a burst, for the other user or the noisy account; empty if nothing. */
export function burstProblems({ route, during, statuses }: BurstReport): string[] {
  const problems: string[] = [];
  const p99 = during.percentile("all", 0.99);
  const slowest = during.percentile("all", 1);
  if (p99 >= QUIET_P99_MS) problems.push(`${route}: the other user's p99 ${p99.toFixed(1)} ms`);
  if (slowest >= QUIET_SLOWEST_MS) {
    problems.push(`${route}: the other user's slowest ${slowest.toFixed(1)} ms`);
  }
  if (during.failures || during.networkErrors) {
    problems.push(`${route}: the other user's failures: ${during.problems.join("; ")}`);
  }
  const broken = [...statuses].filter(([status]) => status === "none" || status >= 500);
  if (broken.length) {
    problems.push(`${route}: the burst got ${broken.map(([s, n]) => `${s}×${n}`).join(", ")}`);
  }
  return problems;
}

/** The report as a few lines for a terminal. */
export function describeNoisyNeighbour(report: NoisyNeighbourReport): string {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const { before } = report;
  const lines = [
    `Noisy neighbour on ${report.dialect}: one account with ${report.places} places (${report.photos} with a photo) sends ${report.burst} requests at once to each route in turn, again until the other user has made ${QUIET_REQUESTS} requests`,
    `  the other user alone: ${before.requests} requests, p50 ${ms(before.percentile("all", 0.5))}, p99 ${ms(before.percentile("all", 0.99))}`,
  ];
  for (const { route, bursts, during, statuses, seconds, bytes } of report.bursts) {
    const answers = [...statuses].map(([status, n]) => `${status}×${n}`).join(", ");
    const sent = bursts === 1 ? "the burst" : `${bursts} bursts`;
    lines.push(
      `  GET ${route}: ${sent} ${answers} in ${seconds.toFixed(1)} s, ${(bytes / 1e6).toFixed(0)} MB`,
      `    the other user: ${during.requests} requests, p50 ${ms(during.percentile("all", 0.5))}, p99 ${ms(during.percentile("all", 0.99))}, slowest ${ms(during.percentile("all", 1))}; failed: ${during.failures}${failures(during)}, no answer: ${during.networkErrors}`,
    );
  }
  return lines.join("\n");
}
