// The floor the app is measured against: bare node:http doing the same work as
// GET /api/places: verify the signed session cookie, one indexed session lookup and one
// indexed places query in SQLite, JSON.stringify. Started by bench/run.ts.
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import SQLite from "better-sqlite3";

const [file, secret, port] = process.argv.slice(2) as [string, string, string];
const db = new SQLite(file, { readonly: true });
const lookupSession = db.prepare("select userId from session where token = ? and expiresAt > ?");
const listPlaces = db.prepare(
  `select id, name, address, notes, category, mood, visited, visitedDate, createdAt from place
   where userId = ? order by createdAt desc, id desc`,
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
    const session = token
      ? (lookupSession.get(token, new Date().toISOString()) as { userId: string } | undefined)
      : undefined;
    if (!session) {
      response
        .writeHead(401, { "content-type": "application/json" })
        .end('{"code":"unauthorized"}');
      return;
    }
    const rows = listPlaces.all(session.userId) as Record<string, unknown>[];
    const body = JSON.stringify(
      rows.map((row) => ({ ...row, photoUrl: null, visited: Boolean(row.visited) })),
    );
    response.writeHead(200, { "content-type": "application/json" }).end(body);
  })
  .listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
