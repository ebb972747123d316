// Sends a burst of identical requests from a worker thread, so that reading the answers does
// not slow the thread that times another user's requests (tests/reliability/noisy-neighbour.ts).
import { readlinkSync } from "node:fs";
import http from "node:http";
import { constants, setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";

export type BurstOrder = {
  url: string;
  headers: Record<string, string>;
  count: number;
  /** Run the thread at the lowest priority (yieldTheCores). */
  lowPriority?: boolean;
};
/** What the thread says: that its requests are going out, then what came back. */
export type BurstMessage = { sending: true } | BurstResult;
export type BurstResult = {
  /** Answers by status; "none" counts requests that got no answer. */
  statuses: Map<number | "none", number>;
  bytes: number;
  seconds: number;
};

/**
 * `count` GETs of `url` at once, each on a connection of its own, as a script would send
 * them, every answer read to its end. Resolves when every one has an answer (or failed).
 */
async function burst({ url, headers, count }: BurstOrder): Promise<BurstResult> {
  const statuses = new Map<number | "none", number>();
  const tally = (key: number | "none") => statuses.set(key, (statuses.get(key) ?? 0) + 1);
  let bytes = 0;
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const one = () =>
    new Promise<void>((resolve) => {
      const request = http.request(url, { agent, headers }, (response) => {
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
      });
      request.on("error", () => {
        tally("none");
        resolve();
      });
      request.end();
    });
  parentPort?.postMessage({ sending: true } satisfies BurstMessage);
  const started = performance.now();
  await Promise.all(Array.from({ length: count }, one));
  agent.destroy();
  return { statuses, bytes, seconds: (performance.now() - started) / 1000 };
}

/**
 * This thread at the lowest priority, on Linux. The burst stands for a client on another
 * machine; here it shares two cores with the app, its database and the thread that times the
 * other user, and making a thousand connections and reading a gigabyte kept both cores busy:
 * the other user's answers then waited for their own thread to be given a core, a delay no
 * request from elsewhere would cause. It still sends as fast as the cores left to it allow.
 * Not for a test that needs the burst to arrive at once on a busy machine: its requests then
 * come as the cores allow.
 */
function yieldTheCores() {
  try {
    const thread = Number(readlinkSync("/proc/thread-self").split("/").at(-1));
    setPriority(thread, constants.priority.PRIORITY_LOW);
  } catch {
    // Not Linux: the burst runs at the priority it has.
  }
}

const order = workerData as BurstOrder;
if (order.lowPriority) yieldTheCores();
parentPort?.postMessage(await burst(order));
