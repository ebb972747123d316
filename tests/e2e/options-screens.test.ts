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

screens(() => {
  describe.each(SCREEN_VARIANTS)(
    "Options screens at %s width in %s theme",
    (viewport: Viewport, colorScheme) => {
      it("render without errors or sideways scrolling", async () => {
        const { page, errors } = await browser.openPage({
          viewport,
          colorScheme,
          name: "Ada Lovelace",
        });
        const shot = screenshotter(page, `${viewport}-${colorScheme}`);
        await page.goto("/");
        await addPlacesThroughApi(page, [
          { name: "Durdle Door", category: "Outdoors & Nature", visited: true },
          { name: "Tate Modern", category: "Arts & Culture" },
        ]);
        await page.goto("/options");
        await page.getByRole("heading", { name: "Your Collection" }).waitFor();
        await page.getByText("Total Places").waitFor();
        await shot("options", true);

        await page.getByRole("button", { name: "Import Places" }).click();
        const importing = page.getByRole("dialog", { name: "Import Places" });
        await shot("import-edit");
        await importing
          .getByLabel("Your list")
          .fill(
            "1. Edinburgh Castle (History & Heritage) - Castlehill, Edinburgh [Book ahead]\n2. The Kelpies - Falkirk\n- Loch Lomond (Outdoors & Nature)\n- Ffestiniog Railway - Porthmadog [Steam trains; sit on the left]",
          );
        await importing.getByRole("button", { name: "Parse Places" }).click();
        await importing.getByText("Found 4 places").waitFor();
        await shot("import-preview");
        await importing.getByRole("button", { name: "Back to Edit" }).click();
        await importing
          .getByLabel("Your list")
          .fill(
            `Top 10 walks in the Lake District\nBy Ann Wainwright\nCatbells - Keswick\n${"A very long name ".repeat(8)}`,
          );
        await importing.getByRole("button", { name: "Parse Places" }).click();
        await importing
          .getByText("Place Name: Use at most 120 characters", { exact: false })
          .waitFor();
        await shot("import-problem");
        await page.keyboard.press("Escape");

        await page.getByRole("button", { name: "Backup & Restore" }).click();
        const backup = page.getByRole("dialog", { name: "Backup & Restore" });
        await backup.getByRole("button", { name: "Download Backup" }).waitFor();
        await shot("backup");
        await backup.getByRole("tab", { name: "Restore" }).click();
        await backup.getByLabel("Backup file").setInputFiles({
          name: "not-a-backup.json",
          mimeType: "application/json",
          buffer: Buffer.from('{"places":[{"address":"Nowhere"}]}'),
        });
        await backup.getByRole("button", { name: "Restore Backup" }).click();
        await backup.getByRole("alert").waitFor();
        await shot("restore-error");

        await backup.getByLabel("Backup file").setInputFiles({
          name: "uk-adventures-system-backup-2026-11-25.json",
          mimeType: "application/json",
          buffer: Buffer.from(
            JSON.stringify({
              version: "1.0",
              kind: "system",
              users: [{ id: "u1", email: "someone@example.com" }],
              places: [{ userId: "u1", name: "Snowdon" }],
            }),
          ),
        });
        await backup.getByRole("button", { name: "Restore Backup" }).click();
        await backup.getByRole("alert").filter({ hasText: "This is a system backup" }).waitFor();
        await shot("restore-system");

        await backup.getByLabel("Backup file").setInputFiles({
          name: "my-backup.json",
          mimeType: "application/json",
          buffer: Buffer.from(
            JSON.stringify({
              version: "1.0",
              places: [{ name: "Durdle Door" }, { name: "Tate Modern" }],
            }),
          ),
        });
        await backup.getByRole("button", { name: "Restore Backup" }).click();
        await page.getByTestId("toast").filter({ hasText: "Nothing restored" }).waitFor();
        await backup.waitFor({ state: "detached" });
        await shot("restore-nothing");

        expect(errors).toEqual([]);
      });

      it("render the Backup tab of an empty list", async () => {
        const { page, errors } = await browser.openPage({ viewport, colorScheme });
        const shot = screenshotter(page, `${viewport}-${colorScheme}`);
        await page.goto("/options");
        await page.getByRole("heading", { name: "Your Collection" }).waitFor();
        await page.getByRole("button", { name: "Backup & Restore" }).click();
        await page.getByText("Add a place first: there is nothing to back up yet.").waitFor();
        await shot("backup-empty");
        expect(errors).toEqual([]);
      });
    },
  );
});
