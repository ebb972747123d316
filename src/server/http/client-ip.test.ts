import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { resolveClientIp } from "./client-ip.ts";

async function ipSeenBy(trustedProxies: string[], socket: string, forwardedFor?: string) {
  const app = new Hono().get("/", (c) => c.text(resolveClientIp(c, trustedProxies)));
  const headers: Record<string, string> = forwardedFor ? { "x-forwarded-for": forwardedFor } : {};
  // app.request may answer synchronously, hence the await rather than .then().
  const response = await app.request(
    "/",
    { headers },
    { incoming: { socket: { remoteAddress: socket } } },
  );
  return response.text();
}

describe("resolveClientIp", () => {
  it("uses the socket's address and ignores X-Forwarded-For from an untrusted peer", async () => {
    expect(await ipSeenBy([], "203.0.113.9", "1.2.3.4")).toBe("203.0.113.9");
  });

  it("unwraps IPv4-mapped IPv6 addresses", async () => {
    expect(await ipSeenBy([], "::ffff:198.51.100.7")).toBe("198.51.100.7");
  });

  it("walks X-Forwarded-For from the right past trusted proxies", async () => {
    const proxies = ["10.0.0.1", "10.0.0.2"];
    expect(await ipSeenBy(proxies, "10.0.0.1", "6.6.6.6, 198.51.100.7, 10.0.0.2")).toBe(
      "198.51.100.7",
    );
  });

  it("falls back to the proxy itself when the header names no one else", async () => {
    expect(await ipSeenBy(["10.0.0.1"], "10.0.0.1")).toBe("10.0.0.1");
  });
});
