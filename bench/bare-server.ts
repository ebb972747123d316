// The floor the app is measured against: bare node:http doing the same work as the app's
// GET and POST /api/places, and no more. Both verify the signed session cookie and do one
// indexed session lookup. GET / runs one indexed places query and JSON.stringify. POST /
// checks the CSRF token, parses the JSON, inserts the place and answers it. Started by
// bench/run.ts.
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import SQLite from "better-sqlite3";

const [file, secret, port] = process.argv.slice(2) as [string, string, string];
const db = new SQLite(file);
db.pragma("synchronous = FULL");
db.pragma("busy_timeout = 5000");
const lookupSession = db.prepare(
  "select id, userId from session where token = ? and expiresAt > ?",
);
const listPlaces = db.prepare(
  `select id, name, address, notes, category, mood, visited, visitedDate, createdAt from place
   where userId = ? order by createdAt desc, id desc`,
);
const insertPlace = db.prepare(
  `insert into place (userId, name, address, notes, category, mood, visited, visitedDate,
     duplicateKey, photoId, createdAt, updatedAt)
   values (?, ?, ?, ?, ?, ?, 0, null, ?, null, ?, ?)
   returning id, name, address, notes, category, mood, visited, visitedDate, createdAt`,
);

const sign = (value: string, encoding: "base64" | "base64url") =>
  createHmac("sha256", secret).update(value).digest(encoding);

function same(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function tokenFrom(cookieHeader: string | undefined): string | undefined {
  const match = /better-auth\.session_token=([^;]+)/.exec(cookieHeader ?? "");
  if (!match?.[1]) return undefined;
  const [token, signature] = decodeURIComponent(match[1]).split(".");
  if (!token || !signature) return undefined;
  return same(sign(token, "base64"), signature) ? token : undefined;
}

function answer(response: http.ServerResponse, status: number, body: string) {
  response.writeHead(status, { "content-type": "application/json" }).end(body);
}

function create(session: { id: string; userId: string }, body: string) {
  const input = JSON.parse(body) as Record<string, unknown>;
  if (typeof input.name !== "string") throw new Error("no name");
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  const now = new Date().toISOString();
  const row = insertPlace.get(
    session.userId,
    input.name,
    text(input.address),
    text(input.notes),
    text(input.category),
    text(input.mood),
    `${input.name.toLowerCase()}|${text(input.address)?.toLowerCase() ?? ""}`,
    now,
    now,
  ) as Record<string, unknown>;
  return JSON.stringify({ ...row, photoUrl: null, visited: false });
}

http
  .createServer((request, response) => {
    const token = tokenFrom(request.headers.cookie);
    const session = token
      ? (lookupSession.get(token, new Date().toISOString()) as
          | { id: string; userId: string }
          | undefined)
      : undefined;
    if (!session) return answer(response, 401, '{"code":"unauthorized"}');
    if (request.method !== "POST") {
      const rows = listPlaces.all(session.userId) as Record<string, unknown>[];
      const body = rows.map((row) => ({ ...row, photoUrl: null, visited: Boolean(row.visited) }));
      return answer(response, 200, JSON.stringify(body));
    }
    const csrf = request.headers["x-csrf-token"];
    if (typeof csrf !== "string" || !same(csrf, sign(`csrf:${session.id}`, "base64url"))) {
      return answer(response, 403, '{"code":"csrf_invalid"}');
    }
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      try {
        answer(response, 201, create(session, Buffer.concat(chunks).toString("utf8")));
      } catch {
        answer(response, 400, '{"code":"invalid"}');
      }
    });
  })
  .listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
