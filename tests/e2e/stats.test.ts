import { copyFile, mkdir, readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  addPlacesThroughApi,
  browserPerFile,
  SCREEN_VARIANTS,
  screens,
  screenshotter,
  type Viewport,
} from "./support.ts";

const browser = browserPerFile();

/** Today where the browser is, YYYY-MM-DD: a visit today is one of this month's. */
const todayIn = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, "0");
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });

/**
 * Three places through the API: Edinburgh Castle first visited in January 2025 and again twice
 * in March and today; Cardiff Bay first visited in June 2024, again in March 2025 and today;
 * the Giant's Causeway still to visit. Answers their ids.
 */
async function travelsThroughApi(page: Page): Promise<{ castle: number; bay: number }> {
  const today = await todayIn(page);
  const [castle = 0, bay = 0] = await addPlacesThroughApi(page, [
    {
      name: "Edinburgh Castle",
      category: "History & Heritage",
      latitude: 55.9486,
      longitude: -3.1999,
      visited: true,
      visitedDate: "2025-01-15",
    },
    {
      name: "Cardiff Bay",
      category: "Outdoors & Nature",
      latitude: 51.4637,
      longitude: -3.1627,
      visited: true,
      visitedDate: "2024-06-01",
    },
    { name: "Giant's Causeway", latitude: 55.2408, longitude: -6.5116 },
  ]);
  await page.evaluate(
    async (visits) => {
      const { csrfToken } = await (await fetch("/api/csrf-token")).json();
      for (const [placeId, date] of visits) {
        const response = await fetch(`/api/places/${placeId}/visits`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
          body: JSON.stringify({ date }),
        });
        if (!response.ok) throw new Error(`POST visits answered ${response.status}`);
      }
    },
    [
      [castle, "2025-03-02"],
      [castle, "2025-03-20"],
      [castle, today],
      [bay, "2025-03-02"],
      [bay, today],
    ] as [number, string][],
  );
  return { castle, bay };
}

/** A table's body rows, as the text of their cells: what a screen reader reads of the chart. */
const tableRows = (page: Page, name: string) =>
  page
    .getByRole("table", { name })
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent)),
    );

type StatsAnswer = {
  months: { month: string; visits: number; added: number }[];
  byNation: { nation: string; visited: number; toVisit: number }[];
};

const statsFor = (page: Page, year: number): Promise<StatsAnswer> =>
  page.evaluate(async (asked) => (await fetch(`/api/stats?year=${asked}`)).json(), year);

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
].concat(["September", "October", "November", "December"]);

describe("Your Travels", () => {
  it("opens from the menu, shows the year's figures as tables and switches year", async () => {
    const { page, errors } = await browser.openPage({ viewport: "mobile", name: "Isabella Bird" });
    await page.goto("/");
    const { castle, bay } = await travelsThroughApi(page);
    const thisYear = await page.evaluate(() => new Date().getFullYear());
    await page.reload();

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Your Travels" }).click();
    await page.waitForURL("**/stats");
    await page.getByRole("heading", { name: `Your ${thisYear} in places` }).waitFor();

    // This year: the two visits today, and the three places added.
    const now = await statsFor(page, thisYear);
    await expect
      .poll(() => tableRows(page, "Visits and places added, month by month"))
      .toEqual(
        now.months.map((m, i) => [`${MONTH_NAMES[i]} ${thisYear}`, `${m.visits}`, `${m.added}`]),
      );
    expect(now.months.reduce((sum, m) => sum + m.visits, 0)).toBe(2);
    expect(now.months.reduce((sum, m) => sum + m.added, 0)).toBe(3);

    const year = page.getByRole("combobox", { name: "Year" });
    expect(await year.locator("option").allTextContents()).toEqual([
      `${thisYear}`,
      ...(thisYear > 2025 ? ["2025"] : []),
      "2024",
    ]);
    await year.selectOption("2025");
    await page.waitForURL("**/stats?year=2025");
    await page.getByRole("heading", { name: "Your 2025 in places" }).waitFor();
    await expect
      .poll(() => tableRows(page, "Visits and places added, month by month"))
      .toEqual(
        MONTH_NAMES.map((name, i) => [`${name} 2025`, i === 0 ? "1" : i === 2 ? "3" : "0", "0"]),
      );
    expect(await page.locator("dl").innerText()).toMatch(
      /Visits\s+4\s+Places visited\s+2\s+First visits\s+1\s+Places added\s+0/,
    );
    expect(await tableRows(page, "Visits by category")).toEqual([
      ["History & Heritage", "3"],
      ["Outdoors & Nature", "1"],
    ]);
    const nations = (await statsFor(page, 2025)).byNation;
    expect(await tableRows(page, "Places by nation")).toEqual(
      nations.map((n) => [n.nation, `${n.visited}`, `${n.toVisit}`]),
    );

    // Month by month: March's two places, each a link to its page.
    const march = page.getByRole("list", { name: "March 2025" });
    expect(await march.getByRole("link").allTextContents()).toEqual(
      expect.arrayContaining(["Edinburgh Castle", "Cardiff Bay"]),
    );
    expect(await march.getByRole("link", { name: "Cardiff Bay" }).getAttribute("href")).toBe(
      `/place/${bay}`,
    );
    await page
      .getByRole("list", { name: "January 2025" })
      .getByRole("link", { name: "Edinburgh Castle" })
      .click();
    await page.waitForURL(`**/place/${castle}`);
    expect(errors).toEqual([]);
  });

  it("shows the table in the chart's place, and downloads the year as a 1200×630 PNG", async () => {
    const { page, errors } = await browser.openPage({ viewport: "desktop" });
    await page.goto("/");
    await travelsThroughApi(page);
    await page.goto("/stats?year=2025");
    await page.getByRole("heading", { name: "Your 2025 in places" }).waitFor();
    const nationFigure = page.getByRole("region", { name: "Places by nation" });
    await nationFigure.getByRole("button", { name: "Show as table" }).click();
    await nationFigure.getByRole("button", { name: "Show as chart" }).waitFor();
    await expect.poll(() => nationFigure.getByRole("table").isVisible()).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Download your year" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("uk-adventures-2025-in-places.png");
    const file = await download.path();
    const bytes = await readFile(file);
    // Kept beside the screenshots, for a person to look at.
    await mkdir("test-results/screenshots", { recursive: true });
    await copyFile(file, "test-results/screenshots/stats-download.png");
    expect(bytes.subarray(12, 16).toString("ascii")).toBe("IHDR");
    expect(bytes.readUInt32BE(16)).toBe(1200);
    expect(bytes.readUInt32BE(20)).toBe(630);
    expect(errors).toEqual([]);
  });

  it("counts this month's visits on the home's card, a place visited twice twice", async () => {
    const { page, errors } = await browser.openPage({ viewport: "mobile" });
    await page.goto("/");
    const [place] = await addPlacesThroughApi(page, [{ name: "Conwy Castle", visited: true }]);
    const today = await todayIn(page);
    await page.evaluate(
      async ([placeId, date]) => {
        const { csrfToken } = await (await fetch("/api/csrf-token")).json();
        await fetch(`/api/places/${placeId}/visits`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
          body: JSON.stringify({ date }),
        });
      },
      [place, today] as const,
    );
    await page.reload();
    const card = page.getByRole("region", { name: "Your Adventure Summary" });
    await card.getByText("This month: 1 added, 2 visits").waitFor();
    await card.getByRole("link", { name: "See your year in places" }).click();
    await page.waitForURL("**/stats");
    await page.getByRole("heading", { name: /^Your \d{4} in places$/ }).waitFor();
    expect(errors).toEqual([]);
  });
});

screens(() => {
  describe.each(SCREEN_VARIANTS)(
    "Your Travels at %s width in %s theme",
    (viewport: Viewport, colorScheme) => {
      it("shows the charts, the tables and month by month", async () => {
        const { page, errors } = await browser.openPage({ viewport, colorScheme });
        const shot = screenshotter(page, `${viewport}-${colorScheme}`);
        await page.goto("/");
        await travelsThroughApi(page);
        // This year: this month's visits, and the three places added beside them.
        await page.goto("/stats");
        await page.getByRole("heading", { name: /^Your \d{4} in places$/ }).waitFor();
        await page.getByRole("heading", { name: "Month by month", exact: true }).waitFor();
        await shot("stats", true);
        await page.goto("/stats?year=2025");
        await page.getByRole("list", { name: "March 2025" }).waitFor();
        await page
          .getByRole("region", { name: "Visits and places added, month by month" })
          .getByRole("button", { name: "Show as table" })
          .click();
        await shot("stats-table", true);
        expect(errors).toEqual([]);
      });
    },
  );
});
