import type { Context } from "hono";
import type { Auth } from "../auth.ts";
import type { Db } from "../db/index.ts";
import { auditQueries, type NewAuditEntry } from "../db/queries/audit.ts";
import { CLIENT_IP_HEADER, resolveClientIp } from "../http/client-ip.ts";
import type { AppEnv } from "../http/session.ts";
import type { Logger } from "../logger.ts";

const SIGN_IN_PATH = "/api/auth/sign-in/email";
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
  const recentRefusals = new Map<string, number>();
  return async (c: Context<AppEnv>) => {
    const ip = resolveClientIp(c, trustedProxies);
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, ip);
    let body: string | undefined;
    let json: unknown;
    if (c.req.method === "POST") {
      body = await c.req.text();
      // A client's malformed JSON is its mistake: answer 400 here rather than let Better Auth
      // log it as a server error.
      if (c.req.header("content-type")?.includes("application/json"))
        json = JSON.parse(body || "{}");
    }
    const response = await auth.handler(
      new Request(c.req.raw.url, { method: c.req.method, headers, body }),
    );
    let entry: NewAuditEntry | undefined;
    if (response.status === 429) {
      const path = c.req.path.slice(0, MAX_PATH_LENGTH);
      if (firstOfFlood(recentRefusals, `${ip} ${path}`, Date.now())) {
        entry = { kind: "rate-limited", action: path, ip };
      }
    } else if (c.req.path === SIGN_IN_PATH && response.status === 401) {
      entry = { kind: "sign-in-failed", action: "sign-in", actor: attemptedEmail(json), ip };
    }
    // The log must never cost anyone their answer.
    if (entry)
      await audit
        .record(entry)
        .catch((error) => logger.error("Audit log write failed", { error: String(error) }));
    return response;
  };
}
