import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
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
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

const app = staticClient(clientDir);

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
});
