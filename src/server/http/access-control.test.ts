import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okJson } from "#shared/api-answer.ts";
import { type Ids, ROUTES, type Row } from "../testing/access-routes.ts";
import type { HttpClient } from "../testing/http-client.ts";
import { pngDataUrl } from "../testing/images.ts";
import { tableRows } from "../testing/table-rows.ts";
import { startTestApp } from "../testing/test-app.ts";

/**
 * The access-control matrix, generated from the app's own route list: every route the app
 * serves must have a row in ROUTES (testing/access-routes.ts), so a new route cannot ship
 * without someone deciding who may call it, and every protected route is then checked the same
 * way (README.md#api):
 * 401 signed out, 404 for another user's id exactly as for a missing one, 403 for a non-admin
 * on /api/admin, and 403 `csrf_invalid` for a write without the CSRF token, changing nothing.
 */

// Started while the file is collected: the test rows are made from this app's route list.
const t = await startTestApp();
afterAll(() => t.close());

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
      "Routes with no row in ROUTES (src/server/testing/access-routes.ts): add each as " +
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
      await route.setUp?.(owner.ids, t);
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
