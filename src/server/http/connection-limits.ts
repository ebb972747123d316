import { createServer, type RequestListener, type Server } from "node:http";
import { isIPv6, type Socket } from "node:net";

/**
 * How long a client may take to send a request's headers, from its first byte (or, on a new
 * connection, from connecting). Node's default is 60 s, and it only looks every 30 s, so a
 * socket trickling its headers a byte at a time was held 60–90 s.
 */
export const HEADERS_TIMEOUT_MS = 15_000;
/** How often Node checks the headers (and whole-request) timeouts; a limit is late by at most this. */
export const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
/**
 * Open connections one client address may hold at once. A browser opens about six per site;
 * this leaves room for a household or an office behind one address, and none for the tens of
 * thousands an attacker would need to crowd others out.
 */
export const MAX_CONNECTIONS_PER_ADDRESS = 64;

export type ConnectionLimits = {
  /** Proxies' addresses (TRUSTED_PROXIES): they carry many clients, so they are not capped. */
  trustedProxies: readonly string[];
  headersTimeoutMs?: number;
  timeoutCheckIntervalMs?: number;
  maxConnectionsPerAddress?: number;
};

/** An IPv6 address as its eight groups, in lower-case hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head = "", tail] = address.split("%")[0]?.split("::") ?? [];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  // An IPv4 address written in the last 32 bits (::ffff:1.2.3.4, 64:ff9b::1.2.3.4).
  const last = right.length > 0 ? right : left;
  const dotted = last.at(-1);
  if (dotted?.includes(".")) {
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split(".").map(Number);
    last.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill("0"), ...right].map((group) =>
    Number.parseInt(group, 16).toString(16),
  );
}

/** One spelling per address: IPv4-mapped IPv6 unwrapped, IPv6 written out in full. */
function canonical(address: string): string {
  const unwrapped = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  return isIPv6(unwrapped) ? ipv6Groups(unwrapped).join(":") : unwrapped;
}

/**
 * Whose connection this is, for the cap: an IPv4 address as it is, an IPv6 address by its
 * /64, the block one home or server is normally given, so that stepping through the last
 * groups does not make a new client.
 */
export function addressKey(remoteAddress: string): string {
  const address = canonical(remoteAddress);
  return address.includes(":") ? `${address.split(":").slice(0, 4).join(":")}::/64` : address;
}

/**
 * The app's node:http server answering with `listener` (bootstrap.ts), not yet listening,
 * with bounds on what slow or numerous connections can hold:
 * - a request's headers must arrive within `headersTimeoutMs` (408, then the socket is
 *   closed), checked every `timeoutCheckIntervalMs`: both are options Node takes only when the
 *   server is made;
 * - one client address may hold at most `maxConnectionsPerAddress` open connections; further
 *   ones are closed as they arrive. Addresses in `trustedProxies` are not capped.
 * The whole-request limit stays Node's 300 s: restores upload up to 32 MB. Counts are per
 * process, as connections are.
 */
export function createLimitedServer(listener: RequestListener, limits: ConnectionLimits): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs ?? HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: limits.timeoutCheckIntervalMs ?? TIMEOUT_CHECK_INTERVAL_MS,
    },
    listener,
  );

  const max = limits.maxConnectionsPerAddress ?? MAX_CONNECTIONS_PER_ADDRESS;
  const trusted = new Set(limits.trustedProxies.map(canonical));
  const open = new Map<string, number>();
  server.on("connection", (socket: Socket) => {
    // Undefined when the client has already gone.
    if (socket.remoteAddress === undefined) return;
    if (trusted.has(canonical(socket.remoteAddress))) return;
    const key = addressKey(socket.remoteAddress);
    const count = (open.get(key) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
  return server;
}
