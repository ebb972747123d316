// The app behind a real nginx over https, configured by the README's own example (read out of
// README.md, with only ports, certificate paths and nginx's own files filled in), so that the
// example a self-hoster copies is the one that is known to work.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import tls from "node:tls";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminSecurity } from "#shared/admin.ts";
import { type AppProcess, freePort, startAppProcess } from "../app-process.ts";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const haveNginx = existsSync(NGINX);
const underCi = Boolean(process.env.CI) && process.env.CI !== "false";
const README = path.join(import.meta.dirname, "../../README.md");

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

/** The ```nginx block under "Behind a reverse proxy" in README.md, as a reader copies it. */
function readmeNginxExample(): string {
  const readme = readFileSync(README, "utf8");
  const section = readme.split(/^### Behind a reverse proxy$/m)[1]?.split(/^#{1,3} /m)[0];
  const block = section?.match(/```nginx\n([\s\S]*?)```/)?.[1];
  if (!block) throw new Error('README.md has no ```nginx block under "Behind a reverse proxy"');
  return block;
}

/** `text` with the one match of `pattern` replaced: an example that changed shape fails here. */
function replaceOnce(text: string, pattern: RegExp, replacement: string): string {
  const count = text.match(new RegExp(pattern.source, `${pattern.flags}g`))?.length ?? 0;
  if (count !== 1) {
    throw new Error(
      `README.md's nginx example should match ${pattern} once; it does ${count} times`,
    );
  }
  return text.replace(pattern, () => replacement);
}

/** A self-signed certificate for 127.0.0.1, made with openssl into `dir`. */
function makeCertificate(dir: string) {
  const certificate = path.join(dir, "certificate.pem");
  const key = path.join(dir, "key.pem");
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
      "-addext",
      "subjectAltName=IP:127.0.0.1",
      "-keyout",
      key,
      "-out",
      certificate,
    ],
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl failed: ${made.stderr}`);
  return { certificate, key, pem: readFileSync(certificate) };
}

type Nginx = Awaited<ReturnType<typeof startNginx>>;

/**
 * nginx in the foreground on `port`, in front of the app on `upstreamPort`, with the README's
 * server block inside the least a whole configuration needs: its pid file, log and temporary
 * files in a folder of its own, so it needs no root and touches nothing of the system's.
 */
async function startNginx(port: number, upstreamPort: number) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "uka-nginx-"));
  // Run as root, nginx's workers are another user: they must reach their temporary folders.
  chmodSync(dir, 0o755);
  const { certificate, key, pem } = makeCertificate(dir);
  let server = readmeNginxExample();
  // Directives only, at the start of a line: a comment that names one is left alone.
  server = replaceOnce(server, /(?<=^\s*)listen 443 ssl\b/m, `listen 127.0.0.1:${port} ssl`);
  server = replaceOnce(
    server,
    /(?<=^\s*)ssl_certificate\s+\S+;/m,
    `ssl_certificate ${certificate};`,
  );
  server = replaceOnce(
    server,
    /(?<=^\s*)ssl_certificate_key\s+\S+;/m,
    `ssl_certificate_key ${key};`,
  );
  server = replaceOnce(
    server,
    /(?<=^\s*)proxy_pass http:\/\/127\.0\.0\.1:5000;/m,
    `proxy_pass http://127.0.0.1:${upstreamPort};`,
  );
  const configFile = path.join(dir, "nginx.conf");
  writeFileSync(
    configFile,
    [
      `pid ${path.join(dir, "nginx.pid")};`,
      "error_log stderr warn;",
      "events {}",
      "http {",
      "    access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
        (kind) => `    ${kind}_temp_path ${path.join(dir, kind)};`,
      ),
      server,
      "}",
      "",
    ].join("\n"),
  );
  let output = "";
  const nginx: ChildProcess = spawn(
    NGINX,
    ["-p", `${dir}/`, "-c", configFile, "-e", "stderr", "-g", "daemon off;"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  nginx.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  nginx.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => nginx.once("exit", () => resolve()));
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const agent = new https.Agent({ ca: pem, keepAlive: false });
  const url = `https://127.0.0.1:${port}`;
  // Up when it answers through to the app, over TLS that trusts only this certificate.
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if (nginx.exitCode !== null) throw new Error(`nginx exited early:\n${output}`);
      const answer = await send(agent, `${url}/api/auth/user`, { method: "GET", headers: {} });
      if (answer.status !== 502) break;
    } catch (error) {
      if (nginx.exitCode !== null || Date.now() > deadline) {
        await stop();
        throw new Error(`nginx did not answer: ${error}\n${output}`);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url, agent, port, pem, output: () => output, stop };
}

/** The protocol nginx agrees to over TLS when a client offers HTTP/2 and HTTP/1.1. */
function negotiatedProtocol(proxy: Nginx): Promise<string | false | null> {
  return new Promise((resolve, reject) => {
    const socket = tls.connect(
      { host: "127.0.0.1", port: proxy.port, ca: proxy.pem, ALPNProtocols: ["h2", "http/1.1"] },
      () => {
        resolve(socket.alpnProtocol);
        socket.end();
      },
    );
    socket.on("error", reject);
  });
}

type Answer = { status: number; setCookies: string[]; text: string };

/** One https request, its whole answer read. */
function send(
  agent: https.Agent,
  url: string,
  {
    method,
    headers,
    body,
    localAddress,
  }: { method: string; headers: Record<string, string>; body?: string; localAddress?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = https.request(url, { method, headers, agent, localAddress }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("error", reject);
      answer.on("end", () =>
        resolve({
          status: answer.statusCode ?? 0,
          setCookies: answer.headers["set-cookie"] ?? [],
          text: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    request.on("error", reject);
    request.end(body);
  });
}

/**
 * A browser using the site through nginx: its cookies, the site's origin as Origin, the CSRF
 * token on writes. It sends X-Forwarded-For: `forwardedFor`, as the browser's own proxy would,
 * and connects from the loopback address `from`; nginx appends that address to the header.
 */
class HttpsClient {
  private readonly proxy: Nginx;
  private readonly forwardedFor: string;
  private readonly from: string;
  private cookies = "";
  private token = "";

  constructor(proxy: Nginx, forwardedFor: string, from = "127.0.0.1") {
    this.proxy = proxy;
    this.forwardedFor = forwardedFor;
    this.from = from;
  }

  async request(method: string, urlPath: string, json?: unknown): Promise<Answer> {
    const headers: Record<string, string> = {
      origin: this.proxy.url,
      "x-forwarded-for": this.forwardedFor,
    };
    if (this.cookies) headers.cookie = this.cookies;
    if (method !== "GET" && this.token) headers["x-csrf-token"] = this.token;
    if (json !== undefined) headers["content-type"] = "application/json";
    const answer = await send(this.proxy.agent, `${this.proxy.url}${urlPath}`, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
      localAddress: this.from,
    });
    if (answer.setCookies.length > 0) {
      this.cookies = answer.setCookies.map((line) => line.split(";")[0]).join("; ");
    }
    return answer;
  }

  /** The Cookie header it sends. */
  get cookie(): string {
    return this.cookies;
  }

  /** Its session's CSRF token. */
  get csrfToken(): string {
    return this.token;
  }

  async refreshCsrfToken() {
    const answer = await this.request("GET", "/api/csrf-token");
    expect(answer.status, answer.text).toBe(200);
    this.token = (JSON.parse(answer.text) as { csrfToken: string }).csrfToken;
  }
}

/** The app, and nginx in front of it at BASE_URL=https://127.0.0.1:PORT. */
async function startBehindNginx(env: Record<string, string>) {
  const port = await freePort();
  const app = await startAppProcess({ BASE_URL: `https://127.0.0.1:${port}`, ...env });
  try {
    return { app, nginx: await startNginx(port, app.port) };
  } catch (error) {
    await app.stop();
    throw error;
  }
}

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
