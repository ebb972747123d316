import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okJson } from "#shared/api-answer.ts";
import type { HttpClient } from "../testing/http-client.ts";
import { pngDataUrl } from "../testing/images.ts";
import { tableRows } from "../testing/table-rows.ts";
import { startTestApp, uniqueEmail } from "../testing/test-app.ts";

/**
 * The access-control matrix, generated from the app's own route list: every route the app
 * serves must have a row in ROUTES below, so a new route cannot ship without someone deciding
 * who may call it, and every protected route is then checked the same way (README.md#api):
 * 401 signed out, 404 for another user's id exactly as for a missing one, 403 for a non-admin
 * on /api/admin, and 403 `csrf_invalid` for a write without the CSRF token, changing nothing.
 */

// Started while the file is collected: the test rows are made from this app's route list.
const t = await startTestApp();
afterAll(() => t.close());

/** What an `:id` in a path names. */
type IdKind = "place" | "visit" | "photo" | "user" | "session" | "trip";
type Ids = Record<IdKind, number | string>;

type Row =
  /** `why` is required: a route open to everyone must say what makes that safe. */
  | { access: "public"; why: string; sample?: { path: string; json?: unknown } }
  /**
   * `body` is a valid request body, so a refusal is the access check's, not validation's.
   * `setUp` prepares the CSRF test's fresh owner, so that its control request changes something.
   * `readOnly` marks a POST that only reads (saying why it is a POST): its CSRF control request
   * must succeed but has nothing to change.
   */
  | {
      access: "signed-in" | "admin";
      id?: IdKind;
      body?: unknown;
      setUp?: (ids: Ids) => Promise<unknown>;
      readOnly?: string;
    };

/** Every route the app serves, by "METHOD path" as Hono lists it. */
const ROUTES: Record<string, Row> = {
  // --- Public ---
  "GET /api/sign-in-options": {
    access: "public",
    why: "the sign-in screen asks what it offers before anyone is signed in; it holds no secret",
  },
  "GET /api/login": {
    access: "public",
    why: "only a redirect to the sign-in page",
  },
  "GET /api/logout": {
    access: "public",
    why: "sign-out is a navigation: it only ends the caller's own session, if any, and only when not followed from another site",
  },
  "POST /api/logout": {
    access: "public",
    why: "ends only the caller's own session, if any; with a cookie, the Origin and CSRF checks apply",
  },
  "GET /api/auth/*": {
    access: "public",
    why: "Better Auth's own endpoints (session, callbacks…): each checks the session itself",
    sample: { path: "/api/auth/ok" },
  },
  "POST /api/auth/*": {
    access: "public",
    why: "Better Auth's sign-up and sign-in must work signed out; the Origin check still applies",
    sample: {
      path: "/api/auth/sign-up/email",
      json: { email: uniqueEmail("public"), password: "correct horse battery", name: "Newcomer" },
    },
  },
  "GET /shared/trips/:token": {
    access: "public",
    why: "a trip its owner shared: the token (256 random bits, stored hashed) is the key; expired or withdrawn answers 404",
    sample: { path: "/shared/trips/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
  },
  "GET /shared/trips/:token/photos/:stopId": {
    access: "public",
    why: "a shared trip's stop's photo, only while the link is in force and its owner chose to show photos",
    sample: { path: "/shared/trips/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/photos/1" },
  },

  // --- Signed in: the caller's own data ---
  "GET /api/auth/user": { access: "signed-in" },
  "GET /api/csrf-token": { access: "signed-in" },
  "GET /api/places": { access: "signed-in" },
  "POST /api/places": { access: "signed-in", body: { name: "Probe place" } },
  "POST /api/places/bulk": { access: "signed-in", body: { places: [{ name: "Bulk probe" }] } },
  "PATCH /api/places/:id": { access: "signed-in", id: "place", body: { name: "Renamed" } },
  "PATCH /api/places/:id/visit-status": {
    access: "signed-in",
    id: "place",
    body: { visited: true },
  },
  "DELETE /api/places/:id": { access: "signed-in", id: "place" },
  "GET /api/places/:id/visits": { access: "signed-in", id: "place" },
  "POST /api/places/:id/visits": { access: "signed-in", id: "place", body: { date: "2025-01-01" } },
  "PATCH /api/places/:id/visits/:visitId": {
    access: "signed-in",
    id: "visit",
    body: { note: "Probe" },
  },
  "DELETE /api/places/:id/visits/:visitId": { access: "signed-in", id: "visit" },
  "GET /api/places/:id/trips": { access: "signed-in", id: "place" },
  "GET /api/photos/:id": { access: "signed-in", id: "photo" },
  "GET /api/photos/:id/thumbnail": { access: "signed-in", id: "photo" },
  "GET /api/trips": { access: "signed-in" },
  "POST /api/trips": { access: "signed-in", body: { name: "Probe trip" } },
  "GET /api/trips/:id": { access: "signed-in", id: "trip" },
  "PATCH /api/trips/:id": { access: "signed-in", id: "trip", body: { name: "Renamed trip" } },
  "DELETE /api/trips/:id": { access: "signed-in", id: "trip" },
  "PUT /api/trips/:id/plan": { access: "signed-in", id: "trip", body: { days: [{ stops: [] }] } },
  "GET /api/trips/:id/export": { access: "signed-in", id: "trip" },
  "GET /api/trips/:id/share": { access: "signed-in", id: "trip" },
  "POST /api/trips/:id/share": { access: "signed-in", id: "trip", body: { expiresInDays: 7 } },
  // A link to withdraw, so the control request changes something.
  "DELETE /api/trips/:id/share": {
    access: "signed-in",
    id: "trip",
    setUp: async (ids) => {
      const now = new Date();
      await t.db
        .insertInto("tripShare")
        .values({
          tripId: Number(ids.trip),
          userId: String(ids.user),
          tokenHash: `probe-${ids.trip}`,
          showName: t.dialect === "postgres" ? false : 0,
          includePhotos: t.dialect === "postgres" ? false : 0,
          createdAt: now.toISOString(),
          expiresAt: new Date(now.getTime() + 86_400_000).toISOString(),
        })
        .execute();
    },
  },
  "GET /api/backup": { access: "signed-in" },
  "GET /api/places/export": { access: "signed-in" },
  "GET /api/achievements": { access: "signed-in" },
  "GET /api/stats": { access: "signed-in" },
  "GET /api/stats/places": { access: "signed-in" },
  "GET /api/geocode": { access: "signed-in" },
  "POST /api/geocode/batch": {
    access: "signed-in",
    body: { names: ["Tower of London"] },
    readOnly: "a thousand names do not fit in a query string",
  },
  "POST /api/geocode/nearest-towns": {
    access: "signed-in",
    body: { points: [{ latitude: 51.5074, longitude: -0.1278 }] },
    readOnly: "a thousand points do not fit in a query string",
  },
  "GET /api/map-settings": { access: "signed-in" },
  // A tile of the server's own map (MAP_PMTILES): the basemap is the app's, for its users.
  "GET /api/map/tiles/*": { access: "signed-in" },
  "GET /api/account": { access: "signed-in" },
  "GET /api/account/sessions": { access: "signed-in" },
  "GET /api/account/export": { access: "signed-in" },
  "DELETE /api/account/sessions/:id": { access: "signed-in", id: "session" },
  // A second session to end, so the control request changes something.
  "POST /api/account/sessions/sign-out-others": {
    access: "signed-in",
    setUp: async (ids) => {
      const now = new Date();
      await t.db
        .insertInto("session")
        .values({
          id: `other-${ids.session}`,
          token: `other-token-${ids.session}`,
          userId: String(ids.user),
          expiresAt: new Date(now.getTime() + 60 * 60_000).toISOString(),
          ipAddress: null,
          userAgent: null,
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
        })
        .execute();
    },
  },
  // Met by anyone with a place, so the control request in the CSRF test succeeds. The place's
  // own write records it already, so the test first forgets it (as for a badge met before
  // writes recorded them): the control request then records it again.
  "POST /api/achievements": {
    access: "signed-in",
    body: { achievementId: "explorer" },
    setUp: (ids) => t.db.deleteFrom("achievement").where("userId", "=", String(ids.user)).execute(),
  },

  // --- Admin: any user's data, by user id ---
  "GET /api/admin/stats": { access: "admin" },
  "GET /api/admin/users": { access: "admin" },
  "GET /api/admin/users/:id/places": { access: "admin", id: "user" },
  "DELETE /api/admin/users/:id": { access: "admin", id: "user" },
  "GET /api/admin/health": { access: "admin" },
  "GET /api/admin/security": { access: "admin" },
  "POST /api/admin/backup": { access: "admin" },
};

/**
 * "METHOD path" for each route the app serves, once. Middleware (`use`) is listed by Hono as
 * method ALL on a path ending in `*`, as is the API's 404 catch-all: those are left out. A
 * real `.all("/x")` route would still be listed, and would need a row.
 */
function servedRoutes(): string[] {
  const routes = t.app.routes
    .filter((route) => !(route.method === "ALL" && route.path.endsWith("*")))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(routes)];
}

const served = servedRoutes();

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
type WriteMethod = Exclude<Method, "GET">;
type Protected = { route: string; method: Method; path: string } & Extract<
  Row,
  { access: "signed-in" | "admin" }
>;

const isWrite = (method: Method): method is WriteMethod => method !== "GET";
const isBetterAuth = (path: string) => path.startsWith("/api/auth/") && path !== "/api/auth/user";

const protectedRoutes: Protected[] = served.flatMap((route) => {
  const row = ROUTES[route];
  if (!row || row.access === "public") return [];
  const [method, path = ""] = route.split(" ") as [Method, string];
  return [{ route, method, path, ...row }];
});

// --- Fixtures ---

/** Ids that exist nowhere: the largest id a path accepts, and a user id never issued. */
const MISSING: Ids = {
  place: 2_147_483_647,
  visit: 2_147_483_647,
  photo: 2_147_483_647,
  user: "no-such-user",
  session: "no-such-session",
  trip: 2_147_483_647,
};

/** A signed-in user owning one place with a photo, and a trip: something for each `:id`. */
async function newOwner(name: string): Promise<{ visitor: HttpClient; ids: Ids }> {
  const visitor = await t.signedInClient(name);
  return { visitor, ids: await newRowsOf(visitor, name) };
}

let rowsMade = 0;
/** A new place with a photo, a visit and a trip of the visitor's, with its user and session. */
async function newRowsOf(visitor: HttpClient, owner: string): Promise<Ids> {
  // A name of its own: a user's places may not share one.
  rowsMade += 1;
  const name = `${owner} ${rowsMade}`;
  const user = await okJson(visitor.api.auth.user.$get());
  const place = await okJson(
    visitor.api.places.$post({ json: { name: `${name}'s place`, photoUrl: await pngDataUrl() } }),
  );
  const photo = Number(place.photoUrl?.split("/").pop());
  const visit = await visitor.write("POST", `/api/places/${place.id}/visits`, {
    date: "2024-01-01",
  });
  const { id: visitId } = (await visit.json()) as { id: number };
  const [session] = await okJson(visitor.api.account.sessions.$get());
  const trip = await visitor.write("POST", "/api/trips", { name: `${name}'s trip` });
  const { id: tripId } = (await trip.json()) as { id: number };
  await visitor.write("PUT", `/api/trips/${tripId}/plan`, {
    days: [{ stops: [{ placeId: place.id }] }],
  });
  return {
    user: user.id,
    place: place.id,
    visit: visitId,
    photo,
    session: session?.id ?? "",
    trip: tripId,
  };
}

/** A new owner whom the admin CLI's query has granted admin. */
async function newAdmin() {
  const admin = await newOwner("Admin");
  await t.db
    .insertInto("adminGrant")
    .values({ userId: String(admin.ids.user), grantedAt: new Date().toISOString() })
    .execute();
  return admin;
}

/** The route's path with its `:id` (if any) filled from `ids`. */
function pathFor(route: Protected, ids: Ids): string {
  // A visit is named under its place: both ids are the owner's.
  const path = !route.id
    ? route.path
    : route.id === "visit"
      ? route.path.replace(":visitId", String(ids.visit)).replace(":id", String(ids.place))
      : route.path.replace(":id", String(ids[route.id]));
  if (path.includes(":")) throw new Error(`${route.route}: give the row an id kind`);
  return path;
}

/** The request as the app's own client makes it: a write carries the CSRF token. */
function send(visitor: HttpClient, route: Protected, path: string) {
  return isWrite(route.method) ? visitor.write(route.method, path, route.body) : visitor.get(path);
}

async function answer(response: Response) {
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    body: await response.json(),
  };
}

/**
 * The app's tables, for "nothing changed": sessions by id only, since reading may refresh one
 * but never begins or ends one.
 */
async function snapshot() {
  const { session, ...rows } = await tableRows(t.db);
  return { ...rows, sessions: session.map((row) => row.id) };
}

/** Makes the request and checks it left the database as it was. */
async function unchangedBy(request: () => Promise<Response>) {
  const before = await snapshot();
  const response = await request();
  const result = await answer(response);
  expect(await snapshot(), "a refused request must change nothing").toEqual(before);
  return result;
}

const errorShape = (code: string) => ({ message: expect.any(String), code });

// alice calls; bob owns what alice must not reach; admin is an admin.
let alice: Awaited<ReturnType<typeof newOwner>>;
let bob: Awaited<ReturnType<typeof newOwner>>;
let admin: Awaited<ReturnType<typeof newOwner>>;
// The user whose new rows each CSRF test's control request changes.
let target: HttpClient;
beforeAll(async () => {
  alice = await newOwner("Alice");
  bob = await newOwner("Bob");
  admin = await newAdmin();
  target = await t.signedInClient("Target");
});

// --- The table itself ---

describe("the route table", () => {
  it("has a row for every route the app serves", () => {
    const missing = served.filter((route) => !Object.hasOwn(ROUTES, route));
    expect(
      missing,
      "Routes with no row in ROUTES (src/server/http/access-control.test.ts): add each as " +
        "public (saying why), signed-in or admin",
    ).toEqual([]);
  });

  it("has no row for a route the app no longer serves", () => {
    const stale = Object.keys(ROUTES).filter((route) => !served.includes(route));
    expect(stale, "Rows in ROUTES for routes the app no longer serves: remove them").toEqual([]);
  });

  it("says what each :id names", () => {
    const unnamed = protectedRoutes.filter((r) => r.path.includes(":") && !r.id);
    expect(
      unnamed.map((r) => r.route),
      "Give these rows an id kind",
    ).toEqual([]);
  });
});

// --- Public routes: open to a signed-out visitor, as their row claims ---

const publicRoutes = served.flatMap((route) => {
  const row = ROUTES[route];
  return row?.access === "public" ? [{ route, ...row }] : [];
});

describe.each(publicRoutes)("$route (public)", ({ route, sample }) => {
  it("answers a signed-out visitor without 401, 403 or a server error", async () => {
    const [method = "", path = ""] = route.split(" ");
    const response = await t
      .client()
      .request(method, sample?.path ?? path, sample?.json ? { json: sample.json } : {});
    await response.body?.cancel();
    expect(response.status).not.toBe(401);
    expect(response.status).not.toBe(403);
    expect(response.status).toBeLessThan(500);
  });
});

// --- Protected routes ---

describe.each(protectedRoutes)("$route ($access)", (route) => {
  it("answers 401 signed out, in the error shape", async () => {
    const owner = route.access === "admin" ? bob : alice;
    const path = pathFor(route, owner.ids);
    const response = await unchangedBy(() =>
      t.client().request(route.method, path, { json: route.body }),
    );
    expect(response.status).toBe(401);
    expect(response.body).toEqual(errorShape("unauthorized"));
  });

  if (route.id && route.access === "signed-in") {
    it("answers 404 to another user's id, exactly as to a missing id", async () => {
      // alice asks for bob's place or photo: it must not even be confirmed to exist.
      const theirs = await unchangedBy(() => send(alice.visitor, route, pathFor(route, bob.ids)));
      const missing = await unchangedBy(() => send(alice.visitor, route, pathFor(route, MISSING)));
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual(errorShape("not_found"));
      expect(theirs).toEqual(missing);
    });
  }

  if (route.id === "user") {
    it("answers 404 to a user id that does not exist", async () => {
      const missing = await unchangedBy(() => send(admin.visitor, route, pathFor(route, MISSING)));
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual(errorShape("not_found"));
    });
  }

  if (route.access === "admin") {
    it("answers 403 to a signed-in non-admin, changing nothing", async () => {
      // With the CSRF token, so it is the admin check that refuses.
      const response = await unchangedBy(() => send(alice.visitor, route, pathFor(route, bob.ids)));
      expect(response.status).toBe(403);
      expect(response.body).toEqual(errorShape("forbidden"));
    });

    if (route.method === "GET") {
      it("lets an admin in", async () => {
        const response = await admin.visitor.get(pathFor(route, bob.ids));
        await response.body?.cancel();
        expect(response.status).toBeLessThan(400);
      });
    }
  }

  if (isWrite(route.method) && !isBetterAuth(route.path)) {
    it("answers 403 csrf_invalid to a signed-in write without the CSRF token, changing nothing", async () => {
      // Fresh rows: the control request below really makes the change. A route that ends the
      // user or the session it names gets a user of its own (each sign-up hashes a password);
      // the rest share one, each with rows of its own.
      const ownsNew = route.id === "user" || route.id === "session";
      const owner = ownsNew
        ? await newOwner("Target")
        : { visitor: target, ids: await newRowsOf(target, "Target") };
      await route.setUp?.(owner.ids);
      const caller = route.access === "admin" ? admin : owner;
      const path = pathFor(route, owner.ids);
      const method = route.method as WriteMethod;

      const refused = await unchangedBy(() =>
        caller.visitor.request(method, path, { json: route.body }),
      );
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual(errorShape("csrf_invalid"));

      // Control: with the token the same request goes through and changes something, so
      // "nothing changed" above is the CSRF check's doing. A read-only POST has nothing to
      // change: that it goes through is the control.
      const before = await snapshot();
      const allowed = await caller.visitor.write(method, path, route.body);
      await allowed.body?.cancel();
      expect(allowed.status).toBeLessThan(300);
      if (!route.readOnly) expect(await snapshot()).not.toEqual(before);
    });
  }
});
