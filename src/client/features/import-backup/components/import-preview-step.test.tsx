import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ImportedPlace } from "#shared/import-formats/imported-place.ts";
import { listPlaces, type PreviewRow, rowsFromFile } from "../preview.ts";
import { ImportPreviewStep } from "./import-preview-step.tsx";

const place = (i: number): ImportedPlace => ({
  where: `Row ${i + 2}`,
  name: `Place ${i + 1}`,
  address: null,
  notes: null,
  category: null,
  mood: null,
  latitude: 51 + i / 100,
  longitude: -1,
  visited: false,
  visitedDate: null,
  lookUpByName: false,
});

/** A preview of `n` new places in a file, for a list with room for `room` more. */
function preview(n: number, room: number) {
  const imported: PreviewRow[][] = [];
  const rows = rowsFromFile(
    Array.from({ length: n }, (_, i) => place(i)),
    listPlaces([]),
  );
  render(
    <ImportPreviewStep
      rows={rows}
      room={room}
      fileName="Saved Places.json"
      unreadable={[]}
      tooMany={null}
      findFailed={false}
      progress={null}
      onBack={() => {}}
      onImport={(chosen) => imported.push(chosen)}
    />,
  );
  return { imported };
}

const box = (name: string) =>
  screen.getByRole("checkbox", { name: new RegExp(`^Include ${name} `) });
const row = (name: string) => box(name).closest("li") as HTMLElement;
const importButton = () => screen.getByRole("button", { name: /^Import / });
const NO_ROOM = "No room: your list holds at most 5,000 places.";

describe("the import preview with more places than the list has room for", () => {
  it("ticks the first that fit, and says why the rest are not", () => {
    preview(6, 4);
    expect(screen.getByText("Found 6 places")).toBeTruthy();
    expect(screen.getByTestId("room").textContent).toBe(
      "Your list has room for 4 more places: the first 4 new places are ticked." +
        "2 new places do not fit: they are left unticked.",
    );
    const ticked = screen
      .getAllByRole("checkbox")
      .map((checkbox) => (checkbox as HTMLInputElement).checked);
    expect(ticked).toEqual([true, true, true, true, false, false]);
    expect(within(row("Place 5")).getByText(NO_ROOM)).toBeTruthy();
    expect(within(row("Place 6")).getByText(NO_ROOM)).toBeTruthy();
    expect(within(row("Place 4")).queryByText(NO_ROOM)).toBeNull();
    expect(screen.getByText("4 of 6 chosen")).toBeTruthy();
    expect(importButton().textContent).toBe("Import 4 Places");
    expect((importButton() as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole("button", { name: "Include all that fit" })).toBeTruthy();
  });

  it("refuses a tick beyond the room, and takes one once another is unticked", async () => {
    const user = userEvent.setup();
    const { imported } = preview(6, 4);
    await user.click(box("Place 5"));
    expect((box("Place 5") as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole("alert").textContent).toBe(
      `${NO_ROOM} Untick another new place to choose Place 5 (Row 6).`,
    );
    expect(importButton().textContent).toBe("Import 4 Places");

    await user.click(box("Place 2"));
    await user.click(box("Place 5"));
    expect((box("Place 5") as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole("alert")).toBeNull();
    // Ticked now, it is no longer marked; the one still left over is.
    expect(within(row("Place 5")).queryByText(NO_ROOM)).toBeNull();
    expect(within(row("Place 6")).getByText(NO_ROOM)).toBeTruthy();
    expect(importButton().textContent).toBe("Import 4 Places");

    await user.click(importButton());
    expect(imported[0]?.map((r) => r.fields.name)).toEqual([
      "Place 1",
      "Place 3",
      "Place 4",
      "Place 5",
    ]);
  });

  it("puts back the first that fit with Include all that fit", async () => {
    const user = userEvent.setup();
    preview(6, 4);
    await user.click(screen.getByRole("button", { name: "Leave all out" }));
    expect(importButton().textContent).toBe("Import 0 Places");
    expect((importButton() as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Include all that fit" }));
    expect(screen.getByText("4 of 6 chosen")).toBeTruthy();
    expect(importButton().textContent).toBe("Import 4 Places");
  });

  it("ticks nothing new when the list is full, and says so", () => {
    preview(2, 0);
    expect(screen.getByTestId("room").textContent).toBe(
      "Your list is full: it holds 5,000 places, the most one list can." +
        "None of the 2 new places fit: delete places from your list to make room.",
    );
    expect(screen.getAllByText(NO_ROOM)).toHaveLength(2);
    expect((importButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it("says nothing of the room when every place fits", () => {
    preview(3, 3);
    expect(screen.queryByTestId("room")).toBeNull();
    expect(screen.queryByText(NO_ROOM)).toBeNull();
    expect(screen.getByRole("button", { name: "Include all" })).toBeTruthy();
    expect(importButton().textContent).toBe("Import 3 Places");
  });
});
