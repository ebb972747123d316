import http from "node:http";

export type LoadResult = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /** The failed requests by status ("no answer" for a network error). */
  failures: ReadonlyMap<number | "no answer", number>;
  /** How long the load ran, in seconds. */
  seconds: number;
};

/**
 * What one connection sends: the same headers each time, a fresh body if any. `url` may be a
 * function, asked before each request: a place to delete, say, taken from a pool; when it
 * answers undefined the connection stops.
 */
export type LoadRequest = {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  url: string | (() => string | undefined);
  /** A function gives each request its own (an Idempotency-Key, say). */
  headers: Record<string, string> | (() => Record<string, string>);
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
  /** The requests that failed, by their status ("no answer" for a network error). */
  const failures = new Map<number | "no answer", number>();
  const failed = (status: number | "no answer") => {
    errors += 1;
    failures.set(status, (failures.get(status) ?? 0) + 1);
  };
  const deadline = performance.now() + seconds * 1000;
  const agents: http.Agent[] = [];
  const worker = async (connection: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    const { method, url, headers, body, expect } = requestFor(connection);
    const next = typeof url === "string" ? () => url : url;
    while (performance.now() < deadline) {
      const target = next();
      if (target === undefined) break;
      await new Promise<void>((resolve) => {
        const started = performance.now();
        const sent = typeof headers === "function" ? headers() : headers;
        const request = http.request(target, { method, agent, headers: sent }, (response) => {
          response.resume();
          response.on("end", () => {
            if (response.statusCode !== expect) failed(response.statusCode ?? 0);
            latencies.push(performance.now() - started);
            resolve();
          });
        });
        request.on("error", () => {
          failed("no answer");
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
    failures,
    seconds: elapsed,
  };
}
