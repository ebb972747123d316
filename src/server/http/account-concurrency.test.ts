import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okJson } from "#shared/api-answer.ts";
import { ERROR_CODES } from "#shared/api-error.ts";
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
