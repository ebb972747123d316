import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { currentToasts } from "#client/components/ui/toast-store.ts";
import { BackupRestoreDialog } from "./backup-restore-dialog.tsx";

function openDialog(placeCount: number | null) {
  render(<BackupRestoreDialog open onClose={() => {}} placeCount={placeCount} />);
  return screen.getByRole("dialog", { name: "Backup & Restore" });
}

/** The text a control is described by, as a screen reader reads it with the control. */
const description = (control: HTMLElement) =>
  document.getElementById(control.getAttribute("aria-describedby") ?? "")?.textContent ?? "";

describe("the Backup tab", () => {
  it("says there is nothing to back up yet with no places, and is disabled", () => {
    const dialog = openDialog(0);
    const download = within(dialog).getByRole("button", { name: "Download Backup" });
    expect((download as HTMLButtonElement).disabled).toBe(true);
    // The line is the button's description, so a screen reader says why it cannot be pressed.
    expect(description(download)).toBe("Add a place first: there is nothing to back up yet.");
    expect(dialog.textContent).not.toContain("Download all");
  });

  it("counts the places it will download", () => {
    const dialog = openDialog(1);
    const download = within(dialog).getByRole("button", { name: "Download Backup" });
    expect((download as HTMLButtonElement).disabled).toBe(false);
    expect(description(download)).toContain("Download all 1 place, with their notes");
    expect(dialog.textContent).not.toContain("nothing to back up");
  });
});

/**
 * Opens the Restore tab, chooses `file` if given, and presses Restore Backup; `toast()` is the
 * toast shown since, if any.
 */
async function restore(file: File | null) {
  const dialog = openDialog(3);
  const user = userEvent.setup();
  const before = currentToasts()[0]?.id;
  await user.click(within(dialog).getByRole("tab", { name: "Restore" }));
  if (file) await user.upload(within(dialog).getByLabelText("Backup file"), file);
  await user.click(within(dialog).getByRole("button", { name: "Restore Backup" }));
  const toast = () => {
    const [newest] = currentToasts();
    return newest && newest.id !== before ? newest : null;
  };
  return { dialog, toast };
}

describe("the Restore tab", () => {
  it("says No File Selected when nothing is chosen", async () => {
    const { dialog, toast } = await restore(null);
    expect(toast()).toMatchObject({
      title: "No File Selected",
      description: "Choose a backup file (.json) to restore.",
      variant: "destructive",
    });
    expect(within(dialog).queryByRole("alert")).toBeNull();
  });

  // Each is refused before anything is sent: the page holds no server to send it to.
  it.each([
    ["a file that is not JSON", "backup.json", "not json at all", "Invalid backup format"],
    ["JSON without places", "backup.json", '{"version":"1.0"}', "Invalid backup format"],
    [
      "a place without a name",
      "backup.json",
      '{"places":[{"name":"Fine"},{"address":"Nowhere"}]}',
      "Invalid place data: missing name",
    ],
    [
      "a name of 10,000 characters",
      "backup.json",
      JSON.stringify({ places: [{ name: "y".repeat(10_000) }] }),
      "name: Use at most 120 characters",
    ],
    [
      "a field of the wrong type",
      "backup.json",
      '{"places":[{"name":"A","address":{"nested":{"deeper":[1,2,3]}}}]}',
      "address: Must be text",
    ],
    [
      "an administrator's system backup",
      "uk-adventures-system-backup-2026-11-01.json",
      JSON.stringify({ version: "1.0", kind: "system", users: [], places: [{ name: "Tŷ Hyll" }] }),
      "This is a system backup of every account, made by an administrator. It cannot be restored into your own list.",
    ],
    ["a file that is not .json", "places.txt", '{"places":[]}', "Choose a backup file ending in"],
    ["a file of nothing but brackets", "huge.json", "[".repeat(1_000_000), "Invalid backup format"],
  ])("refuses %s with a clear message", async (_, name, content, message) => {
    const { dialog, toast } = await restore(
      new File([content], name, { type: "application/json" }),
    );
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain(message);
    expect(toast()?.title).toBe("Restore Failed");
    expect(toast()?.description).toContain(message);
    // Ready for another file.
    const button = within(dialog).getByRole("button", { name: "Restore Backup" });
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });
});
