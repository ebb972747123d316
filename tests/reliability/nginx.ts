// nginx in front of the app over https, configured by the README's own example (read out of
// README.md, with only ports, certificate paths and nginx's own files filled in), and an https
// client that comes from an address of its choosing: for reverse-proxy.test.ts.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import tls from "node:tls";
import { expect } from "vitest";
import { freePort, startAppProcess } from "../app-process.ts";

export const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
export const haveNginx = existsSync(NGINX);
const README = path.join(import.meta.dirname, "../../README.md");

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

export type Nginx = Awaited<ReturnType<typeof startNginx>>;

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
export function negotiatedProtocol(proxy: Nginx): Promise<string | false | null> {
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
export function send(
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
export class HttpsClient {
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
export async function startBehindNginx(env: Record<string, string>) {
  const port = await freePort();
  const app = await startAppProcess({ BASE_URL: `https://127.0.0.1:${port}`, ...env });
  try {
    return { app, nginx: await startNginx(port, app.port) };
  } catch (error) {
    await app.stop();
    throw error;
  }
}
