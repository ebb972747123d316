import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort, startAppProcess } from "#tests/app-process.ts";
import {
  apiWrites,
  card,
  cardNames,
  goWithinApp,
  home,
  OFFLINE_ERRORS,
  offline,
  offlineBrowser,
  online,
  otherDevice,
  seenOnline,
  serviceWorkerInControl,
  setPhoto,
  status,
  storageOf,
  WAIT,
} from "./offline-support.ts";
import {
  addPlacesThroughApi,
  SCREEN_VARIANTS,
  screens,
  screenshotter,
  signIn,
  tickVisited,
  type Viewport,
} from "./support.ts";

// Changes made with no signal wait in IndexedDB and are sent when it returns: shown at once,
// sent once, in order; a conflict waits for the person; another user never sees them.

const browser = offlineBrowser();
const open = browser.openPage;

describe("changes made with no signal", () => {
  it("shows each kind at once, keeps it across a reload, and sends each once, in order, when back online", async () => {
    const { page, context } = await open();
    await page.goto("/");
    await home(page);
    await addPlacesThroughApi(page, [
      { name: "Castell Coch" },
      { name: "Conwy Castle" },
      { name: "Caerphilly Castle", visited: true },
      { name: "Harlech Castle" },
    ]);
    await seenOnline(page, "/", () => card(page, "Castell Coch").waitFor());
    const writes = apiWrites(page);
    await offline(context, page);

    // Add.
    await page.getByRole("button", { name: "Add Place" }).click();
    const form = page.getByRole("dialog", { name: "Add New Place" });
    await form.getByLabel("Place Name").fill("Tintern Abbey");
    await form.getByRole("button", { name: "Add Place" }).click();
    await form.waitFor({ state: "detached" });
    await card(page, "Tintern Abbey").waitFor();
    // Mark visited (the card's checkbox and its dialog) and unvisited.
    await tickVisited(page, "Conwy Castle");
    const celebration = page.getByRole("dialog", { name: "Discovery Complete!" });
    await celebration.getByRole("button", { name: "Keep exploring" }).click();
    await page.getByLabel("Caerphilly Castle visited").uncheck();
    // Edit and delete, from a place's page. On a phone the last toast lies over the page's
    // foot, where Edit is: the keyboard reaches it without waiting 5 s for the toast to go.
    await card(page, "Castell Coch").getByRole("button").click();
    await page.getByRole("button", { name: "Edit" }).press("Enter");
    const edit = page.getByRole("dialog", { name: "Edit Entry" });
    await edit.getByLabel("Notes").fill("Red towers in the woods");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await edit.waitFor({ state: "detached" });
    await page.getByText("Red towers in the woods").waitFor();
    await page.getByRole("button", { name: "Back" }).click();
    await home(page);
    await card(page, "Harlech Castle").getByRole("button").click();
    await page.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await home(page);
    await card(page, "Harlech Castle").waitFor({ state: "detached" });
    // A place made offline and deleted before it was sent is forgotten: sync.test.ts.

    await expect
      .poll(() => status(page).textContent(), WAIT)
      .toContain("Offline · 5 changes waiting to be sent");
    for (const name of ["Tintern Abbey", "Conwy Castle", "Caerphilly Castle", "Castell Coch"]) {
      expect(await card(page, name).getByTestId("waiting-mark").textContent()).toBe(
        "Waiting to be sent",
      );
    }
    expect(writes).toEqual([]);

    // Kept across a reload with no signal.
    await page.reload();
    await home(page);
    await expect
      .poll(() => status(page).textContent(), WAIT)
      .toContain("5 changes waiting to be sent");
    expect(await cardNames(page)).toEqual([
      "Tintern Abbey",
      "Caerphilly Castle",
      "Conwy Castle",
      "Castell Coch",
    ]);
    expect(await page.getByLabel("Conwy Castle visited").isChecked()).toBe(true);
    expect(await page.getByLabel("Caerphilly Castle visited").isChecked()).toBe(false);

    await online(context, page);
    await page.getByText("5 changes sent", { exact: true }).first().waitFor();
    await status(page).waitFor({ state: "detached" });
    expect(await page.getByTestId("waiting-mark").count()).toBe(0);
    // Each once, in the order made.
    expect(writes.map((w) => w.replace(/\d+/, "ID"))).toEqual([
      "POST /api/places",
      "PATCH /api/places/ID/visit-status",
      "PATCH /api/places/ID/visit-status",
      "PATCH /api/places/ID",
      "DELETE /api/places/ID",
    ]);
    const server = await (await otherDevice(context)).places();
    expect(server.map((p) => [p.name, p.visited, p.notes])).toEqual([
      ["Tintern Abbey", false, null],
      ["Caerphilly Castle", false, null],
      ["Conwy Castle", true, null],
      ["Castell Coch", false, "Red towers in the woods"],
    ]);
    expect(await cardNames(page)).toEqual(server.map((p) => p.name));
  });
});

describe("a visit to a place deleted elsewhere", () => {
  it("is not saved blindly: the person adds the place back, with the photo this browser kept", async () => {
    const { page, context } = await open();
    await page.goto("/");
    await home(page);
    const [castellCoch] = await addPlacesThroughApi(page, [{ name: "Castell Coch" }]);
    await setPhoto(page, castellCoch, "#b91c1c");
    await seenOnline(page, "/", () => card(page, "Castell Coch").locator("img").waitFor());
    // Its page shows the photo itself, which this browser then keeps.
    await goWithinApp(page, `/place/${castellCoch}`);
    const shown = page.getByRole("main").getByRole("img");
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await shown.elementHandle(),
    );
    await offline(context, page);
    await page.getByLabel("Visited").click();
    const visit = page.getByRole("dialog", { name: "Mark as Visited" });
    await visit.getByLabel("Visit date", { exact: true }).fill("2024-06-15");
    await visit.getByRole("button", { name: "Mark as Visited" }).click();
    await page
      .getByRole("dialog", { name: "Discovery Complete!" })
      .getByRole("button", { name: "Keep exploring" })
      .click();
    await page.getByRole("button", { name: "Back" }).click();
    await home(page);
    await (await otherDevice(context)).write("DELETE", `/api/places/${castellCoch}`);

    await online(context, page);
    const dialog = page.getByRole("alertdialog", { name: "A change was not saved" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      "Castell Coch was deleted on another device; your visit was not saved.",
    );
    await dialog.getByText("Its photo comes back too, from the copy this device kept.").waitFor();
    expect(await card(page, "Castell Coch").getByTestId("waiting-mark").textContent()).toBe(
      "Not saved: needs your choice",
    );
    await dialog.getByRole("button", { name: "Add it back with my change" }).click();
    await page.getByText("1 change sent", { exact: true }).first().waitFor();
    const [server] = (await (await otherDevice(context)).places()) as unknown as {
      id: number;
      name: string;
      visited: boolean;
      visitedDate: string | null;
      photoUrl: string | null;
    }[];
    expect(server).toMatchObject({ name: "Castell Coch", visited: true });
    expect(server?.id).not.toBe(castellCoch);
    expect(server?.visitedDate?.slice(0, 10)).toBe("2024-06-15");
    expect(server?.photoUrl).toMatch(/^\/api\/photos\/\d+$/);
    await status(page).waitFor({ state: "detached" });
    // The card shows the photo as the server now has it.
    const thumbnail = card(page, "Castell Coch").locator("img");
    await expect
      .poll(() => thumbnail.getAttribute("src"), WAIT)
      .toBe(`${server?.photoUrl}/thumbnail`);
    await page.waitForFunction(
      (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
      await thumbnail.elementHandle(),
    );
  });
  // The queue's other conflicts (a place's later changes waiting with it, other places' sent,
  // keeping mine or theirs) are in sync.test.ts; the dialog's choices and the status line's
  // words in problem-choice.test.tsx and status-line.test.tsx.
});

describe("another user signing in on this browser", () => {
  it("never sees the last one's places, even offline", async () => {
    const { page, context } = await open();
    await page.goto("/");
    await home(page);
    await addPlacesThroughApi(page, [{ name: "Alice's secret spot" }]);
    await seenOnline(page, "/", () => card(page, "Alice's secret spot").waitFor());
    const aliceId = await page.evaluate(async () => {
      const names = await caches.keys();
      return names.find((n) => n.startsWith("uka-private-"))?.slice("uka-private-".length);
    });
    expect(aliceId).toBeTruthy();

    // Bob signs in on the same browser: the worker learns who is signed in from the answers
    // that pass through it, and deletes Alice's copies at once.
    await signIn(context);
    await page.reload();
    await page.getByText("No places yet").waitFor();
    await expect
      .poll(
        async () => (await storageOf(page)).caches.filter((n) => n.includes(aliceId ?? "?")),
        WAIT,
      )
      .toEqual([]);
    await offline(context, page);
    await page.reload();
    await page.getByText("No places yet").waitFor();
    expect(await page.getByText("Alice's secret spot").count()).toBe(0);
    // Her changes waiting on this device are never sent as Bob: sync.test.ts.
  });
});

screens(() => {
  describe.each(SCREEN_VARIANTS)(
    "offline screens at %s width in %s theme",
    (viewport: Viewport, colorScheme) => {
      it("the waiting line and cards, and the conflict dialog", async () => {
        const opened = await browser.openPage({
          allowErrors: OFFLINE_ERRORS,
          viewport,
          colorScheme,
        });
        const { page, context } = opened;
        const shot = screenshotter(page, `${viewport}-${colorScheme}`);
        await page.goto("/");
        await home(page);
        const [, , tintern] = await addPlacesThroughApi(page, [
          { name: "Castell Coch", address: "Tongwynlais, Cardiff", category: "History & Heritage" },
          { name: "Conwy Castle", address: "Conwy", category: "History & Heritage" },
          { name: "Tintern Abbey", address: "Tintern, Monmouthshire", mood: "Peaceful" },
        ]);
        // Its thumbnail is kept: the conflict dialog says the photo can come back.
        await setPhoto(page, tintern, "#4d7c0f");
        await seenOnline(page, "/", () => card(page, "Tintern Abbey").locator("img").waitFor());
        await offline(context, page);
        for (const name of ["Conwy Castle", "Tintern Abbey"]) {
          await tickVisited(page, name);
          const celebration = page.getByRole("dialog", { name: "Discovery Complete!" });
          await celebration.getByRole("button", { name: "Keep exploring" }).click();
          await celebration.waitFor({ state: "detached" });
        }
        await page.getByRole("button", { name: "Add Place" }).click();
        const form = page.getByRole("dialog", { name: "Add New Place" });
        await form.getByLabel("Place Name").fill("Caerphilly Castle");
        await form.getByRole("button", { name: "Add Place" }).click();
        await form.waitFor({ state: "detached" });
        await expect
          .poll(() => status(page).textContent(), WAIT)
          .toContain("3 changes waiting to be sent");
        // Let the toasts go: the screenshot is of the line and the cards.
        await page.getByTestId("toast").waitFor({ state: "detached", timeout: 10_000 });
        await card(page, "Caerphilly Castle").scrollIntoViewIfNeeded();
        await shot("offline-waiting-cards");
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot("offline-waiting-line");

        await (await otherDevice(context)).write("DELETE", `/api/places/${tintern}`);
        await online(context, page);
        const dialog = page.getByRole("alertdialog", { name: "A change was not saved" });
        await dialog.getByText("Its photo comes back too").waitFor();
        await shot("offline-conflict");
        await dialog.getByRole("button", { name: "Close" }).click();
        await dialog.waitFor({ state: "detached" });
        await page.getByTestId("toast").waitFor({ state: "detached", timeout: 10_000 });
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot("offline-conflict-line");
      });

      it("the update prompt", async () => {
        const port = await freePort();
        const dataDir = mkdtempSync(path.join(os.tmpdir(), "uka-screens-"));
        let app = await startAppProcess({}, { port, dataDir });
        try {
          const opened = await browser.openPage({
            allowErrors: OFFLINE_ERRORS,
            baseUrl: app.baseUrl,
            signedIn: false,
            viewport,
            colorScheme,
          });
          const { page } = opened;
          await page.goto("/sign-in");
          await serviceWorkerInControl(page);
          await app.stop();
          app = await startAppProcess(
            { MAP_TILE_URL: "http://127.0.0.1:9/{z}/{x}/{y}.png", MAP_ATTRIBUTION: "Test tiles" },
            { port, dataDir },
          );
          await page.evaluate(async () => {
            await (await navigator.serviceWorker.getRegistration())?.update();
          });
          await page.getByTestId("update-prompt").waitFor();
          await screenshotter(page, `${viewport}-${colorScheme}`)("update-prompt");
        } finally {
          await app.stop();
          rmSync(dataDir, { recursive: true, force: true });
        }
      });
    },
  );
});
