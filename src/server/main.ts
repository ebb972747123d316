import { existsSync } from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import { bootstrap, configOrExit, DatabaseSetupError } from "./bootstrap.ts";
import { passkeyHostWarning } from "./config.ts";
import { loadRenderer } from "./http/built-shell.ts";
import { createLimitedServer } from "./http/connection-limits.ts";
import { createLogger, startEventLoopMonitor } from "./logger.ts";

const SHUTDOWN_GRACE_MS = 10_000;

const config = configOrExit();
const logger = createLogger(config.logLevel);
// Each minute, the event loop's delay to the log and to the admin dashboard's health.
startEventLoopMonitor(logger);
const builtClient = path.resolve(import.meta.dirname, "../../dist/client");
const clientDir = existsSync(path.join(builtClient, "index.html")) ? builtClient : undefined;
if (!clientDir) {
  logger.warn("No built client in dist/client: serving the API only (run `npm run build`).");
}

const passkeyWarning = passkeyHostWarning(config.baseUrl);
if (passkeyWarning) logger.warn(passkeyWarning);

const runtime = await bootstrap(config, { logger, clientDir }).catch((error: unknown) => {
  if (!(error instanceof DatabaseSetupError)) throw error;
  console.error(`Database error: ${error.message}`);
  process.exit(1);
});
// A node:http server bounding slow headers and connections per address (http/connection-limits.ts).
const server = createLimitedServer(runtime.listener, { trustedProxies: config.trustedProxies });
server.listen(config.port, config.host, () => {
  logger.info(`UK Adventures is listening on ${config.baseUrl}`, {
    port: config.port,
    database: runtime.dialect,
  });
  if (clientDir) {
    loadRenderer(clientDir).catch((error: unknown) =>
      logger.warn("Could not load the page renderer ahead of use", { error: String(error) }),
    );
  }
});

server.on("error", (error: NodeJS.ErrnoException) => {
  const reason =
    error.code === "EADDRINUSE"
      ? `port ${config.port} is already in use (set PORT)`
      : error.message;
  console.error(`Cannot listen on ${config.host}:${config.port}: ${reason}`);
  process.exit(1);
});

let stopping = false;
// Once stopping, answers close their connection: a keep-alive client (or load balancer) then
// sends its next request elsewhere. First, as the session gate may answer at once.
server.prependListener("request", (_request, response: ServerResponse) => {
  if (stopping) response.setHeader("connection", "close");
});

/** How often, while stopping, sockets left idle by finished requests are closed. */
const IDLE_SWEEP_MS = 50;

function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info(`${signal}: finishing requests under way, then stopping`);
  // Stop accepting. A request that began before the signal leaves its kept-alive socket idle
  // when it ends: close such sockets as they appear, not after the keep-alive timeout, so
  // close() finishes as soon as the last request does. No cost to requests while running.
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  server.close(async () => {
    clearInterval(sweep);
    await runtime.close();
    logger.info("Stopped cleanly");
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => {
    logger.error("Requests still running after the grace period; stopping anyway");
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
