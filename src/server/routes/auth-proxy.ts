import type { Context } from "hono";
import type { Auth } from "../auth.ts";
import type { Db } from "../db/index.ts";
import { auditQueries, type NewAuditEntry } from "../db/queries/audit.ts";
import { CLIENT_IP_HEADER, resolveClientIp } from "../http/client-ip.ts";
import type { AppEnv } from "../http/session.ts";
import type { Logger } from "../logger.ts";

const SIGN_IN_PATH = "/api/auth/sign-in/email";

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
    if (response.status === 429) entry = { kind: "rate-limited", action: c.req.path, ip };
    else if (c.req.path === SIGN_IN_PATH && response.status === 401) {
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
