import type { Server } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { addressKey, type ConnectionLimits, createLimitedServer } from "./connection-limits.ts";

const servers: Server[] = [];
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** The app's kind of server, made as main.ts makes it, answering "ok"; its port. */
async function limitedServer(limits: ConnectionLimits): Promise<number> {
  const server = createLimitedServer((_request, response) => response.end("ok"), limits);
  // Kept-alive sockets stay open for the length of a test.
  server.keepAliveTimeout = 60_000;
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** A connection from `localAddress` (any of 127.0.0.0/8 reaches loopback on Linux). */
function open(port: number, localAddress = "127.0.0.1") {
  const socket = connect({ port, host: "127.0.0.1", localAddress });
  sockets.push(socket);
  let received = "";
  socket.setEncoding("latin1");
  socket.on("data", (chunk: string) => {
    received += chunk;
  });
  // A reset is one way of being closed; the test looks at what arrived.
  socket.on("error", () => {});
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  return { socket, closed, received: () => received };
}

/** Sends a whole request and waits for the whole answer; the connection stays open. */
async function ask(port: number, localAddress?: string) {
  const connection = open(port, localAddress);
  connection.socket.write("GET / HTTP/1.1\r\nHost: test\r\n\r\n");
  await new Promise<void>((resolve) => {
    const check = () => {
      if (connection.received().endsWith("ok") || connection.socket.destroyed) resolve();
      else connection.socket.once("data", check).once("close", check);
    };
    check();
  });
  return connection;
}

describe("slow headers", () => {
  it("closes a connection whose headers trickle in once the headers timeout passes", async () => {
    const port = await limitedServer({
      trustedProxies: [],
      headersTimeoutMs: 300,
      timeoutCheckIntervalMs: 50,
    });
    const connection = open(port);
    connection.socket.write("GET / HTTP/1.1\r\nHost: test\r\n");
    // One header line every 20 ms: 250 lines would take five seconds to arrive.
    const lines = 250;
    let sent = 0;
    const trickle = setInterval(() => {
      if (connection.socket.destroyed) return clearInterval(trickle);
      // Every line sent and the server still waiting: give up, so the test fails at once.
      if (sent === lines) return connection.socket.end();
      connection.socket.write(`X-Slow-${sent}: a\r\n`);
      sent += 1;
    }, 20);
    await connection.closed;
    clearInterval(trickle);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 408 /);
    // The server closed it while the headers were still coming in.
    expect(sent).toBeLessThan(lines);
  });

  it("answers a client that sends its headers promptly", async () => {
    const port = await limitedServer({
      trustedProxies: [],
      headersTimeoutMs: 300,
      timeoutCheckIntervalMs: 50,
    });
    const connection = await ask(port);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 200 [\s\S]*ok$/);
  });
});

describe("connections per address", () => {
  it("closes connections past the cap from one address, while others still connect", async () => {
    const port = await limitedServer({
      trustedProxies: ["127.0.0.4"],
      maxConnectionsPerAddress: 3,
    });
    const held = [await ask(port, "127.0.0.2"), await ask(port, "127.0.0.2")];
    held.push(await ask(port, "127.0.0.2"));
    for (const connection of held) expect(connection.received()).toMatch(/^HTTP\/1\.1 200 /);

    const extra = await ask(port, "127.0.0.2");
    expect(extra.received()).toBe("");
    expect(extra.socket.destroyed).toBe(true);

    // Another address, and a trusted proxy past the cap, are served.
    expect((await ask(port, "127.0.0.3")).received()).toMatch(/^HTTP\/1\.1 200 /);
    const proxied = [];
    for (let i = 0; i < 5; i++) proxied.push(await ask(port, "127.0.0.4"));
    for (const connection of proxied) expect(connection.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(proxied.every((connection) => !connection.socket.destroyed)).toBe(true);

    // A connection closed frees its place: once the server has seen the close, the address
    // connects again.
    held[0]?.socket.end();
    await held[0]?.closed;
    let again = await ask(port, "127.0.0.2");
    while (again.received() === "") again = await ask(port, "127.0.0.2");
    expect(again.received()).toMatch(/^HTTP\/1\.1 200 /);
  });
});

describe("addressKey", () => {
  it("counts an IPv4 address as itself, unwrapping IPv4-mapped IPv6", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("counts IPv6 addresses by their /64, however they are written", () => {
    const key = addressKey("2001:db8:1:2::1");
    expect(key).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:ffff:0:0:99")).toBe(key);
    expect(addressKey("2001:db8:1:3::1")).not.toBe(key);
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("64:ff9b::198.51.100.1")).toBe("64:ff9b:0:0::/64");
  });
});
