import { relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { PLACE_BODY_LIMIT_BYTES } from "../app.ts";
import {
  bodyOfShape,
  csrf,
  type Endpoint,
  type Hostile,
  huge,
  jsonRequest,
  oversized,
  rawBody,
  type Who,
  withSummary,
} from "./hostile-requests.ts";
import { HOSTILE_ROUTES } from "./hostile-routes.ts";
import { JSON_ALIASES, JSON_TYPES, OTHER_TYPES } from "./hostile-values.ts";
import {
  expectNoPollution,
  type Me,
  othersOf,
  snapshot,
  startWorld,
  type World,
} from "./hostile-world.ts";
import type { HttpClient } from "./http-client.ts";

/**
 * The harness of the property-based tests of every JSON endpoint that takes a body
 * (*.hostile.test.ts, beside each route), with hostile bodies: wrong types, missing fields,
 * prototype-pollution keys, malformed JSON, invalid UTF-8, deep nesting, wrong content types,
 * huge strings and bodies over the limit. For every request: never a 5xx, never a server error
 * logged; a 4xx answers the error shape (README.md#api) with no stack trace or HTML and changes
 * no row; no request touches another user's rows; Object.prototype stays clean. fast-check
 * prints the seed and the shrunk request of any failure.
 */

export {
  type Csrf,
  type Endpoint,
  type Hostile,
  jsonRequest,
  type Who,
  withSummary,
} from "./hostile-requests.ts";
export { expectNoPollution, PASSWORD } from "./hostile-world.ts";

/**
 * The app for one test file's hostile requests, started in beforeAll and closed in afterAll:
 * `me` with a place, another user with a place and its photo, and an admin.
 */
export function setUpHostileApp() {
  let world: World | undefined;
  const ready = (): World => {
    if (!world) throw new Error("The hostile app starts in beforeAll");
    return world;
  };
  beforeAll(async () => {
    world = await startWorld();
  });
  // A test may change rows between its requests (setting something up, a flood of sign-ins):
  // each test's first request reads the rows afresh.
  beforeEach(() => {
    if (world) world.last = undefined;
  });
  afterAll(async () => {
    await world?.t.close();
  });
  return {
    get t() {
      return ready().t;
    },
    /** The user whose rows the place and achievement endpoints may change. */
    get me(): Readonly<Me> {
      return ready().me;
    },
    /** Another user, whose rows no request of `me` may touch. */
    get other(): Readonly<World["other"]> {
      return ready().other;
    },
    clientOf: (who: Who) => clientOf(ready(), who),
    /** Sends one request and checks every property of the answer and the database. */
    check: (endpoint: Endpoint, request: Hostile) => check(ready(), endpoint, request),
  };
}
export type HostileApp = ReturnType<typeof setUpHostileApp>;

const LEAKS = [
  /at .+\.(ts|js|mjs|cjs):\d+/,
  /node_modules/,
  /\w*Error: /,
  /<(!doctype|html|head|body|pre)\b/i,
];

function clientOf({ t, me, admin }: World, who: Who): HttpClient {
  if (who === "me") return me.client;
  if (who === "admin") return admin;
  return t.client();
}

async function send(world: World, endpoint: Endpoint, request: Hostile): Promise<Response> {
  const { t, tokens } = world;
  // Better Auth's rate limit (10 sign-ups or sign-ins a minute per address) would otherwise
  // answer every request after the tenth: clear it, as a new minute would.
  if (endpoint.who === "visitor") await t.db.deleteFrom("rateLimit").execute();
  const client = clientOf(world, endpoint.who);
  const token = tokens.get(client) ?? "";
  const headers: Record<string, string> = { origin: t.baseUrl };
  // A connection of its own, so that a failure is this request's, never a reused socket's.
  if (!request.keepAlive) headers.connection = "close";
  if (client.cookieHeader) headers.cookie = client.cookieHeader;
  if (request.contentType !== undefined) headers["content-type"] = request.contentType;
  if (request.csrf === "header" && endpoint.who !== "visitor") headers["x-csrf-token"] = token;
  let bytes = request.body && new Uint8Array(request.body);
  if (request.csrf === "body" && request.body) {
    bytes = new Uint8Array(Buffer.from(request.body.toString("utf8").replace("(token)", token)));
  }
  const init: RequestInit & { duplex?: "half" } = {
    method: endpoint.method,
    headers,
    body: request.chunked && bytes ? streamOf(bytes) : bytes,
    redirect: "manual",
    // Needed by fetch for a streamed body.
    ...(request.chunked ? { duplex: "half" } : {}),
  };
  return fetch(`${t.baseUrl}${request.path}`, init);
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

/** The error shape (README.md#api): a message and a code; each detail a field and a message. */
const errorAnswer = z.object({
  message: z.string(),
  code: z.string(),
  details: z.array(z.strictObject({ field: z.string(), message: z.string() })).optional(),
});

/** Sends one request and checks every property of the answer and the database. */
async function check(world: World, endpoint: Endpoint, request: Hostile) {
  const errorsBefore = vi.mocked(console.error).mock.calls.length;
  // The rows as the last request left them, when it passed: within a test nothing but these
  // requests changes a row, and reading every table twice a request was most of the time a
  // request took on PostgreSQL.
  const before = world.last ?? (await snapshot(world));
  world.last = undefined;
  const started = performance.now();
  const response = await send(world, endpoint, request).catch((error: Error) => {
    const elapsed = Math.round(performance.now() - started);
    throw new Error(
      `No answer: the connection closed after ${elapsed} ms (${error.cause ?? error})`,
    );
  });
  const text = await response.text();
  const after = await snapshot(world);
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
    const shape = errorAnswer.safeParse(answer);
    expect(shape.error?.issues ?? [], `not the error shape: ${said}`).toEqual([]);
    expect(after, `a ${status} answer changed rows`).toEqual(before);
  } else if (endpoint.who !== "visitor") {
    expect(othersOf(world, after), "another user's rows changed").toEqual(othersOf(world, before));
    await endpoint.onSuccess?.(answer);
  } else {
    await endpoint.onSuccess?.(answer);
  }
  expectNoPollution();
  world.last = after;
  return status;
}

// ---------------------------------------------------------------------------------------------
// Bodies for an endpoint

const property = <T>(arbitrary: fc.Arbitrary<T>, run: (value: T) => Promise<unknown>) =>
  fc.asyncProperty(arbitrary, async (value) => {
    await run(value);
  });

/** Runs on the smaller of each kind: the bulk route's 32 MB bodies are kept to a couple. */
const RUNS = { json: 150, raw: 80, types: 50, huge: 3, oversized: 3 } as const;
const SLOW = 120_000;

/** The endpoint of this name. */
function endpointOf(endpoints: readonly Endpoint[], name: string): Endpoint {
  const endpoint = endpoints.find((candidate) => candidate.name === name);
  if (!endpoint) throw new Error(`No endpoint ${name}`);
  return endpoint;
}

export const fixedPath = (path: string) => fc.constant(() => path);

/**
 * A body under the route's limit that the route answers without reading (it takes none, or
 * refuses the id in the path first), on a keep-alive connection as a browser sends it. Found
 * by the properties: the answer is lost, the connection closed about 500 ms later. app.ts's
 * body limit calls Hono's bodyLimit, which touches `c.req.raw.body`; @hono/node-server then
 * cannot drain the unread body after answering and closes the socket at its drain timeout.
 * Call it first in the file: once sharp has been busy (the photo properties) the loss shows less
 * often on SQLite, while it shows on every run of this block alone and on PostgreSQL.
 */
export function describeUnreadBodies(
  app: HostileApp,
  endpoints: readonly Endpoint[],
  cases: [endpoint: string, path: string, contentType: string, bytes: number][],
) {
  describe("a body the route never reads", () => {
    it.each(cases)(
      "answers a body that %s never reads",
      { timeout: SLOW },
      async (name, path, contentType, size) => {
        const endpoint = endpointOf(endpoints, name);
        for (let i = 0; i < 10; i++) {
          // A small request first, so that the big one goes out on a reused connection.
          await (await app.clientOf(endpoint.who).get("/api/csrf-token")).text();
          await app.check(
            endpoint,
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
}

/** This file's path under src/server, as hostile-routes.ts names the file of each route. */
const SERVER_DIR = fileURLToPath(new URL("..", import.meta.url));

/**
 * The properties every endpoint must hold, run on each of `endpoints` (see the top of the file).
 * Call it once per file, with every endpoint the file covers: hostile-routes.ts must list
 * exactly these for the calling file.
 */
export function describeHostileEndpoints(app: HostileApp, endpoints: Endpoint[]) {
  it("covers exactly the routes hostile-routes.ts lists for this file", () => {
    const file = relative(SERVER_DIR, expect.getState().testPath ?? "")
      .split(sep)
      .join("/");
    const listed = Object.entries(HOSTILE_ROUTES).flatMap(([route, of]) =>
      of === file ? [route] : [],
    );
    expect(
      endpoints.map((endpoint) => endpoint.name).sort(),
      `the routes src/server/testing/hostile-routes.ts lists for ${file}`,
    ).toEqual(listed.sort());
  });

  describe.each(endpoints)("$name with hostile input", (endpoint) => {
    const isAdmin = endpoint.who === "admin";

    it("never fails on wrong types, missing fields or pollution keys", {
      timeout: SLOW,
    }, async () => {
      await fc.assert(
        property(
          fc
            .tuple(endpoint.path, endpoint.json, csrf)
            .map(([path, body, via]) => jsonRequest(path, body, via)),
          (request) => app.check(endpoint, request),
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
          (request) => app.check(endpoint, request),
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
            const status = await app.check(endpoint, request);
            // Better Auth reads form posts too; our own routes take JSON only.
            const json =
              (request.contentType?.includes("application/json") ?? false) ||
              JSON_ALIASES.has(request.contentType);
            if (endpoint.who === "me" && !json) expect([404, 415]).toContain(status);
          },
        ),
        { numRuns: isAdmin ? 20 : RUNS.types },
      );
    });

    it("answers 400 or 413 to 1–2 MB strings", { timeout: SLOW }, async () => {
      await fc.assert(
        property(huge(endpoint), async (request) => {
          const status = await app.check(endpoint, request);
          if (endpoint.who === "me") expect([400, 404, 413]).toContain(status);
        }),
        { numRuns: RUNS.huge },
      );
    });

    it("answers 413 to a body over the limit", { timeout: SLOW }, async () => {
      await fc.assert(
        property(oversized(endpoint), async (request) => {
          expect(await app.check(endpoint, request)).toBe(413);
        }),
        { numRuns: endpoint.limit > PLACE_BODY_LIMIT_BYTES ? 2 : RUNS.oversized },
      );
    });
  });
}

/** An input the properties have found: what it is, the endpoint's name, and the request. */
export type Found = [input: string, endpoint: string, request: () => Hostile];

/** Inputs the properties have found, kept as examples so that each is tried on every run. */
export function describeFoundInputs(
  app: HostileApp,
  endpoints: readonly Endpoint[],
  found: Found[],
) {
  describe("inputs found by the properties", () => {
    it.each(found)("%s (%s)", async (_, name, request) => {
      await app.check(endpointOf(endpoints, name), request());
    });
  });
}
