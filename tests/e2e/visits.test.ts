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

describe("a place's visits", () => {
  it("are added, corrected and deleted on the place page; the card counts them", async () => {
    const opened = await browser.openPage({ viewport: "mobile" });
    const { page } = opened;
    await page.goto("/");
    const [id] = await addPlacesThroughApi(page, [
      { name: "Barafundle Bay", visited: true, visitedDate: "2023-08-12" },
    ]);
    await page.goto(`/place/${id}`);
    const visits = page.getByRole("region", { name: "Visits" });
    await visits.getByText("12 Aug 2023").waitFor();

    await visits.getByRole("button", { name: "Add a visit" }).click();
    const form = visits.getByRole("form", { name: "New visit" });
    await form.getByLabel("Date of visit").fill("2026-07-30");
    await form.getByLabel("Note (optional)").fill("With the children this time");
    await form.getByRole("button", { name: "Save visit" }).click();
    await visits.getByText("With the children this time").waitFor();
    await page.getByText("Visited 2 times · last 30 Jul 2026").waitFor();

    // The first visit was a day later than written down.
    await visits.getByRole("button", { name: "Change the visit on 12 Aug 2023" }).click();
    const edit = visits.getByRole("form", { name: "Visit on 12 Aug 2023" });
    await edit.getByLabel("Date of visit").fill("2023-08-13");
    await edit.getByRole("button", { name: "Save visit" }).click();
    await visits.getByText("13 Aug 2023").waitFor();

    await page.goto("/");
    await page.getByTestId("place-card").getByText("Visited 2 times · last 30 Jul 2026").waitFor();

    await page.goto(`/place/${id}`);
    await visits.getByRole("button", { name: "Remove the visit on 30 Jul 2026" }).click();
    await visits.getByRole("button", { name: "Remove visit" }).click();
    await expect.poll(() => visits.getByRole("listitem").count()).toBe(1);
    await page.getByText("Visited 13 Aug 2023").waitFor();
  });

  it("all go when the place is unticked, after the browser asks", async () => {
    const opened = await browser.openPage({ viewport: "desktop" });
    const { page } = opened;
    await page.goto("/");
    const [id] = await addPlacesThroughApi(page, [{ name: "Tintern Abbey" }]);
    await page.evaluate(async (placeId) => {
      const { csrfToken } = await (await fetch("/api/csrf-token")).json();
      for (const date of ["2020-04-01", "2022-04-01", "2024-04-01"]) {
        await fetch(`/api/places/${placeId}/visits`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
          body: JSON.stringify({ date }),
        });
      }
    }, id);
    await page.goto(`/place/${id}`);
    await page.getByText("Visited 3 times · last 1 Apr 2024").waitFor();
    await page.getByRole("checkbox", { name: "Visited" }).click();
    const ask = page.getByRole("alertdialog", { name: "Mark as not visited?" });
    await ask.getByText("This removes 3 visits.").waitFor();
    await ask.getByRole("button", { name: "Cancel" }).click();
    await expect.poll(() => page.getByRole("checkbox", { name: "Visited" }).isChecked()).toBe(true);

    await page.getByRole("checkbox", { name: "Visited" }).click();
    await page.getByRole("button", { name: "Remove visits" }).click();
    await page.getByText("To Visit").first().waitFor();
    await page.getByRole("region", { name: "Visits" }).getByText("No visits yet.").waitFor();
  });
});

screens(() => {
  describe.each(SCREEN_VARIANTS)(
    "visits at %s width in %s theme",
    (viewport: Viewport, colorScheme) => {
      it("shows the list, the form and the question", async () => {
        const { page } = await browser.openPage({ viewport, colorScheme });
        const shot = screenshotter(page, `${viewport}-${colorScheme}`);
        await page.goto("/");
        const [id] = await addPlacesThroughApi(page, [
          {
            name: "St Davids Cathedral",
            address: "St Davids",
            visited: true,
            visitedDate: "2021-05-02",
          },
        ]);
        await page.evaluate(async (placeId) => {
          const { csrfToken } = await (await fetch("/api/csrf-token")).json();
          await fetch(`/api/places/${placeId}/visits`, {
            method: "POST",
            headers: { "content-type": "application/json", "x-csrf-token": csrfToken },
            body: JSON.stringify({
              date: "2025-09-20",
              note: "Evensong, and a walk along the coast path",
            }),
          });
        }, id);
        await page.goto(`/place/${id}`);
        const visits = page.getByRole("region", { name: "Visits" });
        await visits.getByText("20 Sept 2025").or(visits.getByText("20 Sep 2025")).waitFor();
        await shot("visits-list", true);
        await visits.getByRole("button", { name: "Add a visit" }).click();
        await shot("visits-form", true);
        await page.getByRole("checkbox", { name: "Visited" }).click();
        await page.getByRole("alertdialog", { name: "Mark as not visited?" }).waitFor();
        await shot("visits-unvisit");
        await page.getByRole("button", { name: "Cancel" }).click();
        await page.goto("/");
        await page.getByTestId("place-card").first().waitFor();
        await shot("visits-card");
      });
    },
  );
});
