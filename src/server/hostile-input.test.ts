import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ACHIEVEMENT_IDS } from "#shared/achievements.ts";
import { CATEGORIES, MOOD_NAMES } from "#shared/catalog.ts";
import { BULK_MAX_PLACES } from "#shared/place.ts";
import { PLACE_LIMITS } from "#shared/place-limits.ts";
import type { HttpClient } from "./testing/http-client.ts";
import { tableRows } from "./testing/table-rows.ts";
import { startTestApp, type TestApp } from "./testing/test-app.ts";

/**
 * Property-based tests of every JSON endpoint that takes a body, with hostile bodies: wrong
 * types, missing fields, prototype-pollution keys, malformed JSON, invalid UTF-8, deep nesting,
 * wrong content types, huge strings and bodies over the limit. For every request: never a 5xx,
 * never a server error logged; a 4xx answers the error shape (README.md#api) with no stack trace
 * or HTML and changes no row; no request touches another user's rows; Object.prototype stays
 * clean. fast-check prints the seed and the shrunk request of any failure.
 */

// The body limits of app.ts (module constants there): 1 MB for the API, 3 MB under /api/places.
const API_BODY_LIMIT = 1024 * 1024;
const PLACE_BODY_LIMIT = 3 * 1024 * 1024;
const BULK_BODY_LIMIT = PLACE_LIMITS.bulkRequestBytes;

const PASSWORD = "correct horse battery";
/** A 1×1 PNG: a real photo, and the raw material for broken ones. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const dataUrl = (bytes: Buffer, type = "image/png") =>
  `data:${type};base64,${bytes.toString("base64")}`;

let t: TestApp;
/** The user whose rows the place and achievement endpoints may change. */
const me = { id: "", email: "", placeId: 0, client: undefined as unknown as HttpClient };
/** Another user, whose rows no request of `me` may touch. */
const other = { id: "", placeId: 0 };
let admin: HttpClient;
const tokens = new Map<HttpClient, string>();

async function idOf(visitor: HttpClient) {
  return (await (await visitor.get("/api/auth/user")).json()) as { id: string; email: string };
}

beforeAll(async () => {
  t = await startTestApp();
  me.client = await t.signedInClient("Hostile Tester");
  Object.assign(me, await idOf(me.client));
  const mine = await me.client.write("POST", "/api/places", { name: "Home base" });
  me.placeId = ((await mine.json()) as { id: number }).id;

  const stranger = await t.signedInClient("Somebody Else");
  other.id = (await idOf(stranger)).id;
  const theirs = await stranger.write("POST", "/api/places", {
    name: "Their place",
    photoUrl: dataUrl(PNG),
  });
  other.placeId = ((await theirs.json()) as { id: number }).id;

  admin = await t.signedInClient("Ada Admin");
  const adminId = (await idOf(admin)).id;
  await t.db
    .insertInto("adminGrant")
    .values({ userId: adminId, grantedAt: new Date().toISOString() })
    .execute();
  for (const visitor of [me.client, admin]) tokens.set(visitor, await visitor.fetchCsrfToken());
});
afterAll(async () => {
  await t?.close();
});

// ---------------------------------------------------------------------------------------------
// What is checked

/** The rows a request could change (the audit log aside: a refused sign-in is recorded). */
async function snapshot() {
  const { auditLog: _, ...rows } = await tableRows(t.db);
  return rows;
}
type Snapshot = Awaited<ReturnType<typeof snapshot>>;

/** The rows of everyone but `me`: a request of mine must leave them as they are. */
function othersOf(rows: Snapshot) {
  const notMine = (row: { userId: string }) => row.userId !== me.id;
  return {
    place: rows.place.filter(notMine),
    photo: rows.photo.filter(notMine),
    achievement: rows.achievement.filter(notMine),
    user: rows.user.filter((row) => row.id !== me.id),
    session: rows.session.filter(notMine),
    account: rows.account.filter(notMine),
    adminGrant: rows.adminGrant,
  };
}

const LEAKS = [
  /at .+\.(ts|js|mjs|cjs):\d+/,
  /node_modules/,
  /\w*Error: /,
  /<(!doctype|html|head|body|pre)\b/i,
];

const OBJECT_PROTOTYPE = Object.getOwnPropertyNames(Object.prototype).sort();
const ARRAY_PROTOTYPE = Object.getOwnPropertyNames(Array.prototype).sort();

function expectNoPollution() {
  const probe: Record<string, unknown> = {};
  for (const key of ["polluted", "isAdmin", "role", "admin", "userId"]) {
    expect(probe[key], `({}).${key}`).toBeUndefined();
  }
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(OBJECT_PROTOTYPE);
  expect(Object.getOwnPropertyNames(Array.prototype).sort()).toEqual(ARRAY_PROTOTYPE);
}

// ---------------------------------------------------------------------------------------------
// Requests

type Who = "me" | "admin" | "visitor";
/** How the CSRF token travels: the header, the body's `_csrf` (JSON only), or not at all. */
type Csrf = "header" | "body" | "none";
type Hostile = {
  path: string;
  body: Buffer | undefined;
  contentType: string | undefined;
  csrf: Csrf;
  /** Sent as a stream, without a content-length. */
  chunked: boolean;
  /** On a pooled keep-alive connection, as a browser sends it; else on a connection of its own. */
  keepAlive?: boolean;
};

type Endpoint = {
  name: string;
  method: "POST" | "PATCH";
  who: Who;
  limit: number;
  /** The request's path; PATCH routes also get hostile ids. */
  path: fc.Arbitrary<() => string>;
  /** A valid body, for the content-type, huge-string and oversize properties. */
  valid: () => Record<string, unknown>;
  /** The field deep nesting and huge strings go into. */
  fields: readonly string[];
  /** Hostile JSON values for the body: wrong types, missing fields, pollution keys. */
  json: fc.Arbitrary<unknown>;
  /** More checks of a 2xx answer. */
  onSuccess?: (answer: unknown) => Promise<void>;
};

/** A summary for fast-check's report: the body's start, not megabytes of it. */
function withSummary(request: Hostile): Hostile {
  const text = request.body?.toString("utf8") ?? "";
  const summary = {
    path: request.path,
    contentType: request.contentType,
    csrf: request.csrf,
    chunked: request.chunked,
    keepAlive: request.keepAlive ?? false,
    bytes: request.body?.length ?? 0,
    body: text.length > 400 ? `${text.slice(0, 300)}…${text.slice(-60)}` : text,
  };
  return Object.assign(request, { [fc.toStringMethod]: () => JSON.stringify(summary) });
}

function jsonRequest(path: () => string, value: unknown, csrf: Csrf = "header"): Hostile {
  let body = value;
  if (csrf === "body" && value && typeof value === "object" && !Array.isArray(value)) {
    body = own([...Object.entries(value), ["_csrf", "(token)"]]);
  }
  return withSummary({
    path: path(),
    body: Buffer.from(JSON.stringify(body) ?? "null"),
    contentType: "application/json",
    csrf,
    chunked: false,
  });
}

function clientOf(who: Who): HttpClient {
  if (who === "me") return me.client;
  if (who === "admin") return admin;
  return t.client();
}

async function send(endpoint: Endpoint, request: Hostile): Promise<Response> {
  // Better Auth's rate limit (10 sign-ups or sign-ins a minute per address) would otherwise
  // answer every request after the tenth: clear it, as a new minute would.
  if (endpoint.who === "visitor") await t.db.deleteFrom("rateLimit").execute();
  const client = clientOf(endpoint.who);
  const token = tokens.get(client) ?? "";
  const headers: Record<string, string> = { origin: t.baseUrl };
  // A connection of its own, so that a failure is this request's, never a reused socket's.
  if (!request.keepAlive) headers.connection = "close";
  if (client.cookieHeader) headers.cookie = client.cookieHeader;
  if (request.contentType !== undefined) headers["content-type"] = request.contentType;
  if (request.csrf === "header" && endpoint.who !== "visitor") headers["x-csrf-token"] = token;
  let body: BodyInit | undefined = request.body && new Uint8Array(request.body);
  if (request.csrf === "body" && request.body) {
    body = new Uint8Array(Buffer.from(request.body.toString("utf8").replace("(token)", token)));
  }
  if (request.chunked && body) body = streamOf(body as Uint8Array);
  return fetch(`${t.baseUrl}${request.path}`, {
    method: endpoint.method,
    headers,
    body,
    redirect: "manual",
    // Needed by fetch for a streamed body.
    ...(request.chunked ? { duplex: "half" } : {}),
  } as RequestInit);
}

function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  const CHUNK = 64 * 1024;
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + CHUNK));
      offset += CHUNK;
    },
  });
}

/** Sends one request and checks every property of the answer and the database. */
async function check(endpoint: Endpoint, request: Hostile) {
  const errorsBefore = vi.mocked(console.error).mock.calls.length;
  const before = await snapshot();
  const started = performance.now();
  const response = await send(endpoint, request).catch((error: Error) => {
    const elapsed = Math.round(performance.now() - started);
    throw new Error(
      `No answer: the connection closed after ${elapsed} ms (${error.cause ?? error})`,
    );
  });
  const text = await response.text();
  const after = await snapshot();
  const status = response.status;
  const said = `${status} ${text.slice(0, 300)}`;

  expect(status, said).toBeGreaterThanOrEqual(200);
  expect(status, said).toBeLessThan(500);
  const logged = vi.mocked(console.error).mock.calls.slice(errorsBefore);
  expect(
    logged.map((args) => args.join(" ")),
    `server logged an error (${said})`,
  ).toEqual([]);
  expect(response.headers.get("content-type"), said).toMatch(/^application\/json/);
  const answer: unknown = JSON.parse(text);
  if (status >= 400) {
    for (const leak of LEAKS) expect(text).not.toMatch(leak);
    expect(answer, said).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    const { details } = answer as { details?: unknown };
    if (details !== undefined) {
      expect(Array.isArray(details), said).toBe(true);
      for (const detail of details as unknown[]) {
        expect(detail).toEqual({ field: expect.any(String), message: expect.any(String) });
      }
    }
    expect(after, `a ${status} answer changed rows`).toEqual(before);
  } else if (endpoint.who !== "visitor") {
    expect(othersOf(after), "another user's rows changed").toEqual(othersOf(before));
    await endpoint.onSuccess?.(answer);
  } else {
    await endpoint.onSuccess?.(answer);
  }
  expectNoPollution();
  return status;
}

// ---------------------------------------------------------------------------------------------
// Hostile values

/** An object with these own properties, `__proto__` included (a literal would set the prototype). */
function own(pairs: readonly (readonly [string, unknown])[]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of pairs) {
    Object.defineProperty(object, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return object;
}

const polluted = () => own([["polluted", "yes"]]);
const pollution: fc.Arbitrary<unknown> = fc.constantFrom(
  polluted(),
  own([["__proto__", polluted()]]),
  own([["prototype", polluted()]]),
  own([["constructor", own([["prototype", polluted()]])]]),
  own([
    [
      "__proto__",
      own([
        [
          "__proto__",
          own([
            ["polluted", "yes"],
            ["isAdmin", true],
          ]),
        ],
      ]),
    ],
  ]),
  own([
    [
      "constructor",
      own([
        [
          "prototype",
          own([
            ["isAdmin", true],
            ["role", "admin"],
          ]),
        ],
      ]),
    ],
  ]),
  [own([["__proto__", polluted()]])],
  own([["__proto__", [polluted()]]]),
  own([["__proto__", null]]),
  own([["__proto__", "not an object"]]),
);

const evilKey = fc.constantFrom(
  "__proto__",
  "constructor",
  "prototype",
  "__defineGetter__",
  "__lookupGetter__",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "toJSON",
  "then",
  "userId",
  "id",
  "role",
  "isAdmin",
  "emailVerified",
  "_csrf",
  "",
);

const nastyString = fc.constantFrom(
  "",
  " ",
  "\t\r\n",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff\ud800",
  "\uffff\ufffe",
  "\u202e\u200b\u00a0",
  "e\u0301",
  "💥",
  "null",
  "undefined",
  "NaN",
  "true",
  "-1",
  "1e999",
  "[]",
  "{}",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "' OR '1'='1",
  "'; DROP TABLE place; --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection attempt, on purpose
  "${process.exit()}",
  "{{7*7}}",
  "../../etc/passwd",
  "%00%ff",
  "\\",
  '"',
  "A".repeat(PLACE_LIMITS.name + 1),
  "A".repeat(PLACE_LIMITS.address + 1),
  "A".repeat(PLACE_LIMITS.notes + 1),
  " ".repeat(PLACE_LIMITS.notes + 1),
  "💥".repeat(PLACE_LIMITS.name),
);

const text: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  nastyString,
);

const number = fc.oneof(
  fc.constantFrom(0, -0, 1, -1, 1.5, 1e308, -1e308, 2 ** 31, 2 ** 53 + 2, Number.MIN_VALUE),
  fc.integer(),
  fc.double(),
);

/** A value of the wrong type, or of the right type but wrong. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  text,
  number,
  fc.constantFrom(null, true, false),
  fc.jsonValue({ maxDepth: 3 }),
  fc.array(text, { maxLength: 3 }),
  pollution,
);

/** A field: its valid values, and near misses beyond the generic hostile values. */
type Field = { valid: fc.Arbitrary<unknown>; wrong?: fc.Arbitrary<unknown> };

/**
 * A body of these fields, valid but for 0–2 wrong values, sometimes one missing field, plus
 * 0–2 hostile extra keys (pollution, privileged fields); now and then no object at all.
 */
/** A valid body of these fields: the required ones and any of the others. */
const validBody = (fields: Record<string, Field>, required: string[] = []) =>
  fc.record(Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.valid])), {
    requiredKeys: required,
  });

function hostileBody(fields: Record<string, Field>, required: string[] = []) {
  const keys = Object.keys(fields);
  const wrongValue = (key: string) => {
    const wrong = fields[key]?.wrong;
    return (wrong ? fc.oneof(wrong, hostileValue) : hostileValue).map(
      (value) => [key, value] as const,
    );
  };
  const object = fc
    .tuple(
      validBody(fields, required),
      fc.array(fc.constantFrom(...keys).chain(wrongValue), { maxLength: 2 }),
      fc.option(fc.constantFrom(...keys), { freq: 5 }),
      fc.array(fc.tuple(evilKey, fc.oneof(pollution, hostileValue)), { maxLength: 2 }),
    )
    .map(([known, wrong, missing, extra]) =>
      own([...Object.entries(known), ...wrong, ...extra].filter(([key]) => key !== missing)),
    );
  return fc.oneof(
    { arbitrary: object, weight: 10 },
    { arbitrary: hostileValue, weight: 1 },
    { arbitrary: pollution, weight: 1 },
  );
}

const placeName = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }),
  fc.string({ unit: "binary", minLength: 1, maxLength: 40 }),
);

const brokenPng = [
  PNG.subarray(0, 20),
  PNG.subarray(0, PNG.length - 12),
  Buffer.concat([PNG.subarray(0, 40), Buffer.alloc(20, 0xff), PNG.subarray(60)]),
  // A header claiming 65535×65535 pixels (its CRC no longer fits).
  Buffer.concat([
    PNG.subarray(0, 16),
    Buffer.from([0, 0, 255, 255, 0, 0, 255, 255]),
    PNG.subarray(24),
  ]),
];
const brokenPhotoUrl = fc.oneof(
  fc.constantFrom(
    dataUrl(PNG, "image/jpeg"),
    ...brokenPng.map((bytes) => dataUrl(bytes)),
    dataUrl(Buffer.from("GIF89a\u0001\u0000\u0001\u0000junk")),
    dataUrl(Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 junk"), "image/webp"),
    dataUrl(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      "image/png",
    ),
    dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), "image/svg+xml"),
    "data:image/png;base64,",
    "data:image/png;base64,=",
    "data:image/png;base64,!!!not base64!!!",
    "data:image/png;base64,====",
    "data:image/png,rawbytes",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "javascript:alert(1)",
    "https://evil.example/x.png",
    "/api/photos/1",
    "/api/photos/0",
    "/api/photos/99999999999999999999",
    "/api/photos/1/../../admin",
  ),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => dataUrl(Buffer.from(bytes))),
);

const isoDate = fc
  .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date(), noInvalidDate: true })
  .chain((date) => fc.constantFrom(date.toISOString(), date.toISOString().slice(0, 10)));
const edgeDate = fc.constantFrom(
  "0000-01-01",
  "0000-01-01T00:00:00Z",
  "0001-01-01",
  "0001-01-01T00:00:00+14:00",
  "1000-01-01T00:00:00.000000001Z",
  "1969-12-31T23:59:59.999Z",
  "2024-02-29",
  "2023-02-29",
  "2024-02-30",
  "2024-04-31",
  "2024-13-01",
  "2024-00-10",
  "2024-01-01T24:00:00Z",
  "2024-01-01T23:59:60Z",
  "2024-01-01T12:00:00",
  "2024-01-01T12:00:00+99:99",
  "2024-01-01 12:00:00Z",
  "9999-12-31",
  "2999-01-01T00:00:00Z",
  "+275760-09-13T00:00:00Z",
  "-000001-01-01T00:00:00Z",
  "20240101",
  "today",
);
const date: Field = { valid: fc.oneof(isoDate, fc.constant(null)), wrong: edgeDate };

const placeFields: Record<string, Field> = {
  name: { valid: placeName, wrong: nastyString },
  address: { valid: fc.oneof(fc.constant(null), placeName), wrong: nastyString },
  notes: { valid: fc.oneof(fc.constant(null), placeName), wrong: nastyString },
  category: {
    valid: fc.constantFrom(...CATEGORIES, null),
    wrong: fc.constantFrom("history & heritage", " History & Heritage", "Other", ""),
  },
  mood: {
    valid: fc.constantFrom(...MOOD_NAMES, null),
    wrong: fc.constantFrom("", "Happy!", "😀", MOOD_NAMES[0].toUpperCase()),
  },
  photoUrl: {
    valid: fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, fc.constant(dataUrl(PNG))),
    wrong: brokenPhotoUrl,
  },
  visited: { valid: fc.boolean(), wrong: fc.constantFrom("true", "false", 1, 0, "on", null) },
};

const bulkPlaceFields = { ...placeFields, visitedDate: date, createdAt: date };

/** A place id for the path: mine mostly, sometimes another user's or no id at all. */
const placeIdPath = (suffix: string): fc.Arbitrary<() => string> =>
  fc
    .oneof(
      { arbitrary: fc.constant("mine"), weight: 6 },
      {
        arbitrary: fc.constantFrom(
          "theirs",
          "0",
          "-1",
          "abc",
          "1.5",
          "1e3",
          "0x10",
          "00001",
          "99999999999",
          "2147483648",
          "%00",
          "%2e%2e",
          "1;DROP%20TABLE%20place",
          "__proto__",
        ),
        weight: 1,
      },
    )
    .map((id) => () => {
      const resolved =
        id === "mine" ? me.placeId : id === "theirs" ? other.placeId : (id as string | number);
      return `/api/places/${resolved}${suffix}`;
    });

async function expectMine(answer: unknown) {
  const { id } = answer as { id: number };
  const row = await t.db
    .selectFrom("place")
    .select("userId")
    .where("id", "=", id)
    .executeTakeFirst();
  expect(row?.userId).toBe(me.id);
}

const badEmail = fc.oneof(
  fc.constantFrom(
    "",
    "a",
    "@",
    "a@",
    "@b.co",
    "a@b",
    "a@@b.co",
    "a b@c.co",
    "a@b.co\u0000",
    "\u0000@b.co",
    "a@b.co\r\nBcc: victim@example.com",
    "<script>@b.co",
    '"quoted"@example.com',
    "ünïcode@exämple.com",
    `${"a".repeat(250)}@example.com`,
  ),
  fc.emailAddress(),
);
const newEmail = fc.uuid().map((id) => `hostile-${id}@example.com`);
const myEmail = fc.constant(null).map(() => me.email);
const badPassword = fc.oneof(
  fc.constantFrom("", "short", "1234567", "x".repeat(129), " ".repeat(200)),
  fc.string({ unit: "binary", maxLength: 40 }),
);
const callbackURL = fc.constantFrom(
  "/",
  "/places",
  "https://evil.example/",
  "//evil.example",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "/\u2603",
  "\u0000",
  "/a\r\nSet-Cookie: x=1",
);

/** A new user never verified its email or became an admin by asking at sign-up. */
async function expectUnprivileged(answer: unknown) {
  const { user } = answer as { user?: { id: string } };
  if (!user) return;
  const row = await t.db
    .selectFrom("user")
    .select("emailVerified")
    .where("id", "=", user.id)
    .executeTakeFirstOrThrow();
  expect(Boolean(row.emailVerified)).toBe(false);
  const grant = await t.db
    .selectFrom("adminGrant")
    .select("userId")
    .where("userId", "=", user.id)
    .executeTakeFirst();
  expect(grant).toBeUndefined();
}

const fixedPath = (path: string) => fc.constant(() => path);

const ENDPOINTS: Endpoint[] = [
  {
    name: "POST /api/places",
    method: "POST",
    who: "me",
    limit: PLACE_BODY_LIMIT,
    path: fixedPath("/api/places"),
    valid: () => ({ name: `Valid ${Math.random()}` }),
    fields: ["name", "address", "notes", "category", "mood", "photoUrl", "visited"],
    json: hostileBody(placeFields, ["name"]),
    onSuccess: expectMine,
  },
  {
    name: "PATCH /api/places/:id",
    method: "PATCH",
    who: "me",
    limit: PLACE_BODY_LIMIT,
    path: placeIdPath(""),
    valid: () => ({ notes: `Valid ${Math.random()}` }),
    fields: ["name", "address", "notes", "category", "mood", "photoUrl"],
    // `visited` is not a field of this route: sent anyway, it must be dropped.
    json: hostileBody(placeFields),
    onSuccess: expectMine,
  },
  {
    name: "PATCH /api/places/:id/visit-status",
    method: "PATCH",
    who: "me",
    limit: PLACE_BODY_LIMIT,
    path: placeIdPath("/visit-status"),
    valid: () => ({ visited: true, visitDate: "2024-05-01" }),
    fields: ["visited", "visitDate"],
    json: hostileBody({ visited: placeFields.visited as Field, visitDate: date }, ["visited"]),
    onSuccess: expectMine,
  },
  {
    name: "POST /api/places/bulk",
    method: "POST",
    who: "me",
    limit: BULK_BODY_LIMIT,
    path: fixedPath("/api/places/bulk"),
    valid: () => ({ places: [{ name: `Bulk ${Math.random()}` }] }),
    fields: ["places"],
    json: hostileBody(
      {
        places: {
          // Mostly valid places, so that a single hostile one decides the answer.
          valid: fc.array(
            fc.oneof(
              { arbitrary: validBody(bulkPlaceFields, ["name"]), weight: 4 },
              { arbitrary: hostileBody(bulkPlaceFields, ["name"]), weight: 1 },
            ),
            { minLength: 1, maxLength: 5 },
          ),
          wrong: fc.constantFrom(
            [],
            Array.from({ length: BULK_MAX_PLACES + 1 }, (_, i) => ({ name: `Too many ${i}` })),
          ),
        },
      },
      ["places"],
    ),
  },
  {
    name: "POST /api/achievements",
    method: "POST",
    who: "me",
    limit: API_BODY_LIMIT,
    path: fixedPath("/api/achievements"),
    valid: () => ({ achievementId: "explorer" }),
    fields: ["achievementId"],
    json: hostileBody(
      {
        achievementId: {
          valid: fc.constantFrom(...ACHIEVEMENT_IDS),
          wrong: fc.constantFrom("EXPLORER", "explorer ", "__proto__", "toString", ""),
        },
      },
      ["achievementId"],
    ),
  },
  {
    // Takes no body: whatever is sent is ignored, and the download is the answer.
    name: "POST /api/admin/backup",
    method: "POST",
    who: "admin",
    limit: API_BODY_LIMIT,
    path: fixedPath("/api/admin/backup"),
    valid: () => ({}),
    fields: ["places"],
    json: hostileBody({ places: { valid: hostileValue }, users: { valid: hostileValue } }),
  },
  {
    name: "POST /api/auth/sign-up/email",
    method: "POST",
    who: "visitor",
    limit: API_BODY_LIMIT,
    path: fixedPath("/api/auth/sign-up/email"),
    valid: () => ({
      email: `valid-${Math.random().toString(36).slice(2)}@example.com`,
      password: PASSWORD,
      name: "Valid Visitor",
    }),
    fields: ["email", "password", "name"],
    json: hostileBody(
      {
        email: { valid: newEmail, wrong: fc.oneof(badEmail, myEmail) },
        password: { valid: fc.string({ minLength: 8, maxLength: 64 }), wrong: badPassword },
        name: { valid: placeName, wrong: nastyString },
        image: { valid: fc.constantFrom(null, "https://example.com/me.png") },
        rememberMe: { valid: fc.boolean() },
        callbackURL: { valid: callbackURL },
        emailVerified: { valid: fc.constantFrom(true, "true", 1) },
      },
      ["email", "password", "name"],
    ),
    onSuccess: expectUnprivileged,
  },
  {
    name: "POST /api/auth/sign-in/email",
    method: "POST",
    who: "visitor",
    limit: API_BODY_LIMIT,
    path: fixedPath("/api/auth/sign-in/email"),
    valid: () => ({ email: me.email, password: `wrong ${Math.random()}` }),
    fields: ["email", "password"],
    json: hostileBody(
      {
        email: { valid: fc.oneof(myEmail, newEmail), wrong: badEmail },
        password: { valid: fc.constantFrom(PASSWORD, "wrong but long enough"), wrong: badPassword },
        rememberMe: { valid: fc.boolean() },
        callbackURL: { valid: callbackURL },
      },
      ["email", "password"],
    ),
  },
];

// ---------------------------------------------------------------------------------------------
// Hostile bodies as bytes

const malformedJson = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "{",
    "}",
    "[",
    "{'name':'x'}",
    '{"name":"x",}',
    '{"name":"x"',
    '{"name":}',
    '{"name" "x"}',
    '{name:"x"}',
    '{"name":"x"}{"name":"y"}',
    '{"name":"x"} trailing',
    "NaN",
    "Infinity",
    "undefined",
    "nul",
    "tru",
    "01",
    "1e99999",
    "-",
    '"\\u12"',
    '"\\x41"',
    '{"name":"\\ud800"}',
    '{"name":"\u0000"}',
    '{"name":"a\nb"}',
    "\uFEFF{}",
    "/* comment */{}",
    "null",
    "true",
    "0",
    '"string"',
    "[]",
    "[{}]",
  ),
  fc
    .tuple(fc.json(), fc.nat())
    .map(([json, cut]) => json.slice(0, json.length > 1 ? cut % json.length : 0)),
  fc.string({ unit: "binary", maxLength: 200 }),
);

const invalidUtf8 = fc
  .tuple(
    fc.constantFrom('{"name":"', '{"email":"', '{"', "", '{"places":[{"name":"'),
    fc.oneof(
      fc.uint8Array({ minLength: 1, maxLength: 24 }).map((bytes) => bytes.map((b) => b | 0x80)),
      fc.constantFrom(
        Uint8Array.of(0xc0, 0xaf),
        Uint8Array.of(0xe0, 0x80, 0xaf),
        Uint8Array.of(0xed, 0xa0, 0x80),
        Uint8Array.of(0xf4, 0x90, 0x80, 0x80),
        Uint8Array.of(0xf8, 0x88, 0x80, 0x80, 0x80),
        Uint8Array.of(0xff, 0xfe),
        Uint8Array.of(0xe2, 0x82),
      ),
    ),
    fc.constantFrom('"}', "", '":1}', '"}]}'),
  )
  .map(([head, bytes, tail]) => Buffer.concat([Buffer.from(head), bytes, Buffer.from(tail)]));

const otherEncodings = fc
  .constantFrom("utf16le", "latin1", "ucs2")
  .chain((encoding) =>
    fc
      .constantFrom('{"name":"Café ☕"}', '{"email":"é@example.com","password":"pässwörd!"}')
      .map((json) => Buffer.from(json, encoding as BufferEncoding)),
  );

function deeplyNested(field: string) {
  return fc
    .record({
      depth: fc.integer({ min: 1_000, max: 20_000 }),
      open: fc.constantFrom("[", '{"a":', '{"__proto__":', '{"constructor":{"prototype":'),
      closed: fc.boolean(),
      inField: fc.boolean(),
    })
    .map(({ depth, open, closed, inField }) => {
      const closers = open.startsWith("[") ? "]" : "}".repeat(open.split("{").length - 1);
      const nested = `${open.repeat(depth)}1${closed ? closers.repeat(depth) : ""}`;
      return Buffer.from(inField ? `{${JSON.stringify(field)}:${nested}}` : nested);
    });
}

function rawBody(endpoint: Endpoint) {
  return fc.oneof(
    malformedJson.map((json) => Buffer.from(json)),
    invalidUtf8,
    otherEncodings,
    fc.uint8Array({ maxLength: 256 }).map((bytes) => Buffer.from(bytes)),
    deeplyNested(endpoint.fields[0] ?? "a"),
  );
}

const JSON_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16",
  "application/json; charset=nonsense",
] as const;

const OTHER_TYPES = [
  undefined,
  "",
  "text/plain",
  "text/html",
  "text/json",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=xyz",
  "multipart/form-data",
  "application/xml",
  "application/octet-stream",
  "image/png",
  "application/json-patch+json",
  "application/merge-patch+json",
  "APPLICATION/JSON",
  "application/x-json",
  "application/jsonp",
  "application/json, text/plain",
  "application/ json",
  ";;;",
  "*/*",
] as const;

function bodyOfShape(endpoint: Endpoint, shape: string): Buffer {
  const valid = endpoint.valid();
  switch (shape) {
    case "json":
      return Buffer.from(JSON.stringify(valid));
    case "form":
      return Buffer.from(
        new URLSearchParams(Object.entries(valid).map(([k, v]) => [k, String(v)])).toString(),
      );
    case "multipart":
      return Buffer.from(
        [
          "--xyz",
          'Content-Disposition: form-data; name="name"',
          "",
          "Multipart",
          "--xyz",
          'Content-Disposition: form-data; name="photo"; filename="../../evil.png"',
          "Content-Type: image/png",
          "",
          "\u0089PNG junk",
          "--xyz",
        ].join("\r\n"),
      );
    case "xml":
      return Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
      );
    default:
      return Buffer.alloc(0);
  }
}

const csrf = fc.oneof(
  { arbitrary: fc.constant<Csrf>("header"), weight: 8 },
  { arbitrary: fc.constant<Csrf>("body"), weight: 1 },
  { arbitrary: fc.constant<Csrf>("none"), weight: 1 },
);

/** 1–2 MB of one character, JSON-escaped as it comes (a NUL is six bytes, an emoji four). */
function huge(endpoint: Endpoint) {
  return fc
    .record({
      path: endpoint.path,
      size: fc.integer({ min: 1_000_000, max: 2_000_000 }),
      unit: fc.constantFrom("a", "é", "💥", "\u0000", "<", "\\", "\ud800"),
      field: fc.constantFrom(...endpoint.fields),
    })
    .map(({ path, size, unit, field }) => {
      const value = unit.repeat(Math.ceil(size / unit.length));
      const valid = endpoint.valid();
      const body = field === "places" ? { places: [{ name: "Huge", notes: value }] } : valid;
      if (field !== "places") body[field] = value;
      return jsonRequest(path, body);
    });
}

/** A body over the route's limit, with a content-length or streamed without one. */
function oversized(endpoint: Endpoint) {
  return fc
    .record({
      path: endpoint.path,
      extra: fc.integer({ min: 1, max: 100_000 }),
      chunked: fc.boolean(),
      json: fc.boolean(),
    })
    .map(({ path, extra, chunked, json }) => {
      const size = endpoint.limit + extra;
      const head = Buffer.from(`{"${endpoint.fields[0]}":"`);
      const body = json
        ? Buffer.concat([head, Buffer.alloc(size - head.length - 2, "a"), Buffer.from('"}')])
        : Buffer.alloc(size, "{");
      return withSummary({
        path: path(),
        body,
        contentType: "application/json",
        csrf: "header",
        chunked,
      });
    });
}

// ---------------------------------------------------------------------------------------------
// The properties

const property = <T>(arbitrary: fc.Arbitrary<T>, run: (value: T) => Promise<unknown>) =>
  fc.asyncProperty(arbitrary, async (value) => {
    await run(value);
  });

/** Runs on the smaller of each kind: the bulk route's 32 MB bodies are kept to a couple. */
const RUNS = { json: 150, raw: 80, types: 50, huge: 3, oversized: 3 } as const;
const SLOW = 120_000;

/**
 * A body under the route's limit that the route answers without reading (it takes none, or
 * refuses the id in the path first), on a keep-alive connection as a browser sends it. Found
 * by the properties: the answer is lost, the connection closed about 500 ms later. app.ts's
 * body limit calls Hono's bodyLimit, which touches `c.req.raw.body`; @hono/node-server then
 * cannot drain the unread body after answering and closes the socket at its drain timeout.
 * First in the file: once sharp has been busy (the photo properties) the loss shows less
 * often on SQLite, while it shows on every run of this block alone and on PostgreSQL.
 */
describe("a body the route never reads", () => {
  it.each([
    ["POST /api/admin/backup", "/api/admin/backup", "application/json", API_BODY_LIMIT - 1024],
    [
      "PATCH /api/places/:id/visit-status",
      "/api/places/abc/visit-status",
      "application/json",
      PLACE_BODY_LIMIT - 1024,
    ],
  ])(
    "answers a body that %s never reads",
    { timeout: SLOW },
    async (name, path, contentType, size) => {
      for (let i = 0; i < 10; i++) {
        // A small request first, so that the big one goes out on a reused connection.
        await (await clientOf(endpointOf(name).who).get("/api/csrf-token")).text();
        await check(
          endpointOf(name),
          withSummary({
            path,
            body: Buffer.alloc(size, "["),
            contentType,
            csrf: "header",
            chunked: false,
            keepAlive: true,
          }),
        );
      }
    },
  );
});

describe.each(ENDPOINTS)("$name with hostile input", (endpoint) => {
  const isAdmin = endpoint.who === "admin";

  it("never fails on wrong types, missing fields or pollution keys", {
    timeout: SLOW,
  }, async () => {
    await fc.assert(
      property(
        fc
          .tuple(endpoint.path, endpoint.json, csrf)
          .map(([path, body, via]) => jsonRequest(path, body, via)),
        (request) => check(endpoint, request),
      ),
      { numRuns: isAdmin ? 30 : RUNS.json },
    );
  });

  it("answers 400 to malformed JSON, invalid UTF-8 and deep nesting", {
    timeout: SLOW,
  }, async () => {
    await fc.assert(
      property(
        fc
          .tuple(endpoint.path, rawBody(endpoint), fc.constantFrom(...JSON_TYPES))
          .map(([path, body, contentType]) =>
            withSummary({ path: path(), body, contentType, csrf: "header", chunked: false }),
          ),
        (request) => check(endpoint, request),
      ),
      { numRuns: isAdmin ? 30 : RUNS.raw },
    );
  });

  it("answers a 4xx to wrong content types", { timeout: SLOW }, async () => {
    await fc.assert(
      property(
        fc
          .tuple(
            endpoint.path,
            fc.constantFrom(...OTHER_TYPES),
            fc.constantFrom("json", "form", "multipart", "xml", "empty"),
          )
          .map(([path, contentType, shape]) =>
            withSummary({
              path: path(),
              body: bodyOfShape(endpoint, shape),
              contentType,
              csrf: "header",
              chunked: false,
            }),
          ),
        async (request) => {
          const status = await check(endpoint, request);
          // Better Auth reads form posts too; our own routes take JSON only.
          const json = request.contentType?.includes("application/json") ?? false;
          if (endpoint.who === "me" && !json) expect([404, 415]).toContain(status);
        },
      ),
      { numRuns: isAdmin ? 20 : RUNS.types },
    );
  });

  it("answers 400 or 413 to 1–2 MB strings", { timeout: SLOW }, async () => {
    await fc.assert(
      property(huge(endpoint), async (request) => {
        const status = await check(endpoint, request);
        if (endpoint.who === "me") expect([400, 404, 413]).toContain(status);
      }),
      { numRuns: RUNS.huge },
    );
  });

  it("answers 413 to a body over the limit", { timeout: SLOW }, async () => {
    await fc.assert(
      property(oversized(endpoint), async (request) => {
        expect(await check(endpoint, request)).toBe(413);
      }),
      { numRuns: endpoint.limit > PLACE_BODY_LIMIT ? 2 : RUNS.oversized },
    );
  });
});

/** The endpoint of this name. */
function endpointOf(name: string): Endpoint {
  const endpoint = ENDPOINTS.find((candidate) => candidate.name === name);
  if (!endpoint) throw new Error(`No endpoint ${name}`);
  return endpoint;
}

const mine = () => `/api/places/${me.placeId}`;
const signIn = () => ({ email: me.email, password: PASSWORD });

/** Inputs the properties have found, kept as examples so that each is tried on every run. */
const FOUND: [string, string, () => Hostile][] = [
  [
    "an empty photo data URL, new place",
    "POST /api/places",
    () =>
      jsonRequest(() => "/api/places", { name: "Empty photo", photoUrl: "data:image/png;base64," }),
  ],
  [
    "an empty photo data URL, edited place",
    "PATCH /api/places/:id",
    () => jsonRequest(mine, { photoUrl: "data:image/png;base64,=" }),
  ],
  [
    "an empty photo data URL, bulk",
    "POST /api/places/bulk",
    () =>
      jsonRequest(() => "/api/places/bulk", {
        places: [{ name: "Empty bulk photo", photoUrl: "data:image/png;base64," }],
      }),
  ],
  [
    "a NUL character in a place's name",
    "POST /api/places",
    () => jsonRequest(() => "/api/places", { name: "Nul\u0000Place" }),
  ],
  [
    "a NUL character in a place's notes",
    "PATCH /api/places/:id",
    () => jsonRequest(mine, { notes: "\u0000" }),
  ],
  [
    "a NUL character in a bulk place's address",
    "POST /api/places/bulk",
    () => jsonRequest(() => "/api/places/bulk", { places: [{ name: "Nul", address: "\u0000" }] }),
  ],
  [
    "a NUL character in a new user's name",
    "POST /api/auth/sign-up/email",
    () =>
      jsonRequest(() => "/api/auth/sign-up/email", {
        email: `nul-${Date.now()}@example.com`,
        password: PASSWORD,
        name: "Nul\u0000Name",
      }),
  ],
  [
    "a visit in year 0",
    "PATCH /api/places/:id/visit-status",
    () => jsonRequest(() => `${mine()}/visit-status`, { visited: true, visitDate: "0000-01-01" }),
  ],
  [
    "a place added in year 0, bulk",
    "POST /api/places/bulk",
    () =>
      jsonRequest(() => "/api/places/bulk", {
        places: [{ name: "Year zero", createdAt: "0000-01-01T00:00:00Z" }],
      }),
  ],
  [
    "a sign-in whose callbackURL is outside Latin-1",
    "POST /api/auth/sign-in/email",
    () => jsonRequest(() => "/api/auth/sign-in/email", { ...signIn(), callbackURL: "/\u2603" }),
  ],
  [
    "an empty JSON body to sign-in",
    "POST /api/auth/sign-in/email",
    () =>
      withSummary({
        path: "/api/auth/sign-in/email",
        body: Buffer.alloc(0),
        contentType: "application/json",
        csrf: "header",
        chunked: false,
      }),
  ],
  [
    "a text/plain body to sign-up",
    "POST /api/auth/sign-up/email",
    () =>
      withSummary({
        path: "/api/auth/sign-up/email",
        body: Buffer.from("hello"),
        contentType: "text/plain",
        csrf: "header",
        chunked: false,
      }),
  ],
];

describe("inputs found by the properties", () => {
  it.each(FOUND)("%s (%s)", async (_, name, request) => {
    await check(endpointOf(name), request());
  });
});

describe("a flood of sign-ins", () => {
  it("is refused with 429 in the error shape", async () => {
    await t.db.deleteFrom("rateLimit").execute();
    const statuses: number[] = [];
    let refusal: Response | undefined;
    for (let i = 0; i < 15 && !refusal; i++) {
      const response = await t.client().signIn(me.email, `wrong ${i}`);
      statuses.push(response.status);
      if (response.status === 429) refusal = response;
      else await response.body?.cancel();
    }
    await t.db.deleteFrom("rateLimit").execute();
    expect(statuses).toContain(429);
    const text = (await refusal?.text()) ?? "";
    expect(JSON.parse(text)).toMatchObject({
      message: expect.any(String),
      code: expect.any(String),
    });
  });
});

describe("after every hostile request", () => {
  it("leaves Object.prototype and Array.prototype as they were", () => {
    expectNoPollution();
  });
});
