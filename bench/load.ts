import http from "node:http";
import { CATEGORIES } from "#shared/catalog.ts";
import type { Visitor } from "#tests/visitor.ts";

export type LoadResult = { requestsPerSecond: number; p50: number; p99: number; errors: number };

/** What one connection sends: the same path and headers each time, a fresh body if any. */
export type LoadRequest = {
  method: "GET" | "POST";
  url: string;
  headers: Record<string, string>;
  body?: () => string;
  /** The status a successful answer has. */
  expect: number;
};

/**
 * Keeps `connections` keep-alive requests in flight for `seconds` and measures throughput and
 * latency; connection `i` sends `requestFor(i)`. Plain node:http on the client side, so the
 * client costs both servers the same.
 */
export async function load(
  requestFor: (connection: number) => LoadRequest,
  { connections = 50, seconds = 5 } = {},
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const agents: http.Agent[] = [];
  const worker = async (connection: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    const { method, url, headers, body, expect } = requestFor(connection);
    while (performance.now() < deadline) {
      await new Promise<void>((resolve) => {
        const started = performance.now();
        const request = http.request(url, { method, agent, headers }, (response) => {
          response.resume();
          response.on("end", () => {
            if (response.statusCode !== expect) errors += 1;
            latencies.push(performance.now() - started);
            resolve();
          });
        });
        request.on("error", () => {
          errors += 1;
          resolve();
        });
        request.end(body?.());
      });
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, (_, i) => worker(i)));
  const elapsed = (performance.now() - started) / 1000;
  for (const agent of agents) agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    errors,
  };
}

/** A new place each time, from writer `i % writers.length`, so no two are duplicates. */
export function placeWriter(base: string, writers: Visitor[]) {
  let sequence = 0;
  return (i: number): LoadRequest => {
    const writer = writers[i % writers.length] as Visitor;
    return {
      method: "POST",
      url: base,
      expect: 201,
      headers: {
        "content-type": "application/json",
        origin: new URL(base).origin,
        cookie: writer.cookie,
        "x-csrf-token": writer.csrfToken,
      },
      body: () => {
        sequence += 1;
        return JSON.stringify({
          name: `Bench write ${sequence}`,
          address: `${sequence} Station Road, Crewe`,
          notes: "Written by the bench",
          category: CATEGORIES[sequence % CATEGORIES.length],
          mood: "Curious",
        });
      },
    };
  };
}
