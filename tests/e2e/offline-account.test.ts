import { describe, expect, it } from "vitest";
import {
  card,
  home,
  nextDocument,
  offline,
  offlineBrowser,
  online,
  otherDevice,
  seenOnline,
  setPhoto,
  storageOf,
  WAIT,
} from "./offline-support.ts";
import { addPlacesThroughApi, tickVisited } from "./support.ts";

// What signing out and deleting the account do to the copies and changes kept on this device.

const browser = offlineBrowser();
const open = browser.openPage;

describe("signing out", () => {
  it("warns of unsent changes, then removes every private copy and waiting change", async () => {
    const { page, context } = await open();
    await page.goto("/");
    await home(page);
    const [castellCoch] = await addPlacesThroughApi(page, [{ name: "Castell Coch" }]);
    await setPhoto(page, castellCoch, "#0f766e");
    await seenOnline(page, "/", () => card(page, "Castell Coch").locator("img").waitFor());
    await expect
      .poll(
        async () => (await storageOf(page)).caches.filter((n) => /^uka-(private|photos)-/.test(n)),
        WAIT,
      )
      .toHaveLength(2);
    await offline(context, page);
    await page.getByRole("button", { name: "Add Place" }).click();
    const form = page.getByRole("dialog", { name: "Add New Place" });
    await form.getByLabel("Place Name").fill("Tintern Abbey");
    await form.getByRole("button", { name: "Add Place" }).click();
    await form.waitFor({ state: "detached" });

    const signOut = async () => {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByRole("button", { name: "Sign Out" }).click();
    };
    await signOut();
    const warning = page.getByRole("alertdialog", { name: "Sign out and lose unsent changes?" });
    await warning.waitFor();
    expect(await warning.textContent()).toContain(
      "1 change made on this device has not been sent yet.",
    );
    await warning.getByRole("button", { name: "Stay signed in" }).click();
    await warning.waitFor({ state: "detached" });
    expect((await storageOf(page)).databases).toContain("uka-offline");

    await page.keyboard.press("Escape");
    await signOut();
    // Offline, the app shows signed out at once, then opens "/" afresh; the server's session
    // ends once online. The reload below must not cut across that opening, or it aborts.
    const reopening = await nextDocument(page);
    await warning.getByRole("button", { name: "Sign out and delete them" }).click();
    await reopening.opened();
    await page
      .getByRole("link", { name: /sign in/i })
      .first()
      .waitFor();
    const left = await storageOf(page);
    expect(left.caches.filter((n) => /^uka-(private|photos)-/.test(n))).toEqual([]);
    expect(left.databases).toEqual([]);
    await page.reload();
    await page
      .getByRole("link", { name: /sign in/i })
      .first()
      .waitFor();
    expect(await page.getByText("Castell Coch").count()).toBe(0);

    const cookie = await context.cookies();
    await online(context, page);
    await page.waitForURL((url) => url.pathname === "/" && !url.search);
    await expect
      .poll(async () => {
        const response = await fetch(new URL("/api/auth/user", page.url()), {
          headers: { cookie: cookie.map((c) => `${c.name}=${c.value}`).join("; ") },
        });
        return response.status;
      }, WAIT)
      .toBe(401);
  });
});

describe("deleting the account", () => {
  it("says unsent changes go too (one refused as the app opened), and removes every copy, photo and waiting change", async () => {
    const { page, context } = await open();
    await page.goto("/");
    await home(page);
    const [castellCoch] = await addPlacesThroughApi(page, [{ name: "Castell Coch" }]);
    await setPhoto(page, castellCoch, "#7c2d12");
    await seenOnline(page, "/", () => card(page, "Castell Coch").locator("img").waitFor());
    const thumbnail = await card(page, "Castell Coch").locator("img").getAttribute("src");
    await page.waitForFunction(() =>
      [...document.querySelectorAll("img")].every((img) => img.complete && img.naturalWidth > 0),
    );
    // A change refused while offline changes waited: it stays until the person chooses.
    await offline(context, page);
    await tickVisited(page, "Castell Coch");
    await page
      .getByRole("dialog", { name: "Discovery Complete!" })
      .getByRole("button", { name: "Keep exploring" })
      .click();
    await (await otherDevice(context)).write("DELETE", `/api/places/${castellCoch}`);
    // The app is opened again with a signal: what waited is sent as it starts.
    await context.setOffline(false);
    await page.reload();
    const conflict = page.getByRole("alertdialog", { name: "A change was not saved" });
    await conflict.getByRole("button", { name: "Close" }).click({ timeout: WAIT.timeout });

    await page.goto("/account");
    // Each visit offers the choice again; put off once more.
    await conflict.getByRole("button", { name: "Close" }).click();
    const section = page.getByRole("region", { name: "Delete my account" });
    await section.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
    expect(await dialog.getByTestId("unsent-changes").textContent()).toBe(
      "1 change made on this device has not been sent yet: it is deleted too.",
    );
    await dialog.getByLabel("Your password").fill("correct horse battery");
    const session = await context.cookies();
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    const left = await storageOf(page);
    expect(left.caches.filter((n) => /^uka-(private|photos)-/.test(n))).toEqual([]);
    expect(left.databases).toEqual([]);
    // The browser's own HTTP cache kept the thumbnail too, for a year, under the session's
    // cookie: the deletion's Clear-Site-Data empties it, so even a request that brings back
    // the old cookie finds nothing there with no signal.
    await context.addCookies(session);
    await offline(context, page);
    expect(
      await page.evaluate(
        (url) =>
          fetch(url ?? "").then(
            (response) => response.status,
            () => "not kept",
          ),
        thumbnail,
      ),
    ).toBe("not kept");
  });
});
