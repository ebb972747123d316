import { createHash } from "node:crypto";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { PLACE_LIMITS } from "#shared/place-limits.ts";
import type { Auth } from "./auth.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/index.ts";
import { accountConcurrency } from "./http/account-concurrency.ts";
import { adminCheck } from "./http/admin.ts";
import { errorsInCallersLanguage } from "./http/answer-language.ts";
import { builtShell } from "./http/built-shell.ts";
import { csrfProtection } from "./http/csrf.ts";
import { apiNotFound, errorHandler, errorResponse, payloadTooLarge } from "./http/errors.ts";
import { signedInHomePage, signedInMapPage } from "./http/home-page.ts";
import { idempotency } from "./http/idempotency.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { type AppEnv, loadSession } from "./http/session.ts";
import { refusalOfTheGate } from "./http/session-gate.ts";
import { staticClient } from "./http/static-client.ts";
import { signedInStatsPage } from "./http/stats-page.ts";
import { signedInTripPage } from "./http/trip-page.ts";
import type { Logger } from "./logger.ts";
import { accountRoutes } from "./routes/account.ts";
import { achievementRoutes } from "./routes/achievements.ts";
import { adminRoutes } from "./routes/admin.ts";
import { authProxy } from "./routes/auth-proxy.ts";
import { backupRoutes } from "./routes/backup.ts";
import { exportRoutes } from "./routes/export.ts";
import { geocodeRoutes } from "./routes/geocode.ts";
import { mapSettingsRoutes } from "./routes/map-settings.ts";
import { mapTileRoutes } from "./routes/map-tiles.ts";
import { photoRoutes } from "./routes/photos.ts";
import { placeListStore } from "./routes/place-list.ts";
import { placeRoutes } from "./routes/places.ts";
import { sessionRoutes } from "./routes/session.ts";
import { sharedTripRoutes } from "./routes/shared-trip-page.ts";
import { statsRoutes } from "./routes/stats.ts";
import { placeTripRoutes, tripRoutes } from "./routes/trips.ts";
import { visitRoutes } from "./routes/visits.ts";

// Generous for JSON. Places carry a photo of up to 2 MB as base64 (a third larger) plus text.
export const API_BODY_LIMIT_BYTES = 1024 * 1024;
export const PLACE_BODY_LIMIT_BYTES = 3 * 1024 * 1024;

/** 413 in the error shape. The rest of the body is never read, so the connection closes. */
function tooLarge() {
  return errorResponse(payloadTooLarge(), { connection: "close" });
}

/**
 * A body limit answering 413 in the error shape. A declared Content-Length is checked as it
 * stands (Node's parser holds the body to it) and the body left untouched: Hono's bodyLimit
 * takes over the stream, and a route that answers without reading it (401, 403, 404) would
 * then leave @hono/node-server unable to drain it, losing the answer on a kept-alive
 * connection. Chunked bodies, with no length to trust, go through bodyLimit. A request with
 * neither header has no body (RFC 9112 §6.3) and is let through untouched: even asking
 * bodyLimit's question (`raw.body`) makes @hono/node-server build a full Request, which cost
 * every GET about a tenth of its time (`npm run bench`).
 */
function limitBody(maxSize: number) {
  const streamed = bodyLimit({ maxSize, onError: tooLarge });
  return createMiddleware(async (c, next) => {
    if (c.req.header("transfer-encoding") !== undefined) return streamed(c, next);
    const declared = c.req.header("content-length");
    return declared !== undefined && Number(declared) > maxSize ? tooLarge() : next();
  });
}

export type AppDeps = {
  config: Pick<
    Config,
    | "baseUrl"
    | "trustedOrigins"
    | "baseUrlSet"
    | "trustedProxies"
    | "adminEmails"
    | "externalProviders"
    | "basemap"
    | "vectorTiles"
    | "geocoder"
    | "adminRequireTwoFactor"
  >;
  auth: Auth;
  db: Db;
  secret: string;
  logger: Logger;
  /** The built client; without it only the API is served (tests, `npm run dev`). */
  clientDir?: string | undefined;
};

export function createApp({ config, auth, db, secret, logger, clientDir }: AppDeps) {
  const app = new Hono<AppEnv>();
  app.onError(errorHandler(logger));
  app.use(
    securityHeaders({ https: config.baseUrl.startsWith("https://"), basemap: config.basemap }),
  );

  const bulkBodyLimit = limitBody(PLACE_LIMITS.bulkRequestBytes);
  const placeBodyLimit = limitBody(PLACE_BODY_LIMIT_BYTES);
  const apiBodyLimit = limitBody(API_BODY_LIMIT_BYTES);
  app.use("/api/*", (c, next) => {
    if (c.req.path === "/api/places/bulk") return bulkBodyLimit(c, next);
    if (/^\/api\/places(\/|$)/.test(c.req.path)) return placeBodyLimit(c, next);
    return apiBodyLimit(c, next);
  });
  app.use("/api/*", errorsInCallersLanguage());
  app.use("/api/*", async (c, next) => {
    await next();
    // API answers are per-user: never let a shared cache keep one. Set on the answer's own
    // headers: c.header() after the answer is made would rebuild it as a full Response.
    if (!c.res.headers.has("cache-control")) c.res.headers.set("cache-control", "no-store");
  });

  // One account's burst waits its turn or gets 429 before it costs others' time: a session's
  // excess at the gate in front of the app (http/session-gate.ts, whose refusal is made here),
  // an account's before any other work. Once, for every route, so that none a signed-in user
  // can reach (a page, a download, one added later) escapes it.
  // The session lookup may refresh the cookie on any answer, a year-cached file's included:
  // an answer that sets one is its caller's alone, never a shared cache's to keep.
  app.use(
    async (c, next) => {
      await next();
      const cache = c.res.headers.get("cache-control");
      if (c.res.headers.has("set-cookie") && cache?.includes("public")) {
        c.res.headers.set("cache-control", cache.replace("public", "private"));
      }
    },
    refusalOfTheGate,
    loadSession(auth, db, secret),
    accountConcurrency(),
  );

  const isAdmin = adminCheck(db, config.adminEmails);
  const placeLists = placeListStore(db);
  // Whole-list downloads are the heaviest answers: an account builds at most two at once (the
  // rest wait, or beyond eight more are refused), within its eight requests overall. Nobody
  // needs eight backups at the same moment, and eight built together held others' answers on
  // PostgreSQL (the noisy-neighbour load: another user's p99 170 ms during a backup burst).
  const downloads = accountConcurrency({ running: 2, waiting: 8 });
  // Every successful write to a trip changes it, so each is kept for its key. Not a share
  // link's: its answer holds the link's token, which is kept nowhere but in the owner's hands.
  const tripIdempotency = idempotency(db, { keeps: "successes" });
  const api = new Hono<AppEnv>()
    // As "/x/*", which Hono matches for "/x" itself too: middleware, not a route of its own.
    .use("/backup/*", downloads)
    .use("/account/export/*", downloads)
    .use("/places/export/*", downloads)
    .use("/admin/backup/*", downloads)
    .use(csrfProtection(secret, config))
    // Writes to places sent with an Idempotency-Key are done once (the web app's offline
    // changes): after the CSRF check, so only a real request of the caller's is kept.
    .use("/places/*", idempotency(db))
    .use("/trips/*", (c, next) =>
      c.req.path.endsWith("/share") ? next() : tripIdempotency(c, next),
    )
    .route("/", sessionRoutes(auth, secret, isAdmin, config.externalProviders))
    // Better Auth's own endpoints (sign-up, sign-in, sign-out…), after ours so /auth/user is ours.
    .on(
      ["GET", "POST"],
      "/auth/*",
      authProxy(auth, db, config.trustedProxies, logger, config.externalProviders),
    )
    // Before /places: Hono runs matching routes in the order they were added, so a
    // /places/:id added first would take "export" for an id.
    .route("/places/export", exportRoutes(db))
    .route("/places/:id/visits", visitRoutes(db))
    .route("/places/:id/trips", placeTripRoutes(db))
    .route("/places", placeRoutes(db, placeLists))
    .route("/photos", photoRoutes(db, isAdmin))
    .route("/trips", tripRoutes(db, config))
    .route("/backup", backupRoutes(db))
    .route("/achievements", achievementRoutes(db))
    .route("/stats", statsRoutes(db))
    .route("/geocode", geocodeRoutes({ db, config, logger }))
    .route("/map-settings", mapSettingsRoutes(config.basemap, config.vectorTiles))
    .route("/map/tiles", mapTileRoutes(config.vectorTiles))
    .route("/account", accountRoutes(db, config.trustedProxies))
    .route(
      "/admin",
      adminRoutes({
        db,
        isAdmin,
        adminEmails: config.adminEmails,
        trustedProxies: config.trustedProxies,
        requireTwoFactor: config.adminRequireTwoFactor,
      }),
    )
    .all("*", apiNotFound);
  // The same app, typed with every API route: AppType, which the web app's client is built on.
  const withApi = app.route("/api", api);
  // A shared trip's page, for anyone with its link: rendered here, with or without the client.
  app.route("/shared/trips", sharedTripRoutes(db));

  if (clientDir) {
    // What shapes the page's headers: a change makes the service worker fetch the page anew.
    const workerSettings = createHash("sha256")
      .update(JSON.stringify([config.baseUrl.startsWith("https://"), config.basemap ?? null]))
      .digest("base64url")
      .slice(0, 16);
    // The signed-in page the build wrote, read once for the pages the server draws into it.
    const shell = builtShell(clientDir);
    app.get("/", signedInHomePage(shell, placeLists));
    app.get("/stats", signedInStatsPage(shell, db));
    app.get("/map", signedInMapPage(shell, placeLists));
    app.get("/trips/:id", signedInTripPage(shell, db));
    app.route("/", staticClient(clientDir, { workerSettings }));
  }
  return withApi;
}

/** Every API route with its input and answer types; the web app imports it as a type only. */
export type AppType = ReturnType<typeof createApp>;
