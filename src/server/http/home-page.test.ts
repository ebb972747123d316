import { request } from "node:http";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HttpClient } from "../testing/http-client.ts";
import { shellPageOf, signedInPageBuild } from "../testing/signed-in-page.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

// The signed-in home's page with the visitor's own home in its shell: the renderer as the build
// makes it, around an app page of the build's shape, served by the real app.
let build: Awaited<ReturnType<typeof signedInPageBuild>>;
let t: TestApp;
let traveller: HttpClient;
let other: HttpClient;

beforeAll(async () => {
  build = await signedInPageBuild("home-page");
  t = await startTestApp({ clientDir: build.clientDir });
  traveller = await t.signedInClient();
  other = await t.signedInClient();
  const places = Array.from({ length: 14 }, (_, i) => ({
    name: `Castle ${String.fromCharCode(65 + i)}`,
    address: "Northumberland",
    visited: i % 2 === 0,
  }));
  places.push({ name: "<script>alert(1)</script> Tower", address: "Kent", visited: false });
  expect((await traveller.write("POST", "/api/places/bulk", { places })).status).toBe(201);
  const theirs = [{ name: "Someone Else's Secret Cove", address: "Cornwall" }];
  expect((await other.write("POST", "/api/places/bulk", { places: theirs })).status).toBe(201);
}, 120_000);
afterAll(async () => {
  await t?.close();
  build?.remove();
});

/** The page's shell, as sent: the markup between the shell's element and the app's root. */
async function shellOf(response: Response) {
  const { shell } = await shellPageOf(response);
  expect(shell).not.toBeNull();
  return shell ?? "";
}
const cardNames = (shell: string) =>
  [...shell.matchAll(/line-clamp-2[^>]*>([^<]*(?:&lt;[^<]*)*)<\/span>/g)].map((m) => m[1]);

describe("GET / for a signed-in visitor", () => {
  it("carries the visitor's own home: the counts, the summary and the first page of cards", async () => {
    const response = await traveller.get("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(response.headers.get("vary")).toMatch(/\bcookie\b/);
    const shell = await shellOf(response);
    expect(shell).toContain("Your Adventure Summary");
    expect(shell).toContain("Your Places");
    expect(shell).toMatch(/Page 1 of 2/);
    expect(cardNames(shell)).toHaveLength(10);
    // Another traveller's places are never in it.
    expect(shell).not.toContain("Secret Cove");
  });

  it("writes a place's name as text, never as markup", async () => {
    // First by name: its "<" sorts before the letters.
    const shell = await shellOf(await traveller.get("/?sort=name"));
    expect(shell).not.toContain("<script>alert(1)</script>");
    expect(shell).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Tower");
  });

  it("shows the page, filter and sort the address asks for", async () => {
    const shell = await shellOf(await traveller.get("/?filter=visited&sort=name&page=1"));
    expect(cardNames(shell)).toEqual(
      ["A", "C", "E", "G", "I", "K", "M"].map((letter) => `Castle ${letter}`),
    );
    const second = await shellOf(await traveller.get("/?sort=name&page=2"));
    // Fifteen by name: the tower first, then A to N.
    expect(cardNames(second)).toEqual(["Castle J", "Castle K", "Castle L", "Castle M", "Castle N"]);
  });

  it("shows only the frame where the browser decides the list: a search, or nearest first", async () => {
    for (const address of ["/?q=castle", "/?sort=distance"]) {
      const shell = await shellOf(await traveller.get(address));
      expect(cardNames(shell), address).toEqual([]);
      expect(shell).toContain("Your Adventure Summary");
    }
  });

  it("is compressed as the browser accepts, and the same page unpacked", async () => {
    const plain = await (await traveller.get("/", { "accept-encoding": "identity" })).text();
    const packed = await traveller.request("GET", "/", {
      headers: { "accept-encoding": "br" },
    });
    expect(packed.headers.get("content-encoding")).toBe("br");
    // fetch unpacks it; the bytes on the wire are Brotli's.
    expect(await packed.text()).toBe(plain);
    const raw = await new Promise<Buffer>((resolve, reject) => {
      const url = new URL("/", t.baseUrl);
      request(
        url,
        { headers: { cookie: traveller.cookieHeader, "accept-encoding": "br" } },
        (r) => {
          const chunks: Buffer[] = [];
          r.on("data", (chunk: Buffer) => chunks.push(chunk));
          r.on("end", () => resolve(Buffer.concat(chunks)));
        },
      )
        .on("error", reject)
        .end();
    });
    expect(raw.length).toBeLessThan(Buffer.byteLength(plain) / 2);
    expect(brotliDecompressSync(raw).toString()).toBe(plain);
  });

  it("sends no one's places to a visitor without a session, or whose session has ended", async () => {
    const stranger = t.client();
    expect(await (await stranger.get("/")).text()).not.toContain("Castle");
    const ended = await t.client().get("/", {
      cookie: "better-auth.session_token=no-such-session.c2lnbmF0dXJl",
    });
    expect(ended.status).toBe(200);
    expect(await ended.text()).not.toContain("Castle");
  });
});

describe("GET /map for a signed-in visitor", () => {
  it("carries the map's page: the filters' counts and the places with no location", async () => {
    const response = await traveller.get("/map");
    expect(response.status).toBe(200);
    expect(response.headers.get("vary")).toMatch(/\bcookie\b/);
    const shell = await shellOf(response);
    // Fifteen places, seven of them visited; none has a location.
    expect(shell).toMatch(/All<span[^>]*>15</);
    expect(shell).toMatch(/Visited<span[^>]*>7</);
    expect(shell).toMatch(/To Visit<span[^>]*>8</);
    expect(shell).toMatch(/Not on the map \(15\)/);
    expect(shell).toContain('aria-label="Add location to Castle A"');
    expect(shell).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Tower");
    expect(shell).not.toContain("<script>alert(1)</script>");
    expect(shell).toContain('aria-label="Map of your places"');
    expect(shell).not.toContain("Secret Cove");
  });

  it("lists the first 50 places with no location, and counts them all", async () => {
    const many = await t.signedInClient();
    const places = Array.from({ length: 60 }, (_, i) => ({
      name: `Unplaced ${String(i).padStart(2, "0")}`,
    }));
    expect((await many.write("POST", "/api/places/bulk", { places })).status).toBe(201);
    const shell = await shellOf(await many.get("/map"));
    expect(shell).toMatch(/Not on the map \(60\)/);
    const listed = [...shell.matchAll(/aria-label="Add location to (Unplaced \d+)"/g)];
    expect(listed.map((m) => m[1])).toEqual(places.slice(0, 50).map((place) => place.name));
  });

  it("sends no one's places to a visitor without a session", async () => {
    const page = await (await t.client().get("/map")).text();
    expect(page).not.toContain("Castle");
    expect(page).not.toContain('id="home-shell"');
  });
});
