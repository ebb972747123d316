import type { Context } from "hono";

/** The header through which the app hands Better Auth the caller's resolved address. */
export const CLIENT_IP_HEADER = "x-uka-client-ip";

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

function normalise(address: string): string {
  return address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
}

/**
 * The caller's address: the socket's, unless the socket is a trusted proxy, in which case
 * X-Forwarded-For is walked from the right past trusted hops. A client cannot spoof it
 * unless TRUSTED_PROXIES says its immediate peer may.
 */
export function resolveClientIp(c: Context, trustedProxies: readonly string[]): string {
  const socketAddress = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress;
  // app.request() in tests has no socket.
  const peer = socketAddress ? normalise(socketAddress) : "127.0.0.1";
  if (!trustedProxies.includes(peer)) return peer;
  const hops = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => normalise(hop.trim()))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string;
    if (!trustedProxies.includes(hop)) return hop;
  }
  return peer;
}
