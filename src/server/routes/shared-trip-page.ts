import { Hono } from "hono";
import type { Db } from "../db/index.ts";
import { tripShareQueries } from "../db/queries/trip-shares.ts";
import { sharedTripGonePage, sharedTripPage } from "./shared-trip-html.ts";

/**
 * What every answer of a shared trip carries: kept out of search engines, and no address of
 * it sent on to the sites its links open (the token in it is the key to the trip).
 */
const PRIVATE_PAGE_HEADERS = {
  "x-robots-tag": "noindex, nofollow",
  "referrer-policy": "no-referrer",
  "cache-control": "no-store",
} as const;

const html = (body: string, status: number) =>
  new Response(body, {
    status,
    headers: { ...PRIVATE_PAGE_HEADERS, "content-type": "text/html; charset=utf-8" },
  });

/**
 * /shared/trips/{token}: a trip its owner shared, for anyone with the link, signed in or not
 * (docs/decisions/0036-trip-share-links.md). It shows the trip's name, dates, days and stops,
 * and the owner's name or the places' photos only when the owner chose so. An expired,
 * withdrawn or unknown link answers 404 with a page saying so, the same for each.
 */
export function sharedTripRoutes(db: Db) {
  const shares = tripShareQueries(db);
  return new Hono()
    .get("/:token", async (c) => {
      const token = c.req.param("token");
      const trip = await shares.byToken(token);
      if (!trip) return html(sharedTripGonePage(), 404);
      return html(sharedTripPage(trip, token), 200);
    })
    .get("/:token/photos/:stopId", async (c) => {
      const stopId = Number(c.req.param("stopId"));
      const photo =
        /^[1-9]\d{0,9}$/.test(c.req.param("stopId")) && stopId <= 2_147_483_647
          ? await shares.photo(c.req.param("token"), stopId)
          : undefined;
      if (!photo) return html(sharedTripGonePage(), 404);
      return new Response(new Uint8Array(photo.thumbnail), {
        headers: {
          ...PRIVATE_PAGE_HEADERS,
          "content-type": "image/webp",
          "x-content-type-options": "nosniff",
        },
      });
    });
}
