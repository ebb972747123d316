import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The smallest load balancer: each request goes to the next upstream in turn, with the
 * caller's address appended to X-Forwarded-For as a real proxy does, and the upstream that
 * answered named in `x-served-by`, so a test can see both processes at work.
 */
export async function startRoundRobinProxy(upstreams: string[], port = 0) {
  let next = 0;
  const agent = new http.Agent({ keepAlive: true });
  const server = http.createServer((request, response) => {
    const upstream = upstreams[next++ % upstreams.length] as string;
    const forwardedFor = [request.headers["x-forwarded-for"], request.socket.remoteAddress]
      .filter(Boolean)
      .join(", ");
    const outgoing = http.request(
      `${upstream}${request.url}`,
      {
        method: request.method,
        agent,
        headers: { ...request.headers, "x-forwarded-for": forwardedFor },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          "x-served-by": upstream,
        });
        answer.pipe(response);
      },
    );
    outgoing.on("error", () => response.writeHead(502).end());
    request.pipe(outgoing);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
