import { readFileSync } from "node:fs";
import { validator } from "hono/validator";
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { AUTH_NOT_HOSTILE, HOSTILE_ROUTES, TAKES_NO_BODY } from "../testing/hostile-routes.ts";
import { startTestApp } from "../testing/test-app.ts";
import { AUTH_ENDPOINTS_IN_USE } from "./auth-endpoints.ts";
import { jsonBody } from "./validate.ts";

/**
 * The hostile harness's coverage, generated from the app's own route list: every write the
 * app serves (any method but GET) must be either sent hostile bodies by a *.hostile.test.ts
 * (testing/hostile-routes.ts, HOSTILE_ROUTES) or listed there as taking no body, saying why.
 * Better Auth's endpoints, one Hono route, are taken one by one from the list of those in use
 * (auth-endpoints.ts). So a new route that reads a body cannot ship without hostile bodies.
 */

// Started while the file is collected, as access-control.test.ts: only its route list is read.
const t = await startTestApp();
afterAll(() => t.close());

type Handler = { toString(): string; __COMPOSED_HANDLER?: Handler };

/** The handler as its route added it: Hono wraps those of a sub-app with its own onError. */
const unwrapped = (handler: Handler): Handler =>
  handler.__COMPOSED_HANDLER ? unwrapped(handler.__COMPOSED_HANDLER) : handler;

/**
 * Every middleware `jsonBody` makes is a closure of the same function, with the same source
 * text: a route that has one reads a JSON body.
 */
const JSON_BODY_SOURCE = jsonBody(z.unknown()).toString();
/**
 * Hono's validator, whatever it checks: its source reads bodies for a "json" or "form" target,
 * but the target is hidden in the closure. A route that validates a body with it reads the
 * result with `c.req.valid("json")`, which READS_BODY sees.
 */
const VALIDATOR_SOURCE = validator("param", () => ({})).toString();
/** A handler that reads the request's body itself (one that calls a helper to do it is not seen). */
const READS_BODY =
  /\.req\.(json|text|arrayBuffer|blob|formData|parseBody)\(|\.raw\.body\b|\.valid\(\s*["'](json|form)["']/;
const readsBody = (handler: Handler) => {
  const source = handler.toString();
  if (source === JSON_BODY_SOURCE) return true;
  return source !== VALIDATOR_SOURCE && READS_BODY.test(source);
};

/** Better Auth's endpoints: one route, listed below endpoint by endpoint. */
const BETTER_AUTH = "POST /api/auth/*";

/**
 * Each write the app serves, by "METHOD path" as Hono lists it, with its handlers. Middleware
 * (`use`) and the API's 404 catch-all are listed by Hono as method ALL on a path ending in `*`:
 * they are left out, as in access-control.test.ts.
 */
function servedWrites(): Map<string, Handler[]> {
  const writes = new Map<string, Handler[]>();
  for (const route of t.app.routes) {
    if (route.method === "GET" || (route.method === "ALL" && route.path.endsWith("*"))) continue;
    const key = `${route.method} ${route.path}`;
    writes.set(key, [...(writes.get(key) ?? []), unwrapped(route.handler)]);
  }
  return writes;
}

const served = servedWrites();
/** Better Auth's endpoints in use that take a body, as "POST /api/auth/<endpoint>". */
const authWrites = AUTH_ENDPOINTS_IN_USE.filter((entry) => entry.startsWith("POST ")).map(
  (entry) => `POST /api/auth${entry.slice("POST ".length)}`,
);
const ourWrites = [...served.keys()].filter((route) => route !== BETTER_AUTH);
const hostile = new Set<string>(Object.keys(HOSTILE_ROUTES));

describe("hostile coverage", () => {
  it("sends hostile bodies to every write that takes one", () => {
    const missing = ourWrites.filter(
      (route) => !hostile.has(route) && !Object.hasOwn(TAKES_NO_BODY, route),
    );
    expect(
      missing,
      "Writes neither sent hostile bodies nor listed as taking none: add each to HOSTILE_ROUTES " +
        "in src/server/testing/hostile-routes.ts with its endpoint in that *.hostile.test.ts " +
        "(valid and hostile bodies, as its neighbours), or to TAKES_NO_BODY saying why",
    ).toEqual([]);
  });

  it("sends hostile bodies to every Better Auth endpoint in use that takes one", () => {
    expect(served.has(BETTER_AUTH), `${BETTER_AUTH} is how Better Auth is served`).toBe(true);
    const missing = authWrites.filter(
      (route) => !hostile.has(route) && !Object.hasOwn(AUTH_NOT_HOSTILE, route),
    );
    expect(
      missing,
      "Better Auth endpoints in use (http/auth-endpoints.ts) neither sent hostile bodies nor " +
        "listed in AUTH_NOT_HOSTILE (src/server/testing/hostile-routes.ts) saying why",
    ).toEqual([]);
  });

  it("lists no route as taking no body that reads one", () => {
    // The check can see a body being read: otherwise it would pass whatever the list said.
    expect(served.get("PATCH /api/places/:id/visits/:visitId")?.some(readsBody)).toBe(true);
    const reading = Object.keys(TAKES_NO_BODY).filter((route) =>
      served.get(route)?.some(readsBody),
    );
    expect(reading, "Listed in TAKES_NO_BODY, but read a body: send them hostile ones").toEqual([]);
  });

  it("lists each route once, and only routes the app serves", () => {
    const both = Object.keys(TAKES_NO_BODY).filter((route) => hostile.has(route));
    expect(both, "In both HOSTILE_ROUTES and TAKES_NO_BODY").toEqual([]);
    const known = new Set([...ourWrites, ...authWrites]);
    const stale = [
      ...Object.keys(HOSTILE_ROUTES),
      ...Object.keys(TAKES_NO_BODY),
      ...Object.keys(AUTH_NOT_HOSTILE),
    ].filter((route) => !known.has(route));
    expect(stale, "Listed in hostile-routes.ts, but no write the app serves: remove them").toEqual(
      [],
    );
    const covered = Object.keys(AUTH_NOT_HOSTILE).filter((route) => hostile.has(route));
    expect(covered, "In both HOSTILE_ROUTES and AUTH_NOT_HOSTILE").toEqual([]);
  });

  it("names hostile files that send the bodies", () => {
    for (const file of new Set(Object.values(HOSTILE_ROUTES))) {
      // That file then checks that it covers exactly the routes named for it.
      const source = readFileSync(new URL(`../${file}`, import.meta.url), "utf8");
      expect(source, file).toContain("describeHostileEndpoints(app, ");
    }
  });
});
