// Places brought in from files through the Import dialog, and taken out through Options'
// Export links, in Chromium against the built app under its real Content-Security-Policy.
// What needs no browser is tested below it: each format's reader in src/shared/import-formats,
// the preview's marks and choices in src/client/features/import-backup/components, how a
// pasted line is placed by the towns and landmarks it names in best-found.test.ts and
// src/server/routes/geocode.test.ts.
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import {
  addPlacesThroughApi,
  baseUrl,
  browserPerFile,
  SCREEN_VARIANTS,
  screens,
  screenshotter,
  type Viewport,
} from "./support.ts";

const FIXTURES = path.resolve("tests/fixtures/import-formats");
const fixture = (name: string) => path.join(FIXTURES, name);

const browser = browserPerFile();
let page: Page;
let errors: string[];

const toast = (title: string) => page.getByTestId("toast").filter({ hasText: title });

const storedPlaceSchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  category: z.string().nullable(),
  mood: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  visited: z.boolean(),
  visitedDate: z.string().nullable(),
  locationApproximate: z.boolean(),
});
type StoredPlace = z.infer<typeof storedPlaceSchema>;

/** GET /api/places for the page's user, sorted by name. */
async function storedPlaces(on: Page = page): Promise<StoredPlace[]> {
  const places: unknown = await on.evaluate(async () => (await fetch("/api/places")).json());
  return z
    .array(storedPlaceSchema)
    .parse(places)
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Each place's visits by name, newest first, as GET /api/places/{id}/visits lists them. */
async function storedVisits(on: Page = page) {
  return on.evaluate(async () => {
    const places: { id: number; name: string }[] = await (await fetch("/api/places")).json();
    const byName: Record<string, { date: string | null; note: string | null }[]> = {};
    for (const place of places) {
      const visits: { date: string | null; note: string | null }[] = await (
        await fetch(`/api/places/${place.id}/visits`)
      ).json();
      byName[place.name] = visits.map(({ date, note }) => ({ date, note }));
    }
    return byName;
  });
}

async function openImport(on: Page = page) {
  await on.goto("/options");
  await on.getByRole("button", { name: "Import Places" }).click();
  return on.getByRole("dialog", { name: "Import Places" });
}

/**
 * Chooses a file in the dialog and waits for its preview ("Found N places") and for every
 * position looked up by name to come back.
 */
async function chooseFile(dialog: Locator, file: string, found: number) {
  await dialog.getByLabel("Choose a file").setInputFiles(file);
  await dialog.getByText(`Found ${found} ${found === 1 ? "place" : "places"}`).waitFor();
  await dialog.getByText(/Finding locations/).waitFor({ state: "detached" });
}

/** Imports every row of the preview, and waits for the toast saying so and the dialog to close. */
async function importAll(dialog: Locator, count: number) {
  await dialog.getByRole("button", { name: `Import ${count} Places` }).click();
  await toast("Import successful!").waitFor();
  expect(await toast("Import successful!").innerText()).toContain(`Added ${count} places`);
  await dialog.waitFor({ state: "detached" });
  // Closed once read: left, it would hold back the next toast for its 5 s.
  await toast("Import successful!").locator('button[aria-label="Close"]').click();
  await toast("Import successful!").waitFor({ state: "detached" });
}

/** Each drawn row's name and the marks it carries, in order. */
async function rowMarks(dialog: Locator): Promise<[string, string[]][]> {
  const rows = dialog.getByRole("list", { name: "Places found" }).getByRole("listitem");
  const result: [string, string[]][] = [];
  for (const row of await rows.all()) {
    const name = (await row.locator("label").innerText()).trim();
    result.push([name, await row.getByTestId("row-mark").allInnerTexts()]);
  }
  return result;
}

const NOTHING_ELSE = {
  address: null,
  notes: null,
  category: null,
  mood: null,
  visited: false,
  visitedDate: null,
  locationApproximate: false,
};

/** A place as GET /api/places answers it: at a position (or none), and `fields`, nothing else. */
const stored = (
  name: string,
  [latitude, longitude]: [number, number] | [null, null],
  fields: Partial<StoredPlace> = {},
): StoredPlace => ({ name, ...NOTHING_ELSE, latitude, longitude, ...fields });

describe("importing a file", () => {
  beforeEach(async () => {
    ({ page, errors } = await browser.openPage({ viewport: "desktop" }));
  });
  afterEach(() => {
    expect(errors).toEqual([]);
  });

  it("reads Google Takeout's Saved Places and GPX waypoints, previews them with their marks, and imports them", async () => {
    const workers: string[] = [];
    page.on("worker", (worker) => workers.push(worker.url()));
    const dialog = await openImport();
    // The worker's answer that a file cannot be read is said; still choosing, nothing to
    // import, and another file can be chosen.
    await dialog.getByLabel("Choose a file").setInputFiles(fixture("track-only.gpx"));
    await dialog
      .getByRole("alert")
      .filter({ hasText: "This is a GPX track with no waypoints: nothing to import" })
      .waitFor();
    expect(await dialog.getByRole("button", { name: /^Import / }).count()).toBe(0);

    await chooseFile(dialog, fixture("saved-places.json"), 5);
    expect(await rowMarks(dialog)).toEqual([
      ["London Eye", []],
      ["Edinburgh Castle", []],
      ["Stonehenge", []],
      // Found by its name, a landmark's, before its address's town (Penrhyndeudraeth).
      ["Portmeirion", ["Approximate location: Portmeirion, Wales"]],
      ["Dishoom Covent Garden", ["No location"]],
    ]);
    await dialog.getByText("In saved-places.json").waitFor();
    // Read in a worker served from our own origin, under a CSP that allows only that.
    expect(workers).not.toEqual([]);
    for (const url of workers)
      expect(url.startsWith(`${baseUrl}/assets/read-file.worker-`)).toBe(true);
    const csp = await page.evaluate(async () =>
      (await fetch("/options")).headers.get("content-security-policy"),
    );
    expect(/script-src ([^;]*)/.exec(csp ?? "")?.[1]).toBe("'self'");
    expect(csp).not.toContain("worker-src");
    await importAll(dialog, 5);

    const gpx = await openImport();
    await chooseFile(gpx, fixture("waypoints.gpx"), 4);
    expect(await rowMarks(gpx)).toEqual([
      ["Ben Nevis summit", []],
      ["Glenfinnan Viaduct", []],
      ["Urquhart Castle", []],
      // A waypoint with no name is called by its place in the file and the town nearest it.
      ["Point 4 near Caol", []],
    ]);
    await importAll(gpx, 4);

    expect(await storedPlaces()).toEqual([
      stored("Ben Nevis summit", [56.796891, -5.003675], { notes: "Highest point in the UK" }),
      stored("Dishoom Covent Garden", [null, null]),
      stored("Edinburgh Castle", [55.948595, -3.199913], {
        address: "Castlehill, Edinburgh EH1 2NG, United Kingdom",
      }),
      stored("Glenfinnan Viaduct", [56.876221, -5.431697], {
        notes: "Steam train crosses about 10:45",
      }),
      stored("London Eye", [51.503324, -0.119543], {
        address: "Riverside Building, County Hall, London SE1 7PB, United Kingdom",
      }),
      stored("Point 4 near Caol", [57.1497, -5.0911]),
      // The place page says so, until the person sets a location (place-location.test.tsx,
      // src/server/routes/places-approximate.test.ts).
      stored("Portmeirion", [52.9136, -4.0977], {
        address: "Minffordd, Penrhyndeudraeth LL48 6ER, United Kingdom",
        locationApproximate: true,
      }),
      stored("Stonehenge", [51.178882, -1.826215], {
        address: "Salisbury SP4 7DE, United Kingdom",
      }),
      stored("Urquhart Castle", [57.324054, -4.441893], {
        notes: "Car park fills by noon\nRuins on Loch Ness",
      }),
    ]);
  });
});

describe("export and import again", () => {
  beforeEach(async () => {
    ({ page, errors } = await browser.openPage({ viewport: "mobile" }));
  });
  afterEach(() => {
    expect(errors).toEqual([]);
  });

  it("takes GeoJSON out through Options and brings the same places back", async () => {
    await page.goto("/");
    const [tintagel] = await addPlacesThroughApi(page, [
      {
        name: "Tintagel Castle",
        address: "Castle Rd, Tintagel PL34 0HE",
        notes: "Cross the footbridge\nMerlin's Cave at low tide",
        category: "History & Heritage",
        mood: "Adventurous",
        visited: true,
        latitude: 50.668,
        longitude: -4.759,
      },
      { name: "St Michael's Mount", latitude: 50.1165, longitude: -5.4775 },
    ]);
    // Two more visits, one with a note holding a quote, a "; " and a line break.
    await page.evaluate(async (id) => {
      const { csrfToken } = await (await fetch("/api/csrf-token")).json();
      for (const visit of [
        { date: "2023-04-01", note: 'Rain; "wild" seas\nand a rainbow' },
        { date: "2019-08-10" },
      ]) {
        const response = await fetch(`/api/places/${id}/visits`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
          body: JSON.stringify(visit),
        });
        if (!response.ok) throw new Error(`POST visits answered ${response.status}`);
      }
    }, tintagel);
    const before = await storedPlaces();
    const visitsBefore = await storedVisits();
    expect(visitsBefore["Tintagel Castle"]).toHaveLength(3);
    await page.goto("/options");
    await page.getByRole("heading", { name: "Export" }).waitFor();
    for (const format of ["GPX", "KML", "CSV"]) {
      const link = page.getByRole("link", { name: `Export as ${format}` });
      expect(await link.getAttribute("href")).toBe(
        `/api/places/export?format=${format.toLowerCase()}`,
      );
    }
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export as GeoJSON" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      /^uk-adventures-places-\d{4}-\d{2}-\d{2}\.geojson$/,
    );
    const file = await download.path();

    // Into an empty account: the same places come back.
    const other = await browser.openPage({ viewport: "mobile" });
    const dialog = await openImport(other.page);
    await chooseFile(dialog, file, 2);
    // The file lists them as the list does, newest first.
    expect(await rowMarks(dialog)).toEqual([
      ["St Michael's Mount", []],
      ["Tintagel Castle", []],
    ]);
    await dialog.getByRole("button", { name: "Import 2 Places" }).click();
    await other.page.getByTestId("toast").filter({ hasText: "Added 2 places" }).waitFor();
    // A visit's day comes back; the file holds no time of day.
    const day = (places: StoredPlace[]) =>
      places.map((p) => ({ ...p, visitedDate: p.visitedDate?.slice(0, 10) ?? null }));
    expect(day(await storedPlaces(other.page))).toEqual(day(before));
    // Every visit comes back, each with its note.
    expect(await storedVisits(other.page)).toEqual(visitsBefore);
    expect(other.errors).toEqual([]);

    // Into the account it came from: every row is already there, and starts left out.
    const again = await openImport();
    await chooseFile(again, file, 2);
    expect(await rowMarks(again)).toEqual([
      ["St Michael's Mount", ["Already in your list"]],
      ["Tintagel Castle", ["Already in your list"]],
    ]);
    expect(
      await again
        .getByRole("checkbox", { name: /^Include / })
        .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).checked)),
    ).toEqual([false, false]);
    expect(await again.getByRole("button", { name: "Import 0 Places" }).isDisabled()).toBe(true);
    expect(await storedPlaces()).toEqual(before);
  });
});

screens(() => {
  describe.each(SCREEN_VARIANTS)(
    "Import file screens at %s width in %s theme",
    (viewport: Viewport, colorScheme) => {
      it("render without errors or sideways scrolling", async () => {
        const opened = await browser.openPage({ viewport, colorScheme });
        page = opened.page;
        const shot = screenshotter(page, `${viewport}-${colorScheme}`);
        await page.goto("/");
        await addPlacesThroughApi(page, [
          {
            name: "London Eye",
            address: "Riverside Building, County Hall, London SE1 7PB, United Kingdom",
          },
        ]);
        await page.goto("/options");
        await page.getByRole("heading", { name: "Export" }).scrollIntoViewIfNeeded();
        await shot("options-export");

        const dialog = await openImport();
        await shot("import-choose");
        await chooseFile(dialog, fixture("saved-places.json"), 5);
        await dialog.getByRole("checkbox", { name: "Include Stonehenge" }).uncheck();
        await shot("import-file-preview");

        await dialog.getByRole("button", { name: "Back to Edit" }).click();
        await dialog.getByLabel("Choose a file").setInputFiles({
          name: "trip.csv",
          mimeType: "text/csv",
          buffer: Buffer.from(
            // A latitude past the pole: a row that cannot be read, said above the rest; a row
            // visited, said as a card says it.
            "Name,Latitude,Longitude,Visited Date\nBath Abbey,51.3815,-2.3587,2023-08-14\n" +
              "Ben Nevis,95.5,-5.0035,\n",
          ),
        });
        await dialog
          .getByRole("status")
          .filter({ hasText: "1 row could not be read: Row 3: 95.5 is not a latitude" })
          .waitFor();
        await dialog.getByText("Visited 14 Aug 2023").waitFor();
        await shot("import-file-problem");

        await dialog.getByRole("button", { name: "Back to Edit" }).click();
        await dialog.getByLabel("Choose a file").setInputFiles(fixture("track-only.gpx"));
        await dialog.getByRole("alert").filter({ hasText: "no waypoints" }).waitFor();
        await shot("import-file-error");
        expect(opened.errors).toEqual([]);
      });
    },
  );
});
