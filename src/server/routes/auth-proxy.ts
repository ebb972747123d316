import type { Context } from "hono";
import { deleteAccountSchema, plainAuthError, RECENT_SIGN_IN_MINUTES } from "#shared/account.ts";
import { text } from "#shared/i18n/text.ts";
import { type Auth, EMAIL_LINK_SECONDS, RATE_LIMIT_WINDOW_SECONDS } from "../auth.ts";
import { withAuthRequest } from "../auth-request.ts";
import type { Db } from "../db/index.ts";
import { accountQueries } from "../db/queries/account.ts";
import { auditQueries, type NewAuditEntry } from "../db/queries/audit.ts";
import { credentialQueries } from "../db/queries/credentials.ts";
import { emailTokenClaims, isEmailChange } from "../email-change.ts";
import { choosePasswordPath } from "../email-ownership.ts";
import { accountLockout } from "../http/account-lockout.ts";
import { isAuthEndpointInUse } from "../http/auth-endpoints.ts";
import { CLIENT_IP_HEADER, resolveClientIp } from "../http/client-ip.ts";
import {
  ApiError,
  apiNotFound,
  errorResponse,
  forbidden,
  invalidJson,
  notFound,
  tooManyRequests,
  unsupportedMediaType,
} from "../http/errors.ts";
import type { AppEnv } from "../http/session.ts";
import type { Logger } from "../logger.ts";
import { EMAIL_CHANGED_PATH, invalid, parsedBody, rewrittenBody } from "./auth-bodies.ts";

const AUTH_PREFIX = "/api/auth";
const SIGN_IN_PATH = "/api/auth/sign-in/email";
const DELETE_USER_PATH = "/api/auth/delete-user";
const SOCIAL_SIGN_IN_PATH = "/api/auth/sign-in/social";
const VERIFY_EMAIL_PATH = "/api/auth/verify-email";
const TOTP_PATH = "/api/auth/two-factor/verify-totp";
const BACKUP_CODE_PATH = "/api/auth/two-factor/verify-backup-code";
/** The second step of a two-factor sign-in: a failure there is a failed sign-in. */
const TWO_FACTOR_CODE_PATHS = new Set([TOTP_PATH, BACKUP_CODE_PATH]);

/** A new address's link asked for before the address was first confirmed: void. */
const EMAIL_CHANGE_VOID_PATH = `${EMAIL_CHANGED_PATH}&error=link_expired`;
/** A new address's link opened signed out: sign in, then open it again. */
const CONFIRM_SIGNED_IN_PATH = "/sign-in?confirm-email=1";
/** A client chooses the path it is refused on: keep no more of it than a person would read. */
const MAX_PATH_LENGTH = 200;
/** One rate-limited entry per address and path a minute: the rest of a flood adds nothing new. */
const RATE_LIMIT_LOG_EVERY_MS = 60_000;
const REMEMBERED_FLOODS = 10_000;

/** Whether this refusal is the first of its address and path within the last minute. */
function firstOfFlood(recent: Map<string, number>, key: string, now: number): boolean {
  const last = recent.get(key);
  if (last !== undefined && now - last < RATE_LIMIT_LOG_EVERY_MS) return false;
  if (recent.size >= REMEMBERED_FLOODS) recent.clear();
  recent.set(key, now);
  return true;
}

/** The redirect targets a client may pass; they end up in a Location header. */
const URL_FIELDS = ["callbackURL", "newUserCallbackURL", "errorCallbackURL", "redirectTo"];
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * A NUL character anywhere in the body, which PostgreSQL cannot store: JSON can only carry one
 * escaped, a form only percent-encoded. Read from the text, so no nesting depth matters.
 */
const NUL_IN_BODY = /\\u0000|%00/i;

/**
 * The checks Better Auth leaves to us, so that a client's bad body gets a 4xx in our error
 * shape rather than a 500 or an error in the log. `socialProviders` are the external sign-ins
 * this server has set up (their ids): Better Auth logs a request for any other as a server
 * error.
 */
function refusal(
  path: string,
  body: string,
  json: unknown,
  socialProviders: ReadonlySet<string>,
): ApiError | undefined {
  if (NUL_IN_BODY.test(body)) return invalid("body", "Text cannot contain a NUL character");
  if (typeof json !== "object" || json === null) return undefined;
  const fields = json as Record<string, unknown>;
  if (path === SOCIAL_SIGN_IN_PATH) {
    const { provider } = fields;
    if (typeof provider !== "string") return invalid("provider", "provider must be a name");
    if (!socialProviders.has(provider)) {
      return notFound(text("This way of signing in is not set up on this server."));
    }
  }
  for (const field of URL_FIELDS) {
    const url = fields[field];
    if (url !== undefined && (typeof url !== "string" || !PRINTABLE_ASCII.test(url))) {
      return invalid(field, `${field} must be a plain URL`);
    }
  }
  return undefined;
}

/**
 * Better Auth's answers carry the session's token (sign-in, sign-up, a code, a passkey), and
 * its bearer plugin sends it in a header too: a page script can read both, while the cookie
 * that holds the same token is kept from it. Both are left out. An API client that wants a
 * bearer token takes the session cookie's value, which only a page cannot read.
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.delete("set-auth-token");
  headers.delete("access-control-expose-headers");
  if (!/^application\/json/i.test(headers.get("content-type") ?? "")) {
    return new Response(response.body, { status: response.status, headers });
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (typeof json === "object" && json !== null) {
    const answer = json as { token?: unknown; session?: { token?: unknown } | null };
    delete answer.token;
    if (typeof answer.session === "object" && answer.session !== null) delete answer.session.token;
  }
  headers.delete("content-length");
  return new Response(JSON.stringify(json ?? null), { status: response.status, headers });
}

/** The account's password sign-in is paused (account-lockout.ts). */
function accountPaused(retryAfter: number): Response {
  const minutes = Math.ceil(retryAfter / 60);
  return errorResponse(
    tooManyRequests(
      minutes === 1
        ? text(
            "Too many failed sign-ins for this account. Try again in 1 minute, or reset your password.",
          )
        : text(
            "Too many failed sign-ins for this account. Try again in {minutes} minutes, or reset your password.",
            { minutes },
          ),
    ),
    { "retry-after": String(retryAfter) },
  );
}

/**
 * Better Auth's 429 in our error shape, said plainly: its own code's sentence (two-factor codes
 * paused for the account, which says how long), or how long to wait, sent as Retry-After too. Its wait is no longer
 * than its longest window, and more is not believed: on PostgreSQL its limiter reads the time
 * of the last request (a bigint, which the driver hands over as text) and adds the window to it
 * as text.
 */
async function rateLimited(response: Response): Promise<Response> {
  const { code } = (await response.json().catch(() => ({}))) as { code?: string };
  const headers = new Headers(response.headers);
  headers.delete("content-type");
  headers.delete("content-length");
  const told = Number(headers.get("x-retry-after"));
  const seconds = told > 0 && told <= RATE_LIMIT_WINDOW_SECONDS ? told : RATE_LIMIT_WINDOW_SECONDS;
  headers.delete("x-retry-after");
  const plain = plainAuthError(code);
  if (plain) return errorResponse(tooManyRequests(plain), headers);
  headers.set("retry-after", String(seconds));
  const wait = `Too many tries. Wait ${seconds} second${seconds === 1 ? "" : "s"}, then try again.`;
  return errorResponse(tooManyRequests(wait), headers);
}

/** The email a sign-in tried, for the audit log; never the password. */
function attemptedEmail(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("email" in body)) return null;
  return typeof body.email === "string" ? body.email.trim().toLowerCase().slice(0, 254) : null;
}

/**
 * Better Auth's own endpoints (sign-up, sign-in, sign-out…), with the caller's resolved address
 * handed on, and failed sign-ins and rate-limited requests written to the audit log that the
 * admin Security tab reads.
 */
export function authProxy(
  auth: Auth,
  db: Db,
  trustedProxies: readonly string[],
  logger: Logger,
  externalProviders: readonly { id: string }[] = [],
) {
  const audit = auditQueries(db);
  const accounts = accountQueries(db);
  const credentials = credentialQueries(db, EMAIL_LINK_SECONDS);
  // Google and the OpenID Connect issuer alike are started through sign-in/social.
  const socialProviders = new Set(externalProviders.map((provider) => provider.id));

  /**
   * Whether an email change's link was asked for before the account's address was first
   * confirmed: whoever held the account then may not have been its owner, and the
   * confirmation ended everything they had set up (email-ownership.ts), this too.
   */
  async function askedBeforeConfirmation(token: string): Promise<boolean> {
    const { email, iat } = emailTokenClaims(token) ?? {};
    if (typeof email !== "string" || typeof iat !== "number") return false;
    const confirmedAt = await credentials.confirmedAt(email);
    // The token's time is in whole seconds: a link asked for in the same second is void too.
    return confirmedAt !== undefined && iat * 1000 < confirmedAt.getTime() + 1000;
  }

  /**
   * What Better Auth gets of a delete-user request. An account with a password must give it
   * (Better Auth would also take a session begun within the day). One without: a two-factor
   * code when two-factor is on, or else a sign-in within the last few minutes (a passkey's, or
   * a provider's), checked here; Better Auth then still wants its day-old session.
   */
  async function deletionBody(
    c: Context<AppEnv>,
    headers: Headers,
    json: unknown,
  ): Promise<string | Response> {
    const { password, code } = parsedBody(deleteAccountSchema, json);
    const { user, session } = c.var;
    if (!user || !session) return "{}";
    const account = await accounts.overview(user);
    if (account.hasPassword) {
      if (!password) throw invalid("password", "Enter your password to delete your account");
      return JSON.stringify({ password });
    }
    if (account.twoFactorEnabled && code) {
      // Through Better Auth's handler, not its API: the code then counts against the two-factor
      // path's rate limit, as a code typed at sign-in does.
      const digits = code.replace(/\s+/g, "");
      const totp = /^\d{6}$/.test(digits);
      const check = new Headers(headers);
      check.set("content-type", "application/json");
      check.delete("content-length");
      const checked = await auth.handler(
        new Request(new URL(totp ? TOTP_PATH : BACKUP_CODE_PATH, c.req.url), {
          method: "POST",
          headers: check,
          body: JSON.stringify(totp ? { code: digits } : { code, disableSession: true }),
        }),
      );
      if (checked.status === 429) return checked;
      await checked.body?.cancel();
      if (checked.ok) return "{}";
      throw new ApiError(
        checked.status >= 500 ? checked.status : 400,
        "validation_error",
        totp
          ? text("That code is not right. Check your authenticator app and try again.")
          : text("That backup code is not right, or it has been used already."),
        [{ field: "code", message: text("That code is not right") }],
      );
    }
    const startedAt = await accounts.sessionStartedAt(session.id);
    const recent = Date.now() - RECENT_SIGN_IN_MINUTES * 60_000;
    if (!startedAt || startedAt.getTime() < recent) {
      throw forbidden(
        account.twoFactorEnabled
          ? text("Enter a code from your authenticator app to delete your account")
          : text("For your safety, check it is you with a passkey (or sign in again) first"),
      );
    }
    return "{}";
  }

  const lockout = accountLockout(db);
  const recentRefusals = new Map<string, number>();
  // The log must never cost anyone their answer.
  const record = (entry: NewAuditEntry) =>
    audit
      .record(entry)
      .catch((error) => logger.error("Audit log write failed", { error: String(error) }));
  return async (c: Context<AppEnv>) => {
    if (!isAuthEndpointInUse(c.req.method, c.req.path.slice(AUTH_PREFIX.length))) {
      return apiNotFound(c);
    }
    const ip = resolveClientIp(c, trustedProxies);
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, ip);
    // A new address is confirmed only in a browser signed in to the account: a link opened
    // anywhere else would sign that browser in, and an account could then be handed to
    // whoever holds the address it was moved to (docs/decisions/0027).
    if (c.req.method === "GET" && c.req.path === VERIFY_EMAIL_PATH) {
      const token = c.req.query("token") ?? "";
      if (isEmailChange(token)) {
        if (!c.var.user) return c.redirect(CONFIRM_SIGNED_IN_PATH, 302);
        if (await askedBeforeConfirmation(token)) return c.redirect(EMAIL_CHANGE_VOID_PATH, 302);
      }
    }
    let body: string | undefined;
    let json: unknown;
    let refusedAlready: Response | undefined;
    if (c.req.method === "POST") {
      // JSON only, as the web app sends. Better Auth also reads form bodies, and every check
      // here (the account's sign-in pause, the sign-up rule, redirect targets) read JSON alone:
      // one body type means no check can miss another.
      if (!/^application\/json/i.test(c.req.header("content-type") ?? "")) {
        throw unsupportedMediaType();
      }
      body = (await c.req.text()) || "{}";
      // A client's malformed JSON is its mistake: answer 400 here rather than let Better Auth
      // log it as a server error.
      try {
        json = JSON.parse(body);
      } catch {
        throw invalidJson();
      }
      const refused = refusal(c.req.path, body, json, socialProviders);
      if (refused) throw refused;
      body =
        rewrittenBody(c.req.path.slice(AUTH_PREFIX.length), json, c.var.user ?? undefined) ?? body;
      if (c.req.path === DELETE_USER_PATH) {
        const deletion = await deletionBody(c, headers, json);
        // Refused by the code's rate limit: that answer is this one.
        if (deletion instanceof Response) refusedAlready = deletion;
        else body = deletion;
      }
      headers.set("content-type", "application/json");
      headers.delete("content-length");
      const email = c.req.path === SIGN_IN_PATH ? attemptedEmail(json) : null;
      const retryAfter = email ? await lockout.retryAfterSeconds(email) : 0;
      if (email && retryAfter > 0) {
        if (firstOfFlood(recentRefusals, `account ${email}`, Date.now())) {
          await record({ kind: "rate-limited", action: "sign-in (account)", actor: email, ip });
        }
        return accountPaused(retryAfter);
      }
    }
    const { user, session } = c.var;
    const handled = withAuthRequest(
      user && session ? { userId: user.id, sessionId: session.id } : null,
      async () =>
        refusedAlready ??
        auth.handler(new Request(c.req.raw.url, { method: c.req.method, headers, body })),
    );
    const response = await handled.result;
    // A first confirmation from another browser: choose a password before anything else.
    const passwordToken = handled.state.passwordToken;
    if (passwordToken && response.status >= 300 && response.status < 400) {
      const redirect = new Headers(response.headers);
      redirect.set("location", choosePasswordPath(passwordToken));
      return new Response(null, { status: 302, headers: redirect });
    }
    // Better Auth answers a path it does not know with an empty 404.
    if (response.status === 404 && !response.headers.get("content-type")) return apiNotFound(c);
    let entry: NewAuditEntry | undefined;
    if (response.status === 429) {
      const path = c.req.path.slice(0, MAX_PATH_LENGTH);
      if (firstOfFlood(recentRefusals, `${ip} ${path}`, Date.now())) {
        entry = { kind: "rate-limited", action: path, ip };
      }
    } else if (c.req.path === SIGN_IN_PATH && response.status === 401) {
      entry = { kind: "sign-in-failed", action: "sign-in", actor: attemptedEmail(json), ip };
    } else if (TWO_FACTOR_CODE_PATHS.has(c.req.path) && !user && response.status === 401) {
      entry = { kind: "sign-in-failed", action: "sign-in (two-factor code)", ip };
    }
    if (entry) await record(entry);
    if (c.req.path === DELETE_USER_PATH && response.ok) {
      // As at sign-out: the photos the browser's own cache kept go with the account.
      const deleted = new Response(response.body, response);
      deleted.headers.set("clear-site-data", '"cache"');
      return deleted;
    }
    return response.status === 429
      ? await rateLimited(response)
      : await withoutSessionToken(response);
  };
}
