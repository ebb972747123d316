// The app behind a real nginx over https, configured by the README's own example (read out of
// README.md, with only ports, certificate paths and nginx's own files filled in), so that the
// example a self-hoster copies is the one that is known to work.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSecurity } from "#shared/admin.ts";
import type { AppProcess } from "../app-process.ts";
import {
  HttpsClient,
  haveNginx,
  NGINX,
  type Nginx,
  negotiatedProtocol,
  send,
  startBehindNginx,
} from "./nginx.ts";

const underCi = Boolean(process.env.CI) && process.env.CI !== "false";

/**
 * Clients named in X-Forwarded-For by a hop that reaches nginx from 127.0.0.1, an address
 * TRUSTED_PROXIES names (as a second proxy in front of nginx would): the app should see them.
 */
const CLIENT = "203.0.113.9";
const OTHER_CLIENT = "203.0.113.10";
/**
 * A client that connects to nginx from a loopback address that is no proxy of ours and names
 * someone else in X-Forwarded-For: the app must see the address nginx saw, which only nginx's
 * appending to the header tells it.
 */
const SPOOFER = "127.0.0.3";
const SPOOFED = "203.0.113.66";
/** Where the admin and the signed-in user come from: neither touches the clients' counts. */
const ADMIN_ADDRESS = "198.51.100.7";
const USER_ADDRESS = "198.51.100.8";
const PASSWORD = "correct horse battery";
/** Better Auth's limit on /sign-in/email in src/server/auth.ts: 10 a minute per address. */
const SIGN_IN_LIMIT = 10;

/** `npm run admin -- grant EMAIL` on the app's data and configuration. */
function grantAdmin(app: AppProcess, baseUrl: string, email: string) {
  const run = spawnSync(process.execPath, ["scripts/admin.ts", "grant", email], {
    cwd: path.join(import.meta.dirname, "../.."),
    // BASE_URL too: Vitest leaves its own ("/") in the environment.
    env: {
      ...process.env,
      DATA_DIR: app.dataDir,
      DATABASE_URL: "",
      BASE_URL: baseUrl,
      LOG_LEVEL: "warn",
    },
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toContain("is now an admin");
}

/**
 * The sign-in rate limit's counts by address, read from the app's SQLite file: Better Auth
 * keys its counters "ADDRESS|/sign-in/email".
 */
function signInCountsByAddress(app: AppProcess): Record<string, number> {
  const suffix = "|/sign-in/email";
  const db = new Database(path.join(app.dataDir, "uk-adventures.db"), { readonly: true });
  try {
    const rows = db
      .prepare("select key, count from rateLimit where key like ?")
      .all(`%${suffix}`) as { key: string; count: number }[];
    return Object.fromEntries(rows.map((row) => [row.key.slice(0, -suffix.length), row.count]));
  } finally {
    db.close();
  }
}

let stamp = 0;
const uniqueEmail = (who: string) => `${who}-${Date.now().toString(36)}-${++stamp}@example.com`;

/**
 * The same attack through nginx on an app that trusts it or not: an admin signs up, a client
 * fails to sign in 10 times and is refused the 11th, a second client tries once, and so does a
 * third that names someone else in X-Forwarded-For. Each attempt names an account of its own,
 * so that only the per-address limit can refuse it, never a pause on one account's sign-in.
 * Returns each answer's status and what the audit log and the rate limit recorded.
 */
async function failSignInsThroughNginx(app: AppProcess, nginx: Nginx) {
  const admin = new HttpsClient(nginx, ADMIN_ADDRESS);
  const adminEmail = uniqueEmail("admin");
  const signedUp = await admin.request("POST", "/api/auth/sign-up/email", {
    email: adminEmail,
    password: PASSWORD,
    name: "Proxy Admin",
  });
  expect(signedUp.status, signedUp.text).toBe(200);
  grantAdmin(app, nginx.url, adminEmail);

  const client = new HttpsClient(nginx, CLIENT);
  const statuses: number[] = [];
  for (let i = 0; i <= SIGN_IN_LIMIT; i++) {
    const answer = await client.request("POST", "/api/auth/sign-in/email", {
      email: uniqueEmail("nobody"),
      password: PASSWORD,
    });
    statuses.push(answer.status);
  }
  const other = await new HttpsClient(nginx, OTHER_CLIENT).request(
    "POST",
    "/api/auth/sign-in/email",
    { email: uniqueEmail("nobody"), password: PASSWORD },
  );
  const spoofer = await new HttpsClient(nginx, SPOOFED, SPOOFER).request(
    "POST",
    "/api/auth/sign-in/email",
    { email: uniqueEmail("nobody"), password: PASSWORD },
  );

  const security = await admin.request("GET", "/api/admin/security");
  expect(security.status, security.text).toBe(200);
  const { failedSignIns, rateLimited } = JSON.parse(security.text) as AdminSecurity;
  const ips = (entries: { ip: string | null }[]) => [...new Set(entries.map((e) => e.ip))].sort();
  return {
    statuses,
    otherStatus: other.status,
    spooferStatus: spoofer.status,
    failedSignIns: { count: failedSignIns.count, ips: ips(failedSignIns.latest) },
    rateLimitedIps: ips(rateLimited.latest),
    signInCounts: signInCountsByAddress(app),
  };
}

// Without nginx the file is skipped here, but under CI its absence is a failure.
const describeWithNginx = haveNginx || underCi ? describe : describe.skip;

describeWithNginx(
  `the app behind nginx over https (${NGINX}; skipped when it is missing outside CI)`,
  () => {
    it("has nginx installed (CI must not skip this file)", () => {
      expect(existsSync(NGINX), `${NGINX} is missing: .ci/run installs it`).toBe(true);
    });

    describe.skipIf(!haveNginx)("with TRUSTED_PROXIES=127.0.0.1", () => {
      let app: AppProcess;
      let nginx: Nginx;

      beforeAll(async () => {
        ({ app, nginx } = await startBehindNginx({ TRUSTED_PROXIES: "127.0.0.1" }));
      });

      afterAll(async () => {
        await nginx?.stop();
        await app?.stop();
      });

      it("signs up, signs in and writes over https, with Secure cookies", async () => {
        const email = uniqueEmail("proxied");
        const visitor = new HttpsClient(nginx, USER_ADDRESS);
        const signedUp = await visitor.request("POST", "/api/auth/sign-up/email", {
          email,
          password: PASSWORD,
          name: "Proxied User",
        });
        expect(signedUp.status, signedUp.text).toBe(200);
        const signedOut = await visitor.request("POST", "/api/auth/sign-out", {});
        expect(signedOut.status, signedOut.text).toBe(200);
        expect((await visitor.request("GET", "/api/auth/user")).status).toBe(401);

        const signedIn = await visitor.request("POST", "/api/auth/sign-in/email", {
          email,
          password: PASSWORD,
        });
        expect(signedIn.status, signedIn.text).toBe(200);
        for (const answer of [signedUp, signedIn]) {
          expect(answer.setCookies.length).toBeGreaterThan(0);
          for (const cookie of answer.setCookies) {
            expect(cookie).toMatch(/^__Secure-/);
            expect(cookie).toMatch(/;\s*Secure(;|$)/i);
            expect(cookie).toMatch(/;\s*HttpOnly(;|$)/i);
          }
        }

        await visitor.refreshCsrfToken();
        const created = await visitor.request("POST", "/api/places", {
          name: "Portmeirion",
          category: "History & Heritage",
          mood: "Curious",
        });
        expect(created.status, created.text).toBe(201);
        const places = await visitor.request("GET", "/api/places");
        expect(places.status).toBe(200);
        expect((JSON.parse(places.text) as { name: string }[]).map((p) => p.name)).toEqual([
          "Portmeirion",
        ]);
      });

      it("offers HTTP/2, as the example's comment says", async () => {
        expect(await negotiatedProtocol(nginx)).toBe("h2");
      });

      it("refuses a write whose Origin is the site's address over http rather than https", async () => {
        const visitor = new HttpsClient(nginx, USER_ADDRESS);
        const signedUp = await visitor.request("POST", "/api/auth/sign-up/email", {
          email: uniqueEmail("origin"),
          password: PASSWORD,
          name: "Origin Check",
        });
        expect(signedUp.status, signedUp.text).toBe(200);
        await visitor.refreshCsrfToken();
        const write = (origin: string) =>
          send(nginx.agent, `${nginx.url}/api/places`, {
            method: "POST",
            headers: {
              origin,
              cookie: visitor.cookie,
              "x-csrf-token": visitor.csrfToken,
              "x-forwarded-for": USER_ADDRESS,
              "content-type": "application/json",
            },
            body: JSON.stringify({
              name: "Tintern",
              category: "History & Heritage",
              mood: "Curious",
            }),
          });
        const plain = await write(nginx.url.replace(/^https:/, "http:"));
        expect(plain.status, plain.text).toBe(403);
        const secure = await write(nginx.url);
        expect(secure.status, secure.text).toBe(201);
      });

      it("sees the client's address from X-Forwarded-For in rate limits and the audit log", async () => {
        const seen = await failSignInsThroughNginx(app, nginx);
        // Ten failures answered, the eleventh refused: the limit counts this client...
        expect(seen.statuses).toEqual([...Array(SIGN_IN_LIMIT).fill(401), 429]);
        // ...and only this client: the next addresses still get their answers.
        expect(seen.otherStatus).toBe(401);
        expect(seen.spooferStatus).toBe(401);
        // The spoofer is counted at the address it connected from, not the one it named.
        expect(seen.signInCounts).toMatchObject({
          [CLIENT]: SIGN_IN_LIMIT,
          [OTHER_CLIENT]: 1,
          [SPOOFER]: 1,
        });
        expect(Object.keys(seen.signInCounts)).not.toContain("127.0.0.1");
        expect(Object.keys(seen.signInCounts)).not.toContain(SPOOFED);
        expect(seen.failedSignIns.count).toBe(SIGN_IN_LIMIT + 2);
        expect(seen.failedSignIns.ips).toEqual([OTHER_CLIENT, CLIENT, SPOOFER].sort());
        expect(seen.rateLimitedIps).toEqual([CLIENT]);
      });
    });

    describe.skipIf(!haveNginx)("without TRUSTED_PROXIES", () => {
      let app: AppProcess;
      let nginx: Nginx;

      beforeAll(async () => {
        ({ app, nginx } = await startBehindNginx({}));
      });

      afterAll(async () => {
        await nginx?.stop();
        await app?.stop();
      });

      it("sees nginx's address (127.0.0.1), whatever X-Forwarded-For says", async () => {
        const seen = await failSignInsThroughNginx(app, nginx);
        expect(seen.statuses).toEqual([...Array(SIGN_IN_LIMIT).fill(401), 429]);
        // Every client is nginx to the app: the others share the first one's exhausted limit.
        expect(seen.otherStatus).toBe(429);
        expect(seen.spooferStatus).toBe(429);
        expect(seen.signInCounts).toEqual({ "127.0.0.1": SIGN_IN_LIMIT });
        expect(seen.failedSignIns.count).toBe(SIGN_IN_LIMIT);
        expect(seen.failedSignIns.ips).toEqual(["127.0.0.1"]);
        expect(seen.rateLimitedIps).toEqual(["127.0.0.1"]);
      });
    });
  },
);
