import { describe, expect, it } from "vitest";
import {
  browserPerFile,
  SCREEN_VARIANTS,
  screens,
  screenshotter,
  type Viewport,
} from "./support.ts";

const browser = browserPerFile();

describe("an address not confirmed yet", () => {
  it("can be sent its confirmation email again from the account page, and is told so", async () => {
    const { page, errors, email } = await browser.openPage({ viewport: "mobile" });
    await page.goto("/account");
    const section = page.getByRole("region", { name: "Email" });
    await section.getByText("(not confirmed yet)").waitFor();
    await section.getByRole("button", { name: "Send the confirmation email again" }).click();
    await expect
      .poll(() => section.getByRole("status").textContent())
      .toBe(`We've sent a new confirmation link to ${email}.`);
    expect(errors).toEqual([]);
  });
});

screens(() => {
  describe.each(SCREEN_VARIANTS)(
    "Account confirmation screens at %s width in %s theme",
    (viewport: Viewport, colorScheme) => {
      it("show the button and what it did", async () => {
        const { page } = await browser.openPage({ viewport, colorScheme });
        const shot = screenshotter(page, `${viewport}-${colorScheme}`);
        await page.goto("/account");
        const section = page.getByRole("region", { name: "Email" });
        const button = section.getByRole("button", { name: "Send the confirmation email again" });
        // Three mails a minute from one address (the browser tests share one): the light
        // screens show what the button did, the dark ones the button.
        if (colorScheme === "light") {
          await button.click();
          await section.getByRole("status").waitFor();
        } else await button.waitFor();
        await section.scrollIntoViewIfNeeded();
        await shot("account-confirm-again");
      });
    },
  );
});
