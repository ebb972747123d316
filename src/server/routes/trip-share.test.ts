import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TripDetail, TripShareCreated } from "#shared/trip.ts";
import type { HttpClient } from "../testing/http-client.ts";
import { pngDataUrl } from "../testing/images.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";
import { SHARES_PER_HOUR } from "./trips.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const GONE = "This shared trip has expired or was withdrawn.";

async function plannedTrip(owner: HttpClient) {
  const place = async (body: Record<string, unknown>) => {
    const response = await owner.write("POST", "/api/places", body);
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: number }).id;
  };
  const castle = await place({
    name: "Pembroke <Castle>",
    latitude: 51.677,
    longitude: -4.92,
    category: "History & Heritage",
    notes: "PRIVATE place note",
    photoUrl: await pngDataUrl(),
  });
  const beach = await place({ name: "Barafundle Bay", latitude: 51.62, longitude: -4.9 });
  const secret = await place({ name: "Secret unscheduled place" });
  await place({ name: "Not in the trip" });
  const created = await owner.write("POST", "/api/trips", {
    name: "Pembs & <friends>",
    startDate: "2025-06-14",
    endDate: "2025-06-15",
    notes: "PRIVATE trip notes",
  });
  const { id } = (await created.json()) as { id: number };
  const planned = await owner.write("PUT", `/api/trips/${id}/plan`, {
    days: [
      { stops: [{ placeId: castle, note: "Tickets <online>" }, { placeId: beach }] },
      { stops: [] },
    ],
    unscheduled: [{ placeId: secret }],
  });
  return (await planned.json()) as TripDetail;
}

async function share(owner: HttpClient, tripId: number, body: Record<string, unknown> = {}) {
  const response = await owner.write("POST", `/api/trips/${tripId}/share`, body);
  expect(response.status).toBe(201);
  return (await response.json()) as TripShareCreated;
}

const pathOf = (url: string) => new URL(url).pathname;

describe("a trip's share link", () => {
  it("shows the trip to anyone signed out, then nothing once withdrawn", async () => {
    const owner = await t.signedInClient("Owner Person");
    const trip = await plannedTrip(owner);
    const before = Date.now();
    const link = await share(owner, trip.id);
    expect(link.url).toMatch(new RegExp(`^${t.baseUrl}/shared/trips/[A-Za-z0-9_-]{43}$`));
    const expires = Date.parse(link.expiresAt);
    expect(expires - before).toBeGreaterThanOrEqual(30 * 86_400_000 - 1000);
    expect(expires - before).toBeLessThan(30 * 86_400_000 + 60_000);
    expect(link).toMatchObject({ showName: false, includePhotos: false });

    // Only the SHA-256 of the token is kept.
    const token = pathOf(link.url).split("/").pop() ?? "";
    const rows = await t.db
      .selectFrom("tripShare")
      .selectAll()
      .where("tripId", "=", trip.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(createHash("sha256").update(token).digest("base64url"));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(
      JSON.stringify(await t.db.selectFrom("idempotencyKey").selectAll().execute()),
    ).not.toContain(token);

    const current = await (await owner.get(`/api/trips/${trip.id}/share`)).json();
    expect(current).toEqual({
      share: {
        createdAt: expect.any(String),
        expiresAt: link.expiresAt,
        showName: false,
        includePhotos: false,
      },
    });
    expect(((await (await owner.get(`/api/trips/${trip.id}`)).json()) as TripDetail).share).toEqual(
      current.share,
    );

    const visitor = t.client();
    const page = await visitor.get(pathOf(link.url));
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("x-robots-tag")).toMatch(/noindex/);
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain("<h1>Pembs &amp; &lt;friends&gt;</h1>");
    expect(html).toContain("Day 1 · Sat 14 Jun");
    expect(html).toContain("Day 2 · Sun 15 Jun");
    expect(html).toContain("Pembroke &lt;Castle&gt;");
    expect(html).toContain("History &amp; Heritage");
    expect(html).toContain("Tickets &lt;online&gt;");
    expect(html).toContain("51.67700, -4.92000");
    expect(html).toContain("https://www.openstreetmap.org/directions?route=%3B51.677%2C-4.92");
    expect(html).toContain("Barafundle Bay");
    for (const hidden of [
      "PRIVATE place note",
      "PRIVATE trip notes",
      "Secret unscheduled place",
      "Not in the trip",
      "Owner Person",
      "@example",
      "<img",
      "<script",
    ]) {
      expect(html).not.toContain(hidden);
    }

    expect((await owner.write("DELETE", `/api/trips/${trip.id}/share`)).status).toBe(204);
    const gone = await visitor.get(pathOf(link.url));
    expect(gone.status).toBe(404);
    expect(gone.headers.get("x-robots-tag")).toMatch(/noindex/);
    expect(await gone.text()).toContain(GONE);
    expect(await (await owner.get(`/api/trips/${trip.id}/share`)).json()).toEqual({ share: null });
  });

  it("shows the owner's name and the photos only when chosen", async () => {
    const owner = await t.signedInClient("Named Owner");
    const trip = await plannedTrip(owner);
    const link = await share(owner, trip.id, {
      showName: true,
      includePhotos: true,
      expiresInDays: 1,
    });
    const html = await (await t.client().get(pathOf(link.url))).text();
    expect(html).toContain("Shared by Named Owner");
    const src = /<img src="([^"]+)"/.exec(html)?.[1] ?? "";
    expect(src).toMatch(/^\/shared\/trips\/[A-Za-z0-9_-]{43}\/photos\/\d+$/);
    const photo = await t.client().get(src);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/webp");
    expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(0);

    // A new link replaces the old one: the old stops working at once.
    const next = await share(owner, trip.id);
    expect((await t.client().get(pathOf(link.url))).status).toBe(404);
    expect((await t.client().get(src)).status).toBe(404);
    const plain = await (await t.client().get(pathOf(next.url))).text();
    expect(plain).not.toContain("Named Owner");
    expect(plain).not.toContain("<img");
  });

  it("stops working once expired", async () => {
    const owner = await t.signedInClient();
    const trip = await plannedTrip(owner);
    const link = await share(owner, trip.id, { expiresInDays: 1 });
    expect((await t.client().get(pathOf(link.url))).status).toBe(200);
    await t.db
      .updateTable("tripShare")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("tripId", "=", trip.id)
      .execute();
    const gone = await t.client().get(pathOf(link.url));
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain(GONE);
    expect(await (await owner.get(`/api/trips/${trip.id}/share`)).json()).toEqual({ share: null });
  });

  it("goes with its trip", async () => {
    const owner = await t.signedInClient();
    const trip = await plannedTrip(owner);
    const link = await share(owner, trip.id);
    expect((await owner.write("DELETE", `/api/trips/${trip.id}`)).status).toBe(204);
    expect((await t.client().get(pathOf(link.url))).status).toBe(404);
    expect(
      await t.db.selectFrom("tripShare").selectAll().where("tripId", "=", trip.id).execute(),
    ).toEqual([]);
  });

  it.each([
    "/shared/trips/nonsense",
    "/shared/trips/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    "/shared/trips/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA/photos/1",
    "/shared/trips/%3Cscript%3E",
  ])("answers 404 with the same page for %s", async (path) => {
    const response = await t.client().get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain(GONE);
  });

  it("refuses a lifetime outside 1 to 90 days, naming it", async () => {
    const owner = await t.signedInClient();
    const trip = await plannedTrip(owner);
    for (const expiresInDays of [0, 91, 1.5, "30"]) {
      const response = await owner.write("POST", `/api/trips/${trip.id}/share`, { expiresInDays });
      expect(response.status).toBe(400);
      expect((await response.json()).details[0].field).toBe("expiresInDays");
    }
    const longest = await share(owner, trip.id, { expiresInDays: 90 });
    expect(Date.parse(longest.expiresAt) - Date.now()).toBeGreaterThan(89 * 86_400_000);
  });

  it(`is limited to ${SHARES_PER_HOUR} new links an hour per account`, async () => {
    const owner = await t.signedInClient();
    const trip = await plannedTrip(owner);
    for (let i = 0; i < SHARES_PER_HOUR; i++) await share(owner, trip.id);
    const limited = await owner.write("POST", `/api/trips/${trip.id}/share`, {});
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await limited.json()).toMatchObject({ code: "rate_limited" });
    // Another account is not held back.
    const other = await t.signedInClient();
    const theirs = await plannedTrip(other);
    await share(other, theirs.id);
    // Nor does a refused request (another user's trip) count.
    const refused = await other.write("POST", `/api/trips/${trip.id}/share`, {});
    expect(refused.status).toBe(404);
  });
});
