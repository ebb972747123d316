import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticClient } from "./static-client.ts";

const clientDir = mkdtempSync(path.join(tmpdir(), "uka-client-"));
mkdirSync(path.join(clientDir, "assets"));
writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>app</title>");
writeFileSync(path.join(clientDir, "assets", "home-abc123.js"), "export {};");
// What the build's precompress step writes beside each file.
const script = "export const places = [];\n".repeat(100);
writeFileSync(path.join(clientDir, "assets", "list-def456.js"), script);
writeFileSync(path.join(clientDir, "assets", "list-def456.js.br"), brotliCompressSync(script));
writeFileSync(path.join(clientDir, "assets", "list-def456.js.gz"), gzipSync(script));
// A map an older build left beside its chunk.
writeFileSync(
  path.join(clientDir, "assets", "home-abc123.js.map"),
  '{"sourcesContent":["secret"]}',
);
// Two public pages as the build renders them (scripts/prerender-public-pages.ts).
mkdirSync(path.join(clientDir, "pages", "features"), { recursive: true });
writeFileSync(path.join(clientDir, "pages", "index.html"), "<title>landing</title>");
writeFileSync(
  path.join(clientDir, "pages", "index.html.br"),
  brotliCompressSync("<title>landing</title>"),
);
writeFileSync(path.join(clientDir, "pages", "features", "moods.html"), "<title>moods</title>");
// Their Welsh copies, under /cy.
mkdirSync(path.join(clientDir, "pages", "cy", "features"), { recursive: true });
writeFileSync(path.join(clientDir, "pages", "cy.html"), "<title>hafan</title>");
writeFileSync(
  path.join(clientDir, "pages", "cy", "features", "moods.html"),
  "<title>hwyliau</title>",
);
// The app's page with the signed-in home's hints (scripts/signed-in-home.ts).
const signedInHome = '<title>app</title><link rel="preload" as="fetch" href="/api/places">';
writeFileSync(path.join(clientDir, "signed-in-home.html"), signedInHome);
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

writeFileSync(path.join(clientDir, "sw.js"), "self.addEventListener('fetch', () => {});");
const app = staticClient(clientDir, { workerSettings: "abc123" });

describe("staticClient's Welsh pages", () => {
  it("serves a public page's Welsh copy under /cy", async () => {
    const welsh = await app.request("/cy/features/moods");
    expect(welsh.status).toBe(200);
    expect(await welsh.text()).toBe("<title>hwyliau</title>");
  });

  it.each([
    ["the lang cookie", { cookie: "lang=cy" }],
    ["Accept-Language", { "accept-language": "cy-GB,cy;q=0.9,en;q=0.5" }],
  ])("sends a visitor who reads Welsh by %s to the Welsh copy", async (_, headers) => {
    const sent = await app.request("/features/moods?from=menu", { headers });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe("/cy/features/moods?from=menu");
    expect((await app.request("/", { headers })).headers.get("location")).toBe("/cy");
  });

  it("keeps English for a visitor who chose it, whatever their browser's language", async () => {
    const english = await app.request("/features/moods", {
      headers: { cookie: "lang=en", "accept-language": "cy" },
    });
    expect(english.status).toBe(200);
    expect(await english.text()).toBe("<title>moods</title>");
    // The same address answers by cookie and by language: a cache must keep them apart.
    expect(english.headers.get("vary")).toBe("cookie, accept-language");
  });

  it("sends a signed-in visitor from the Welsh landing page to their home", async () => {
    const home = await app.request("/cy", {
      headers: { cookie: "better-auth.session_token=abc.def" },
    });
    expect(home.status).toBe(302);
    expect(home.headers.get("location")).toBe("/");
  });
});

describe("staticClient", () => {
  it("serves hashed assets for a year and the app's page for client routes", async () => {
    const asset = await app.request("/assets/home-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const route = await app.request("/place/12");
    expect(route.status).toBe(200);
    expect(await route.text()).toContain("<title>app</title>");
    expect(route.headers.get("cache-control")).toBe("no-cache");
  });

  it("sends a public page as the build rendered it, and / to a session as the app's home", async () => {
    const landing = await app.request("/", { headers: { "accept-encoding": "br" } });
    expect(landing.headers.get("content-type")).toMatch(/^text\/html/);
    expect(landing.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await landing.arrayBuffer())).toString()).toBe(
      "<title>landing</title>",
    );
    // The same address answers differently by cookie: a cache must keep them apart.
    expect(landing.headers.get("vary")).toMatch(/^cookie\b/i);
    expect(landing.headers.get("cache-control")).toBe("no-cache");

    for (const cookie of [
      "better-auth.session_token=abc",
      "theme=dark; __Secure-better-auth.session_token=abc",
    ]) {
      const home = await app.request("/", { headers: { cookie } });
      expect(await home.text()).toBe(signedInHome);
      expect(home.headers.get("vary")).toMatch(/cookie/i);
    }
    // Another cookie is not a session.
    const other = await app.request("/", { headers: { cookie: "session_token=abc" } });
    expect(await other.text()).toBe("<title>landing</title>");

    // A feature page is public whoever asks; one the build did not render is the app's.
    for (const cookie of ["", "better-auth.session_token=abc"]) {
      const moods = await app.request("/features/moods", { headers: { cookie } });
      expect(await moods.text()).toBe("<title>moods</title>");
    }
    expect(await (await app.request("/features/nothing")).text()).toContain("<title>app</title>");
  });

  it("answers 404, not the page, for an asset that is gone (an old tab after an upgrade)", async () => {
    const missing = await app.request("/assets/home-old999.js");
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain("<title>");
  });

  it("sends the build's Brotli or gzip copy to a browser that accepts it, else the file", async () => {
    const brotli = await app.request("/assets/list-def456.js", {
      headers: { "accept-encoding": "gzip, deflate, br, zstd" },
    });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("vary")).toBe("Accept-Encoding");
    expect(brotli.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(script);

    const gzip = await app.request("/assets/list-def456.js", {
      headers: { "accept-encoding": "gzip" },
    });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");

    const plain = await app.request("/assets/list-def456.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(script);
  });

  it("answers a plain 404 for a path that looks like a file and is not there, the page to a route", async () => {
    for (const missing of [
      "/theme-init.js.map",
      "/assets/missing.js",
      "/favicon.png",
      "/favicon%2Epng",
      "/robots.txt",
      "/.env",
      "/place/12/photo.jpg",
    ]) {
      const response = await app.request(missing);
      expect(response.status, missing).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(response.headers.get("cache-control")).toBeNull();
      expect(await response.text()).toBe("Not found");
    }
    // The app's own routes have no extension: they still get its page.
    for (const route of ["/place/12", "/options", "/features/nothing", "/no-such-page"]) {
      const response = await app.request(route);
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain("<title>app</title>");
    }
  });

  it("never serves a source map, even one left beside its chunk", async () => {
    for (const map of ["/assets/home-abc123.js.map", "/assets/home-abc123.js%2Emap"]) {
      const response = await app.request(map, { headers: { "accept-encoding": "br, gzip" } });
      expect(response.status, map).toBe(404);
      expect(await response.text()).toBe("Not found");
    }
  });
});

describe("the service worker", () => {
  it("is sent revalidated, with the server's settings before its code", async () => {
    const worker = await app.request("/sw.js");
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-type")).toMatch(/^text\/javascript/);
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    expect(await worker.text()).toBe(
      `self.__UKA_SETTINGS="abc123";\nself.addEventListener('fetch', () => {});`,
    );
    const other = staticClient(clientDir, { workerSettings: "def456" });
    expect(await (await other.request("/sw.js")).text()).not.toBe(
      await (await app.request("/sw.js")).text(),
    );
  });

  it("/sw-reset is a page of its own that runs the reset script", async () => {
    const reset = await app.request("/sw-reset");
    expect(reset.status).toBe(200);
    expect(reset.headers.get("cache-control")).toBe("no-cache");
    expect(await reset.text()).toContain('<script src="/sw-reset.js" defer></script>');
  });
});

describe("the built client", () => {
  // A real build of the app, in a folder of its own: dist/ is left alone.
  const buildDir = mkdtempSync(path.join(tmpdir(), "uka-build-"));
  const outDir = path.join(buildDir, "client");
  afterAll(() => rmSync(buildDir, { recursive: true, force: true }));
  beforeAll(async () => {
    await build({
      configFile: path.resolve("vite.config.ts"),
      build: { outDir, emptyOutDir: true },
      logLevel: "silent",
    });
  }, 120_000);

  it("renders the public pages to HTML, each with the pages' own script and not the app's", async () => {
    const built = staticClient(outDir);
    for (const [route, heading] of [
      ["/", "Track Your UK Adventures"],
      ["/features/moods", "Mood tagging"],
      ["/terms", "Terms of Service"],
      ["/privacy-policy", "Privacy Policy"],
    ] as const) {
      const html = await (await built.request(route)).text();
      expect(html, route).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html).toMatch(/<script type="module" src="\/assets\/public-page-[\w-]+\.js">/);
      expect(html).not.toMatch(/assets\/index-[\w-]+\.js/);
    }
    const home = await built.request("/", { headers: { cookie: "better-auth.session_token=x" } });
    const homeHtml = await home.text();
    expect(homeHtml).toMatch(/assets\/index-[\w-]+\.js/);
    expect(homeHtml).toContain('<link rel="preload" as="fetch" href="/api/places"');
    // The home's frame, drawn before the app's script runs, inert until the app replaces it.
    expect(homeHtml).toMatch(
      /<div id="home-shell" inert aria-hidden="true">.*Your Adventure Summary.*<\/div>\s*<div id="root"><\/div>/s,
    );
  });

  it("keeps its source maps out of the served folder, and a chunk's map answers 404", async () => {
    const files = readdirSync(outDir, { recursive: true, encoding: "utf8" });
    expect(files.filter((name) => name.endsWith(".map"))).toEqual([]);
    const chunk = files.find((name) => /^assets[/\\][^/\\]+\.js$/.test(name));
    if (!chunk) throw new Error("the build wrote no script");
    const assetPath = `/${chunk.replaceAll("\\", "/")}`;
    // The map was written, for the server's own use, beside the served folder.
    expect(existsSync(path.join(`${outDir}-sourcemaps`, `${chunk}.map`))).toBe(true);

    const built = staticClient(outDir);
    expect((await built.request(assetPath)).status).toBe(200);
    const map = await built.request(`${assetPath}.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).toBe("Not found");
  });
});
