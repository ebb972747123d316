import { hc, type InferRequestType } from "hono/client";
import { okJson } from "#shared/api-answer.ts";
import type { AppType } from "../app.ts";

const WRITES = new Set(["POST", "PATCH", "PUT", "DELETE"]);

type Api = ReturnType<typeof hc<AppType>>["api"];
/** What POST /api/places accepts. */
export type NewPlaceFields = InferRequestType<Api["places"]["$post"]>["json"];

/**
 * A visitor to the app over real HTTP: keeps its cookies like a browser, sends the Origin a
 * browser would, and can fetch and send the CSRF token.
 */
export class HttpClient {
  readonly baseUrl: string;
  private readonly cookies = new Map<string, string>();
  private csrfToken: string | undefined;

  /**
   * The API typed from its routes, as this visitor: `okJson(visitor.api.places.$get())`. Writes
   * carry the session's CSRF token, as the web app's do.
   */
  readonly api: Api;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
    this.api = hc<AppType>(baseUrl, {
      fetch: async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const method = init.method ?? "GET";
        const headers: Record<string, string> = Object.fromEntries(new Headers(init.headers));
        if (WRITES.has(method)) {
          this.csrfToken ??= await this.fetchCsrfToken();
          headers["x-csrf-token"] = this.csrfToken;
        }
        const path = String(input).slice(baseUrl.length);
        return this.request(method, path, { headers, body: init.body ?? undefined });
      },
    }).api;
  }

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** Sets a cookie as the page's own script would (document.cookie). */
  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  /** Keeps the cookies a response sets, as a browser would. */
  remember(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(
    method: string,
    path: string,
    options: { json?: unknown; headers?: Record<string, string>; body?: BodyInit } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { origin: this.baseUrl, ...options.headers };
    if (this.cookies.size > 0) headers.cookie = this.cookieHeader;
    let body = options.body;
    if (options.json !== undefined) {
      headers["content-type"] ??= "application/json";
      body = JSON.stringify(options.json);
    }
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body,
      redirect: "manual",
    });
    this.remember(response);
    return response;
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request("GET", path, { headers });
  }

  /** A write as the app's client makes it: with the session's CSRF token. */
  async write(method: "POST" | "PATCH" | "PUT" | "DELETE", path: string, json?: unknown) {
    this.csrfToken ??= await this.fetchCsrfToken();
    return this.request(method, path, { json, headers: { "x-csrf-token": this.csrfToken } });
  }

  async fetchCsrfToken(): Promise<string> {
    return (await okJson(this.api["csrf-token"].$get())).csrfToken;
  }

  async signUp(email: string, password = "correct horse battery", name = "Test Traveller") {
    const response = await this.request("POST", "/api/auth/sign-up/email", {
      json: { email, password, name },
    });
    this.csrfToken = undefined;
    return response;
  }

  async signIn(email: string, password = "correct horse battery") {
    const response = await this.request("POST", "/api/auth/sign-in/email", {
      json: { email, password },
    });
    this.csrfToken = undefined;
    return response;
  }
}
