import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okJson } from "#shared/api-answer.ts";
import { ERROR_CODES } from "#shared/api-error.ts";
import { startBurst } from "#tests/reliability/burst.ts";
import type { BurstResult } from "#tests/reliability/burst-worker.ts";
import type { HttpClient } from "../testing/http-client.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";
import {
  RETRY_AFTER_SECONDS,
  RUNNING_PER_ACCOUNT,
  WAITING_PER_ACCOUNT,
} from "./account-concurrency.ts";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/**
 * A POST /api/places whose headers go now and whose body is held back, so the request stays
 * under way on the server (waiting for its body, or for its turn) until `finish()` sends it.
 */
function heldCreate(client: HttpClient, csrfToken: string, agent: http.Agent, name: string) {
  const body = JSON.stringify({ name, address: "1 Waiting Lane, York" });
  const request = http.request(`${client.baseUrl}/api/places`, {
    method: "POST",
    agent,
    headers: {
      origin: client.baseUrl,
      cookie: client.cookieHeader,
      "x-csrf-token": csrfToken,
      "content-type": "application/json",
      "content-length": String(Buffer.byteLength(body)),
    },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on("response", (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        text += chunk;
      });
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
      );
    });
    request.on("error", reject);
  });
  request.flushHeaders();
  return { answer, finish: () => request.end(body) };
}

describe("requests in flight per account", () => {
  it("runs some, queues more, answers the rest 429 with Retry-After; other users are not held up", async () => {
    const busy = await app.signedInClient("Busy Bee");
    const other = await app.signedInClient("Other Person");
    const csrfToken = await busy.fetchCsrfToken();
    const { email: busyEmail } = await okJson(busy.api.auth.user.$get());
    const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

    // Every request held open: the first ones take every turn and every place in the queue,
    // however the server happens to order them, and the `extra` beyond are turned away.
    const extra = 10;
    const total = RUNNING_PER_ACCOUNT + WAITING_PER_ACCOUNT + extra;
    const held = Array.from({ length: total }, (_, i) =>
      heldCreate(busy, csrfToken, agent, `Queued place ${i + 1}`),
    );
    const turnedAway: Answer[] = [];
    await new Promise<void>((resolve) => {
      for (const { answer } of held) {
        void answer.then((a) => {
          turnedAway.push(a);
          if (turnedAway.length === extra) resolve();
        });
      }
    });
    for (const answer of turnedAway) {
      expect(answer.status).toBe(429);
      expect(answer.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({
        message: expect.stringMatching(/too many requests/i),
        code: ERROR_CODES.rateLimited,
      });
    }
    // The account is at its limit: its next request, of any kind, is turned away too, and so
    // is one from another session of the same account (signed in elsewhere).
    const refused = await busy.get("/api/places");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
    // The session's excess is turned away in front of the app (http/session-gate.ts), yet with
    // the app's own answer: every header another error of the app's has, in the caller's words.
    const headerNames = (response: Response) =>
      [...response.headers.keys()].filter((name) => name !== "retry-after").sort();
    const appError = await other.get("/api/no-such-route");
    expect(appError.status).toBe(404);
    expect(headerNames(refused)).toEqual(headerNames(appError));
    expect(refused.headers.get("cache-control")).toBe("no-store");
    const inWelsh = await busy.request("GET", "/api/places", {
      headers: { "accept-language": "cy" },
    });
    expect(inWelsh.status).toBe(429);
    expect((await inWelsh.json()).message).toMatch(/^Gormod o geisiadau/);
    const elsewhere = app.client();
    expect((await elsewhere.signIn(busyEmail)).status).toBe(200);
    const refusedElsewhere = await elsewhere.get("/api/places");
    expect(refusedElsewhere.status).toBe(429);
    expect((await refusedElsewhere.json()).code).toBe(ERROR_CODES.rateLimited);
    // Another account goes straight through.
    const unaffected = await other.get("/api/places");
    expect(unaffected.status).toBe(200);

    // Sent their bodies, the running and the queued requests all complete, in turn.
    for (const { finish } of held) finish();
    const answers = await Promise.all(held.map(({ answer }) => answer));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(
      RUNNING_PER_ACCOUNT + WAITING_PER_ACCOUNT,
    );
    expect(statuses.filter((s) => s === 429)).toHaveLength(extra);
    agent.destroy();

    // Nothing is left held: the account is served again.
    const places = await busy.get("/api/places");
    expect(places.status).toBe(200);
    expect(await places.json()).toHaveLength(RUNNING_PER_ACCOUNT + WAITING_PER_ACCOUNT);
  });
});

/**
 * `count` GETs of `path` at once, each on a connection of its own, sent from a thread of their
 * own (tests/reliability/burst-worker.ts), as a script on another machine sends them: from
 * this thread, the server would read them one turn of the loop at a time.
 */
function burstOf(client: HttpClient, path: string, count: number): Promise<BurstResult> {
  return startBurst({
    url: `${client.baseUrl}${path}`,
    headers: { cookie: client.cookieHeader },
    count,
  }).done;
}

describe("a burst to routes that answer at once", () => {
  it("meets the limit too: on SQLite each such request runs start to end in one go", async () => {
    const busy = await app.signedInClient("Busy Bee");
    const other = await app.signedInClient("Other Person");
    for (const path of [
      "/api/places",
      "/api/places/export?format=csv",
      "/api/backup",
      "/api/account/export",
      "/api/achievements",
    ]) {
      const { statuses } = await burstOf(
        busy,
        path,
        4 * (RUNNING_PER_ACCOUNT + WAITING_PER_ACCOUNT),
      );
      expect([...statuses.keys()].sort(), path).toEqual([200, 429]);
      // Another account goes straight through, and the busy one is served again.
      expect((await other.get(path)).status).toBe(200);
      expect((await busy.get(path)).status).toBe(200);
    }
  });
});

/** Every route the app has, as a request that reaches it: params and wildcards filled in. */
function everyRoute(t: TestApp) {
  const seen = new Set<string>();
  for (const { method, path: pattern } of t.app.routes) {
    const concrete = pattern
      .replace(/:[^/{]+(\{[^}]*\})?/g, "1")
      .replace(/\*/g, "anything")
      .replace(/\/$/, "");
    seen.add(`${method === "ALL" ? "GET" : method} ${concrete || "/"}`);
  }
  return [...seen].map((route) => route.split(" ") as [string, string]);
}

describe("the limit on requests in flight covers every route", () => {
  // The app with a built client's folder, so its pages and files are routes too.
  const clientDir = mkdtempSync(path.join(tmpdir(), "uka-limit-client-"));
  let t: TestApp;
  beforeAll(async () => {
    writeFileSync(
      path.join(clientDir, "index.html"),
      "<!doctype html><title>UK Adventures</title>",
    );
    t = await startTestApp({ clientDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("answers 429 on every route, page and download to an account at its limit", {
    timeout: 90_000,
  }, async () => {
    const busy = await t.signedInClient("Busy Bee");
    const csrfToken = await busy.fetchCsrfToken();
    const { email } = await okJson(busy.api.auth.user.$get());
    // A second session of the same account: its own requests pass the session's limit, so it
    // meets the account's.
    const elsewhere = t.client();
    expect((await elsewhere.signIn(email)).status).toBe(200);
    const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

    // Every turn and every place in the queue taken by a request held open; one more is
    // turned away, which says the account is at its limit.
    const held = Array.from({ length: RUNNING_PER_ACCOUNT + WAITING_PER_ACCOUNT + 1 }, (_, i) =>
      heldCreate(busy, csrfToken, agent, `Held place ${i + 1}`),
    );
    const escaped: string[] = [];
    try {
      await Promise.race(held.map(({ answer }) => answer));
      const routes = everyRoute(t);
      // The signed-in home's page, the downloads and the files among them.
      for (const route of ["GET /", "GET /api/places/export", "GET /api/backup", "GET /sw.js"]) {
        expect(routes.map((r) => r.join(" "))).toContain(route);
      }
      for (const [method, route] of routes) {
        for (const [who, client] of [
          ["the session", busy],
          ["another session", elsewhere],
        ] as const) {
          const answer = await client.request(method, route);
          await answer.arrayBuffer();
          if (answer.status !== 429) escaped.push(`${method} ${route} (${who}): ${answer.status}`);
        }
      }
    } finally {
      for (const { finish } of held) finish();
    }
    expect(escaped).toEqual([]);
    const statuses = (await Promise.all(held.map(({ answer }) => answer))).map((a) => a.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(
      RUNNING_PER_ACCOUNT + WAITING_PER_ACCOUNT,
    );
    agent.destroy();
    // Nothing is left held: every route serves the account again.
    expect((await busy.get("/")).status).toBe(200);
  });
});
