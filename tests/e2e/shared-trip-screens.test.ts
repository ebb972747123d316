import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  addPlacesThroughApi,
  browserPerFile,
  contrastFailures,
  SCREEN_VARIANTS,
  screens,
  screenshotter,
  type Viewport,
} from "./support.ts";

const browser = browserPerFile();

/** A write through the real API as the app's client makes it: the answer's JSON. */
function write(page: Page, method: string, path: string, body: unknown) {
  return page.evaluate(
    async ([method, path, body]) => {
      const { csrfToken } = await (await fetch("/api/csrf-token")).json();
      const response = await fetch(path as string, {
        method: method as string,
        headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
      return response.status === 204 ? null : response.json();
    },
    [method, path, body] as const,
  );
}

screens(() => {
  describe.each(SCREEN_VARIANTS)(
    "Shared trip screens at %s width in %s theme",
    (viewport: Viewport, colorScheme) => {
      it("render without errors, sideways scrolling or faint text", async () => {
        const owner = await browser.openPage({ viewport, colorScheme, name: "Ada Lovelace" });
        await owner.page.goto("/");
        const [castle, beach, island] = await addPlacesThroughApi(owner.page, [
          {
            name: "Pembroke Castle",
            category: "History & Heritage",
            latitude: 51.6766,
            longitude: -4.9206,
          },
          {
            name: "Barafundle Bay, the finest beach in Wales by many accounts",
            category: "Outdoors & Nature",
            latitude: 51.6198,
            longitude: -4.9023,
          },
          { name: "Skomer Island", category: "Outdoors & Nature" },
        ]);
        const trip = await write(owner.page, "POST", "/api/trips", {
          name: "Pembrokeshire coast & islands",
          startDate: "2026-06-13",
          endDate: "2026-06-15",
        });
        await write(owner.page, "PUT", `/api/trips/${trip.id}/plan`, {
          days: [
            {
              stops: [
                { placeId: castle, note: "Tickets online; the tower has 80 steps." },
                { placeId: beach, note: "Park at Stackpole Quay and walk over the cliff." },
              ],
            },
            { stops: [] },
            { stops: [{ placeId: island, note: "Boat from Martin's Haven at 10:00." }] },
          ],
        });
        const { url } = await write(owner.page, "POST", `/api/trips/${trip.id}/share`, {
          showName: true,
        });

        // The withdrawn link's own 404, checked below, is the one error the page may log.
        const visitor = await browser.openPage({
          viewport,
          colorScheme,
          signedIn: false,
          allowErrors: [/404 \(Not Found\) \/shared\/trips\//],
        });
        const shot = screenshotter(visitor.page, `${viewport}-${colorScheme}`);
        await visitor.page.goto(new URL(url).pathname);
        await visitor.page.getByRole("heading", { name: "Day 1 · Sat 13 Jun" }).waitFor();
        expect(await contrastFailures(visitor.page, "body")).toEqual([]);
        await shot("shared-trip", true);
        expect(visitor.errors).toEqual([]);

        await write(owner.page, "DELETE", `/api/trips/${trip.id}/share`, undefined);
        await visitor.page.goto(new URL(url).pathname);
        await visitor.page
          .getByRole("heading", { name: "This shared trip has expired or was withdrawn." })
          .waitFor();
        expect(await contrastFailures(visitor.page, "body")).toEqual([]);
        await shot("shared-trip-gone");
        // The browser reports the page's own 404, and nothing else.
        expect(visitor.errors).toEqual([
          `Failed to load resource: the server responded with a status of 404 (Not Found) ${new URL(url).pathname}`,
        ]);
      });
    },
  );
});
