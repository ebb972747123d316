import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { londonYear } from "#shared/stats.ts";
import type { HttpClient } from "../testing/http-client.ts";
import { shellPageOf as pageOf, signedInPageBuild } from "../testing/signed-in-page.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

// /stats with the visitor's year in its shell: the renderer as the build makes it, around an
// app page of the build's shape, served by the real app.
let build: Awaited<ReturnType<typeof signedInPageBuild>>;
let t: TestApp;
let traveller: HttpClient;

const visits = (...dates: string[]) => dates.map((date) => ({ date, note: null }));

beforeAll(async () => {
  build = await signedInPageBuild("stats-page");
  t = await startTestApp({ clientDir: build.clientDir });
  traveller = await t.signedInClient();
  const places = [
    { name: "Tower of London", category: "History & Heritage", visits: visits("2025-03-15") },
    { name: "Kew Gardens", category: "Outdoors & Nature", visits: visits("2025-03-20") },
  ];
  expect((await traveller.write("POST", "/api/places/bulk", { places })).status).toBe(201);
  const other = await t.signedInClient();
  const theirs = [{ name: "Cove", category: "Food & Drink", visits: visits("2025-03-01") }];
  expect((await other.write("POST", "/api/places/bulk", { places: theirs })).status).toBe(201);
}, 120_000);
afterAll(async () => {
  await t?.close();
  build?.remove();
});

describe("GET /stats for a signed-in visitor", () => {
  it("carries the visitor's figures for the year asked, and hints its answers", async () => {
    const response = await traveller.get("/stats?year=2025");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-cache");
    expect(response.headers.get("vary")).toMatch(/\bcookie\b/);
    const { html, shell } = await pageOf(response);
    expect(shell).toContain("Your 2025 in places");
    expect(shell).toContain("Visits and places added, month by month");
    expect(shell).toContain("History &amp; Heritage");
    expect(shell).toContain("Outdoors &amp; Nature");
    // Another traveller's visits are never counted in it.
    expect(shell).not.toContain("Food &amp; Drink");
    expect(html).toContain('<link rel="preload" as="fetch" href="/api/stats?year=2025"');
    expect(html).toContain('<link rel="preload" as="fetch" href="/api/stats/places?year=2025"');
  });

  it("shows this UK year when the address names none", async () => {
    const { shell } = await pageOf(await traveller.get("/stats"));
    expect(shell).toContain(`Your ${londonYear()} in places`);
  });

  it("leaves a year it cannot read, and a visitor signed out, to the app's page", async () => {
    const bad = await pageOf(await traveller.get("/stats?year=20x5"));
    expect(bad.shell).toBeNull();
    expect(bad.html).toContain('<div id="root">');
    const stranger = await pageOf(await t.client().get("/stats"));
    expect(stranger.shell).toBeNull();
    expect(stranger.html).toContain('<div id="root">');
  });
});
