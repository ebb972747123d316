// The floor the app is measured against: bare node:http doing the same work as the app's
// place routes, and no more, on the same database file with the same durability (WAL, set by
// the app on the file; synchronous = FULL here). Every request verifies the signed session
// cookie and does one indexed session lookup. GET lists: one indexed places query and
// JSON.stringify. Writes check the CSRF token, parse the JSON and answer the row as JSON:
// POST inserts a place; PATCH /:id sets the fields sent, PATCH /:id/visit-status the visit;
// DELETE /:id deletes (204). Started by bench/run.ts and bench/writes.ts.
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

const columns = "id, name, address, notes, category, mood, visited, visitedDate, createdAt";
const editPlace = db.prepare(
  `update place set name = ?, address = ?, notes = ?, category = ?, mood = ?, duplicateKey = ?,
     updatedAt = ? where userId = ? and id = ? returning ${columns}`,
);
const visitPlace = db.prepare(
  `update place set visited = ?, visitedDate = ?, updatedAt = ? where userId = ? and id = ?
   returning ${columns}`,
);
const deletePlace = db.prepare("delete from place where userId = ? and id = ?");

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

const text = (value: unknown) => (typeof value === "string" ? value : null);
const asJson = (row: Record<string, unknown>) =>
  JSON.stringify({ ...row, photoUrl: null, visited: Boolean(row.visited) });

function create(session: { id: string; userId: string }, body: string) {
  const input = JSON.parse(body) as Record<string, unknown>;
  if (typeof input.name !== "string") throw new Error("no name");
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
  return asJson(row);
}

/** The answer to a write to place `id`: status and body. */
function change(
  session: { id: string; userId: string },
  method: string,
  id: number,
  visitStatus: boolean,
  body: string,
): [number, string] {
  if (method === "DELETE") {
    return deletePlace.run(session.userId, id).changes ? [204, ""] : [404, "{}"];
  }
  const input = JSON.parse(body) as Record<string, unknown>;
  const now = new Date().toISOString();
  const row = visitStatus
    ? visitPlace.get(input.visited ? 1 : 0, input.visited ? now : null, now, session.userId, id)
    : editPlace.get(
        text(input.name),
        text(input.address),
        text(input.notes),
        text(input.category),
        text(input.mood),
        `${text(input.name)?.toLowerCase()}|${text(input.address)?.toLowerCase() ?? ""}`,
        now,
        session.userId,
        id,
      );
  return row ? [200, asJson(row as Record<string, unknown>)] : [404, "{}"];
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
    if (request.method === "GET") {
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
        const body = Buffer.concat(chunks).toString("utf8");
        // /places/:id and /places/:id/visit-status; anything else is the collection.
        const target = /\/(\d+)(\/visit-status)?$/.exec(request.url ?? "");
        if (!target) return answer(response, 201, create(session, body));
        const [status, json] = change(
          session,
          request.method ?? "",
          Number(target[1]),
          target[2] !== undefined,
          body,
        );
        if (status === 204) return response.writeHead(204).end();
        answer(response, status, json);
      } catch {
        answer(response, 400, '{"code":"invalid"}');
      }
    });
  })
  .listen(Number(port), "127.0.0.1", () => process.send?.("ready"));
