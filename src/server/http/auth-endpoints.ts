/**
 * Better Auth's endpoints that the app uses, by method and path under /api/auth (":name"
 * stands for one segment). Every other endpoint that Better Auth or a plugin has answers 404
 * in our error shape, so an endpoint a new version or plugin adds stays closed until it is
 * put here on purpose. Closed, among others: get-session and update-session (they hand a page
 * script the session's token, which the cookie keeps from it), the session list and
 * revocations (routes/account.ts lists and ends sessions without tokens), linking and
 * unlinking sign-ins and reading their provider tokens, codes by email or text (not set up),
 * and the emailed deletion link (not how an account is deleted here). A test enumerates
 * Better Auth's endpoints and checks each against this list (auth-endpoints.test.ts).
 */
export const AUTH_ENDPOINTS_IN_USE: readonly string[] = [
  "POST /sign-up/email",
  "POST /sign-in/email",
  "POST /sign-in/social",
  "GET /callback/:id",
  "GET /error",
  "GET /ok",
  "POST /sign-out",
  "GET /verify-email",
  // The confirmation link again, for the signed-in account's own address only
  // (routes/auth-bodies.ts); three a minute from an address, as a password reset.
  "POST /send-verification-email",
  "POST /request-password-reset",
  "GET /reset-password/:token",
  "POST /reset-password",
  "POST /update-user",
  "POST /change-email",
  "POST /change-password",
  "POST /delete-user",
  "POST /two-factor/enable",
  "POST /two-factor/disable",
  "POST /two-factor/verify-totp",
  "POST /two-factor/verify-backup-code",
  "POST /two-factor/generate-backup-codes",
  "GET /passkey/generate-register-options",
  "POST /passkey/verify-registration",
  "GET /passkey/generate-authenticate-options",
  "POST /passkey/verify-authentication",
  "GET /passkey/list-user-passkeys",
  "POST /passkey/update-passkey",
  "POST /passkey/delete-passkey",
];

const inUse = AUTH_ENDPOINTS_IN_USE.map((entry) => {
  const [method = "", path = ""] = entry.split(" ");
  return { method, segments: path.split("/") };
});

/** Whether a request to `path` (under /api/auth) reaches an endpoint the app uses. */
export function isAuthEndpointInUse(method: string, path: string): boolean {
  const segments = path.split("/");
  return inUse.some(
    (endpoint) =>
      endpoint.method === method &&
      endpoint.segments.length === segments.length &&
      endpoint.segments.every(
        (segment, i) => segment === segments[i] || (segment.startsWith(":") && segments[i] !== ""),
      ),
  );
}
