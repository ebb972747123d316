// Sends a burst of identical requests from a worker thread, so that reading the answers does
// not slow the thread that times another user's requests (tests/reliability/noisy-neighbour.ts).
import http from "node:http";
import { parentPort, workerData } from "node:worker_threads";

export type BurstOrder = { url: string; headers: Record<string, string>; count: number };
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
  const started = performance.now();
  await Promise.all(Array.from({ length: count }, one));
  agent.destroy();
  return { statuses, bytes, seconds: (performance.now() - started) / 1000 };
}

parentPort?.postMessage(await burst(workerData as BurstOrder));
