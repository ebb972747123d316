import http from "node:http";

export type LoadResult = { requestsPerSecond: number; p50: number; p99: number; errors: number };

/**
 * Keeps `connections` keep-alive requests in flight for `seconds` and measures throughput and
 * latency. Plain node:http on the client side, so the client costs both servers the same.
 */
export async function load(
  url: string,
  headers: Record<string, string>,
  { connections = 50, seconds = 5 } = {},
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const request = http.get(url, { agent, headers }, (response) => {
        response.resume();
        response.on("end", () => {
          if (response.statusCode !== 200) errors += 1;
          latencies.push(performance.now() - started);
          resolve();
        });
      });
      request.on("error", () => {
        errors += 1;
        resolve();
      });
    });
  const worker = async () => {
    while (performance.now() < deadline) await once();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
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
