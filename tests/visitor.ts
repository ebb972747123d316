import http from "node:http";
import { z } from "zod";

/**
 * A signed-in user driving a running app over real HTTP, as the browser client does: cookie,
 * same-origin Origin header, CSRF token on writes. Each visitor has an address of its own,
 * passed as X-Forwarded-For (the app trusts it from loopback when TRUSTED_PROXIES=127.0.0.1),
 * so a crowd of visitors looks like a crowd, not one address tripping the sign-up limit.
 * Used by the reliability tests and by `npm run bench`.
 */
export class Visitor {
  /** Where requests go: the app, or a load balancer in front of several. */
  readonly baseUrl: string;
  readonly address: string;
  /** The site's public origin (BASE_URL), sent as Origin. */
  readonly origin: string;
  private cookies = "";
  private token = "";
  // A connection of its own, kept alive, as a browser tab has: one user's requests queue on
  // it, never behind another user's in a shared client pool.
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  constructor(baseUrl: string, address: string, origin = baseUrl) {
    this.baseUrl = baseUrl;
    this.address = address;
    this.origin = origin;
  }

  async request(method: string, path: string, json?: unknown): Promise<Response> {
    const headers: Record<string, string> = {
      origin: this.origin,
      "x-forwarded-for": this.address,
    };
    if (this.cookies) headers.cookie = this.cookies;
    if (method !== "GET" && this.token) headers["x-csrf-token"] = this.token;
    if (json !== undefined) headers["content-type"] = "application/json";
    const response = await send(this.agent, `${this.baseUrl}${path}`, {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    });
    const cookies = response.headers.getSetCookie().map((line) => line.split(";")[0]);
    if (cookies.length > 0) this.cookies = cookies.join("; ");
    return response;
  }

  /** The Cookie header this visitor sends (its session). */
  get cookie(): string {
    return this.cookies;
  }

  /** The CSRF token of its session, sent with every write. */
  get csrfToken(): string {
    return this.token;
  }

  /** Signs up a new account and fetches the CSRF token for its session. */
  async signUp(email: string, password = "correct horse battery") {
    const response = await this.request("POST", "/api/auth/sign-up/email", {
      email,
      password,
      name: "Load Tester",
    });
    if (!response.ok)
      throw new Error(`sign-up answered ${response.status}: ${await response.text()}`);
    await this.refreshCsrfToken();
  }

  async refreshCsrfToken() {
    const response = await this.request("GET", "/api/csrf-token");
    if (!response.ok) throw new Error(`csrf-token answered ${response.status}`);
    this.token = z.object({ csrfToken: z.string() }).parse(await response.json()).csrfToken;
  }

  /** The user's places as the server has them now. */
  async places(): Promise<{ id: number; name: string; visited: boolean }[]> {
    const response = await this.request("GET", "/api/places");
    if (!response.ok) throw new Error(`GET /api/places answered ${response.status}`);
    return z
      .array(z.object({ id: z.number(), name: z.string(), visited: z.boolean() }))
      .parse(await response.json());
  }
}

let visitorsMade = 0;
const run = Date.now().toString(36);

/** A new account from an address of its own (10.x.y.z, counting up). */
export async function signUpVisitor(baseUrl: string, email?: string, origin = baseUrl) {
  visitorsMade += 1;
  const n = visitorsMade;
  const visitor = new Visitor(
    baseUrl,
    `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    origin,
  );
  await visitor.signUp(email ?? `visitor-${run}-${n}@example.com`);
  return visitor;
}

/**
 * `count` visitors, signed up four at a time: each sign-up hashes a password on one of the
 * app's threads, and one at a time left the other core idle (200 took 9 s of a load test's 14).
 */
export async function signUpVisitors(baseUrl: string, count: number, origin = baseUrl) {
  const visitors: Visitor[] = [];
  for (let first = 0; first < count; first += 4) {
    const size = Math.min(4, count - first);
    const batch = Array.from({ length: size }, () => signUpVisitor(baseUrl, undefined, origin));
    visitors.push(...(await Promise.all(batch)));
  }
  return visitors;
}

/** One HTTP request on `agent`, its whole answer read into a web Response. */
function send(
  agent: http.Agent,
  url: string,
  { method, headers, body }: { method: string; headers: Record<string, string>; body?: string },
  retried = false,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("error", reject);
      answer.on("end", () => {
        const status = answer.statusCode ?? 0;
        const answerHeaders = new Headers();
        for (const [name, value] of Object.entries(answer.headers)) {
          for (const one of [value ?? []].flat()) answerHeaders.append(name, one);
        }
        const content = status === 204 || status === 304 ? null : Buffer.concat(chunks);
        resolve(new Response(content, { status, headers: answerHeaders }));
      });
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed as idle just as this request went out on
      // it: the server never read the request, so sending it again is safe. Browsers do the
      // same; Node's documentation gives this very check (request.reusedSocket).
      if (request.reusedSocket && error.code === "ECONNRESET" && !retried) {
        send(agent, url, { method, headers, body }, true).then(resolve, reject);
      } else {
        reject(error);
      }
    });
    request.end(body);
  });
}

/** A Cookie header's pairs as Playwright adds them to a browser context, for `base`'s host. */
export function cookiesFor(cookieHeader: string, base: string) {
  return cookieHeader.split("; ").map((pair) => {
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: base };
  });
}
