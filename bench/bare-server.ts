// The floor the app is measured against: bare node:http doing the same work as
// GET /api/auth/user: verify the signed session cookie, one indexed session+user lookup in
// SQLite, JSON.stringify. Started by bench/run.ts with the database file and secret.
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import SQLite from "better-sqlite3";

const [file, secret, port] = process.argv.slice(2) as [string, string, string];
const db = new SQLite(file, { readonly: true });
const lookup = db.prepare(
  `select u.id, u.email, u.name, u.image, u.createdAt from session s join user u on u.id = s.userId
   where s.token = ? and s.expiresAt > ?`,
);

function tokenFrom(cookieHeader: string | undefined): string | undefined {
  const match = /better-auth\.session_token=([^;]+)/.exec(cookieHeader ?? "");
  if (!match?.[1]) return undefined;
  const [token, signature] = decodeURIComponent(match[1]).split(".");
  if (!token || !signature) return undefined;
  const expected = createHmac("sha256", secret).update(token).digest("base64");
  const a = Buffer.from(expected);
  const b = Buffer.from(signature);
  return a.length === b.length && timingSafeEqual(a, b) ? token : undefined;
}

http
  .createServer((request, response) => {
    const token = tokenFrom(request.headers.cookie);
    const row = token
      ? (lookup.get(token, new Date().toISOString()) as Record<string, string> | undefined)
      : undefined;
    if (!row) {
      response
        .writeHead(401, { "content-type": "application/json" })
        .end('{"code":"unauthorized"}');
      return;
    }
    const [firstName = null, ...rest] = (row.name ?? "").split(/\s+/).filter(Boolean);
    const body = JSON.stringify({
      id: row.id,
      email: row.email,
      firstName,
      lastName: rest.length ? rest.join(" ") : null,
      profileImageUrl: row.image ?? null,
      createdAt: row.createdAt,
    });
    response.writeHead(200, { "content-type": "application/json" }).end(body);
  })
  .listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
