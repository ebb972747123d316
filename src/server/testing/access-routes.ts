import { type TestApp, uniqueEmail } from "./test-app.ts";

// The access-control matrix's rows (http/access-control.test.ts checks each): who may call
// every route the app serves. A new route fails that file until it has a row here.

/** What an `:id` in a path names. */
export type IdKind = "place" | "visit" | "photo" | "user" | "session" | "trip";
export type Ids = Record<IdKind, number | string>;

export type Row =
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
      setUp?: (ids: Ids, t: TestApp) => Promise<unknown>;
      readOnly?: string;
    };

/** Every route the app serves, by "METHOD path" as Hono lists it. */
export const ROUTES: Record<string, Row> = {
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
    setUp: async (ids, t) => {
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
  "PATCH /api/account": { access: "signed-in", body: { language: "cy" } },
  "GET /api/account/sessions": { access: "signed-in" },
  "GET /api/account/export": { access: "signed-in" },
  "DELETE /api/account/sessions/:id": { access: "signed-in", id: "session" },
  // A second session to end, so the control request changes something.
  "POST /api/account/sessions/sign-out-others": {
    access: "signed-in",
    setUp: async (ids, t) => {
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
    setUp: (ids, t) =>
      t.db.deleteFrom("achievement").where("userId", "=", String(ids.user)).execute(),
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
