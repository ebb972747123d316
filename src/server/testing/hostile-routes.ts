/**
 * The one list of what the hostile harness (hostile-app.ts) covers: every route that reads a
 * request body, by "METHOD path" as Hono lists it, with the file under src/server that sends
 * it hostile bodies. `http/hostile-coverage.test.ts` checks this list against the app's own
 * routes, so a new route that takes a body fails there until it is put here, and each hostile
 * file checks that it sends bodies to exactly the routes this list gives it
 * (`describeHostileEndpoints`), so an entry cannot stand for a test nobody runs.
 *
 * Better Auth's endpoints are all one Hono route, `POST /api/auth/*`: the ones the app uses
 * (http/auth-endpoints.ts, itself checked against Better Auth by auth-endpoints.test.ts) are
 * listed here one by one, as "POST /api/auth/<endpoint>". Every body they take passes through
 * our proxy (routes/auth-proxy.ts), which parses it and rewrites some before Better Auth reads
 * it: that parsing is ours, and so is a 500 it lets through.
 */
export const HOSTILE_ROUTES = {
  "POST /api/places": "routes/places.hostile.test.ts",
  "POST /api/places/bulk": "routes/places.hostile.test.ts",
  "PATCH /api/places/:id": "routes/places.hostile.test.ts",
  "PATCH /api/places/:id/visit-status": "routes/places.hostile.test.ts",
  "POST /api/places/:id/visits": "routes/places.hostile.test.ts",
  "PATCH /api/places/:id/visits/:visitId": "routes/places.hostile.test.ts",
  "POST /api/achievements": "routes/account.hostile.test.ts",
  "POST /api/trips": "routes/trips.hostile.test.ts",
  "PATCH /api/trips/:id": "routes/trips.hostile.test.ts",
  "PUT /api/trips/:id/plan": "routes/trips.hostile.test.ts",
  "POST /api/trips/:id/share": "routes/trips.hostile.test.ts",
  "PATCH /api/account": "routes/account.hostile.test.ts",
  "POST /api/geocode/batch": "routes/geocode.hostile.test.ts",
  "POST /api/geocode/nearest-towns": "routes/geocode.hostile.test.ts",
  // Takes no body, but the download it answers with is the one an admin's hostile client
  // would aim at: it is sent hostile bodies all the same.
  "POST /api/admin/backup": "routes/admin.hostile.test.ts",
  "POST /api/auth/sign-up/email": "routes/auth-proxy.hostile.test.ts",
  "POST /api/auth/sign-in/email": "routes/auth-proxy.hostile.test.ts",
  "POST /api/auth/sign-in/social": "routes/auth-proxy.hostile.test.ts",
  "POST /api/auth/reset-password": "routes/auth-proxy.hostile.test.ts",
  "POST /api/auth/update-user": "routes/auth-proxy.hostile.test.ts",
} as const;

/** A route the hostile harness sends bodies to: the name of a hostile file's endpoint. */
export type HostileRoute = keyof typeof HOSTILE_ROUTES;

/**
 * Writes that take no body, each with what makes that so. The test checks that none of them
 * reads a JSON body through `jsonBody` or reads the request's body in its own handlers; a
 * body sent anyway still meets the body limit and the CSRF check's `_csrf` parse, which the
 * hostile files reach through every route above.
 */
export const TAKES_NO_BODY: Readonly<Record<string, string>> = {
  "POST /api/logout": "ends the caller's own session: nothing to say but the cookie",
  "DELETE /api/places/:id": "the place is named in the path",
  "DELETE /api/places/:id/visits/:visitId": "the visit is named in the path",
  "DELETE /api/account/sessions/:id": "the session is named in the path",
  "POST /api/account/sessions/sign-out-others": "ends every session but the caller's",
  "DELETE /api/admin/users/:id": "the user is named in the path",
  "DELETE /api/trips/:id": "the trip is named in the path",
  "DELETE /api/trips/:id/share": "withdraws the trip's link: the trip is named in the path",
};

/**
 * Better Auth's endpoints in use that take a body but are not sent hostile bodies yet, each
 * with what stands in the way: the harness has one signed-in user, `me`, whose session every
 * request of a file is made with, and no mailbox. The proxy parses each of these bodies as it
 * does sign-in's, before any is routed. A new endpoint put in use fails the coverage test
 * until it is listed above or here.
 */
export const AUTH_NOT_HOSTILE: Readonly<Record<string, string>> = {
  "POST /api/auth/sign-out": "a valid call ends the session of `me`",
  "POST /api/auth/send-verification-email":
    "the body is never used: the proxy sends the signed-in account's own address instead",
  "POST /api/auth/request-password-reset": "mails a link, and the hostile app has no mailbox",
  "POST /api/auth/change-email": "mails a link, and the hostile app has no mailbox",
  "POST /api/auth/change-password":
    "the right password changes the one `me` signs in with and ends its other sessions",
  "POST /api/auth/delete-user": "the right password deletes `me`",
  "POST /api/auth/two-factor/enable": "the right password changes how `me` signs in",
  "POST /api/auth/two-factor/disable":
    "`me` has no two-factor sign-in: every body would meet that refusal, not the endpoint",
  "POST /api/auth/two-factor/generate-backup-codes":
    "`me` has no two-factor sign-in: every body would meet that refusal, not the endpoint",
  "POST /api/auth/two-factor/verify-totp":
    "answers only mid-sign-in, with the cookie of a sign-in waiting for its code",
  "POST /api/auth/two-factor/verify-backup-code":
    "answers only mid-sign-in, with the cookie of a sign-in waiting for its code",
  "POST /api/auth/passkey/verify-registration":
    "needs the challenge cookie of generate-register-options",
  "POST /api/auth/passkey/verify-authentication":
    "needs the challenge cookie of generate-authenticate-options",
  "POST /api/auth/passkey/update-passkey": "`me` has no passkey to name",
  "POST /api/auth/passkey/delete-passkey": "`me` has no passkey to name",
};
