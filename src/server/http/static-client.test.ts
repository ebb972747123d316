import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { staticClient } from "./static-client.ts";

const clientDir = mkdtempSync(path.join(tmpdir(), "uka-client-"));
mkdirSync(path.join(clientDir, "assets"));
writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>app</title>");
writeFileSync(path.join(clientDir, "assets", "home-abc123.js"), "export {};");
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
});
