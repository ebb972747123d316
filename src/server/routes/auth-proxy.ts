import type { Context } from "hono";
import { profileUpdateSchema, signUpSchema } from "#shared/credentials.ts";
import type { Auth } from "../auth.ts";
import type { Db } from "../db/index.ts";
import { auditQueries, type NewAuditEntry } from "../db/queries/audit.ts";
import { choosePasswordPath, withConfirmationCaller } from "../email-ownership.ts";
import { accountLockout } from "../http/account-lockout.ts";
import { CLIENT_IP_HEADER, resolveClientIp } from "../http/client-ip.ts";
import {
  type ApiError,
  apiNotFound,
  errorResponse,
  invalidJson,
  tooManyRequests,
  unsupportedMediaType,
  validationFailed,
} from "../http/errors.ts";
import type { AppEnv } from "../http/session.ts";
import type { Logger } from "../logger.ts";

const SIGN_IN_PATH = "/api/auth/sign-in/email";
const SIGN_UP_PATH = "/api/auth/sign-up/email";
const UPDATE_USER_PATH = "/api/auth/update-user";
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

const invalid = (field: string, message: string) => validationFailed([{ field, message }], message);

/**
 * Better Auth's update-user stores whatever it is sent (an object as a name, a million
 * characters, a javascript: picture). Only the shared profile rule's fields go on to it.
 */
function profileUpdate(json: unknown): string {
  const parsed = profileUpdateSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.length ? issue.path.join(".") : "body";
    throw invalid(field, issue?.message ?? "Invalid profile");
  }
  return JSON.stringify(parsed.data);
}

/**
 * The checks Better Auth leaves to us, so that a client's bad body gets a 4xx in our error
 * shape rather than a 500 or an error in the log.
 */
function refusal(
  path: string,
  contentType: string,
  body: string,
  json: unknown,
): ApiError | undefined {
  if (!/^application\/json|^application\/x-www-form-urlencoded/i.test(contentType)) {
    return unsupportedMediaType();
  }
  if (NUL_IN_BODY.test(body)) return invalid("body", "Text cannot contain a NUL character");
  if (typeof json !== "object" || json === null) return undefined;
  const fields = json as Record<string, unknown>;
  for (const field of URL_FIELDS) {
    const url = fields[field];
    if (url !== undefined && (typeof url !== "string" || !PRINTABLE_ASCII.test(url))) {
      return invalid(field, `${field} must be a plain URL`);
    }
  }
  // Better Auth sets no longest name: the shared sign-up rule does.
  if (path === SIGN_UP_PATH && typeof fields.name === "string") {
    const name = signUpSchema.shape.name.safeParse(fields.name);
    if (!name.success) return invalid("name", name.error.issues[0]?.message ?? "Invalid name");
  }
  return undefined;
}

/** The account's password sign-in is paused (account-lockout.ts). */
function accountPaused(retryAfter: number): Response {
  const minutes = Math.ceil(retryAfter / 60);
  return errorResponse(
    tooManyRequests(
      `Too many failed sign-ins for this account. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}, or reset your password.`,
    ),
    { "retry-after": String(retryAfter) },
  );
}

/** Better Auth's 429 in our error shape, its message and Retry-After kept. */
async function rateLimited(response: Response): Promise<Response> {
  const { message } = (await response.json().catch(() => ({}))) as { message?: string };
  const headers = new Headers(response.headers);
  headers.delete("content-type");
  headers.delete("content-length");
  return errorResponse(
    tooManyRequests(message ?? "Too many requests. Please try again later."),
    headers,
  );
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
export function authProxy(auth: Auth, db: Db, trustedProxies: readonly string[], logger: Logger) {
  const audit = auditQueries(db);
  const lockout = accountLockout(db);
  const recentRefusals = new Map<string, number>();
  // The log must never cost anyone their answer.
  const record = (entry: NewAuditEntry) =>
    audit
      .record(entry)
      .catch((error) => logger.error("Audit log write failed", { error: String(error) }));
  return async (c: Context<AppEnv>) => {
    const ip = resolveClientIp(c, trustedProxies);
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, ip);
    let body: string | undefined;
    let json: unknown;
    if (c.req.method === "POST") {
      const contentType = c.req.header("content-type") ?? "";
      body = await c.req.text();
      // A client's malformed JSON is its mistake: answer 400 here rather than let Better Auth
      // log it as a server error.
      if (/^application\/json/i.test(contentType)) {
        body ||= "{}";
        try {
          json = JSON.parse(body);
        } catch {
          throw invalidJson();
        }
      }
      const refused = refusal(c.req.path, contentType, body, json);
      if (refused) throw refused;
      if (c.req.path === UPDATE_USER_PATH) body = profileUpdate(json);
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
    const handled = withConfirmationCaller(
      user && session ? { userId: user.id, sessionId: session.id } : null,
      () => auth.handler(new Request(c.req.raw.url, { method: c.req.method, headers, body })),
    );
    const response = await handled.result;
    // A first confirmation from another browser: choose a password before anything else.
    const passwordToken = handled.passwordToken();
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
    }
    if (entry) await record(entry);
    return response.status === 429 ? await rateLimited(response) : response;
  };
}
