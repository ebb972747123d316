// Scale-out: two app processes on one PostgreSQL behind a load balancer that alternates
// between them. Nothing a request needs may live in one process's memory.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#server/testing/test-database.ts";
import { type AppProcess, freePort, startAppProcess } from "../app-process.ts";
import { signUpVisitors, Visitor } from "../visitor.ts";
import { startRoundRobinProxy } from "./round-robin-proxy.ts";
import { drive, Tally } from "./workload.ts";

let database: TestDatabase;
let apps: AppProcess[] = [];
let balancer: Awaited<ReturnType<typeof startRoundRobinProxy>>;

describe.skipIf(!process.env.TEST_DATABASE_URL)("two app processes on one PostgreSQL", () => {
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    // The balancer's address is the site's address: both processes must know it first.
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    const shared = {
      DATABASE_URL: database.url,
      BASE_URL: publicUrl,
      // What every instance of one deployment shares: the secret, and trust in its proxy.
      BETTER_AUTH_SECRET: randomBytes(32).toString("base64"),
      TRUSTED_PROXIES: "127.0.0.1",
    };
    // One after the other: both run the migrations at start-up.
    apps = [await startAppProcess(shared), await startAppProcess(shared)];
    balancer = await startRoundRobinProxy(
      apps.map((app) => app.baseUrl),
      port,
    );
  });

  afterAll(async () => {
    await balancer?.close();
    await Promise.all(apps.map((app) => app.stop()));
    await database?.drop();
  });

  it("keeps a session made on one process working on the other, until it signs out", async () => {
    const visitor = new Visitor(balancer.url, "10.1.0.1");
    await visitor.signUp(`scale-${Date.now()}@example.com`);
    const servedBy = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const response = await visitor.request("GET", "/api/auth/user");
      expect(response.status).toBe(200);
      servedBy.add(response.headers.get("x-served-by") ?? "");
    }
    expect(servedBy.size).toBe(2);
    // The CSRF token came from one process; writes alternate between both.
    for (let i = 0; i < 2; i++) {
      const created = await visitor.request("POST", "/api/places", {
        name: `Both ways ${i}`,
        category: "Outdoors & Nature",
        mood: "Curious",
      });
      expect(created.status).toBe(201);
    }
    expect(await visitor.places()).toHaveLength(2);
    expect(await visitor.places()).toHaveLength(2);

    expect((await visitor.request("POST", "/api/auth/sign-out", {})).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      expect((await visitor.request("GET", "/api/auth/user")).status).toBe(401);
    }
  });

  it("counts sign-in attempts across both processes", async () => {
    const owner = new Visitor(balancer.url, "10.2.0.1");
    const email = `limited-${Date.now()}@example.com`;
    await owner.signUp(email);
    const attacker = new Visitor(balancer.url, "10.2.0.2");
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const response = await attacker.request("POST", "/api/auth/sign-in/email", {
        email,
        password: `wrong password ${i}`,
      });
      statuses.push(response.status);
    }
    // The limit is 10 a minute for one address. Counted per process, each would allow 10
    // and all 14 would be 401.
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
  });

  it("loses no write when many users write through both processes at once", async () => {
    const visitors = await signUpVisitors(balancer.url, 20);
    const tally = new Tally();
    const until = Date.now() + 5_000;
    const writes = await Promise.all(
      visitors.map((visitor) =>
        drive(visitor, { tally, stop: () => Date.now() > until, readShare: 0.2 }),
      ),
    );
    // Each failure with its cause (status and message, or the network's error), if any.
    expect(tally.problems).toEqual([]);
    expect(tally.networkErrors).toBe(0);
    expect(tally.failures).toBe(0);
    expect(tally.requests).toBeGreaterThan(200);
    const problems = (await Promise.all(writes.map((w) => w.problems({ exact: true })))).flat();
    expect(problems).toEqual([]);
    console.info(`scale-out: ${tally.requests} requests through two processes, none lost`);
  });
});
