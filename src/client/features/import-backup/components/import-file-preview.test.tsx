import { fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { PlaceIdentity } from "#shared/duplicate-place.ts";
import { readPlaces } from "#shared/import-formats/read-places-file.ts";
import { listPlaces, type PreviewRow, rowsFromFile } from "../preview.ts";
import { roomFor } from "../room.ts";
import { problemsOf } from "../row-problems.ts";
import { ImportPreviewStep } from "./import-preview-step.tsx";
import { ImportSource } from "./import-source.tsx";

/**
 * The preview of a file, read and checked as the file worker reads and checks it, for a list
 * holding `list`. Every row has a position, so none waits on the server.
 */
function previewFile(name: string, content: string, list: PlaceIdentity[] = []) {
  const imported: PreviewRow[][] = [];
  const { places, problems } = readPlaces(name, new TextEncoder().encode(content));
  render(
    <ImportPreviewStep
      rows={rowsFromFile(places, listPlaces(list), places.map(problemsOf))}
      room={roomFor(list.length)}
      fileName={name}
      unreadable={problems}
      tooMany={null}
      findFailed={false}
      progress={null}
      onBack={() => {}}
      onImport={(chosen) => imported.push(chosen)}
    />,
  );
  return { imported, user: userEvent.setup() };
}

const csv = (rows: string[]) => `Name,Latitude,Longitude\n${rows.join("\n")}\n`;
const rows = () =>
  within(screen.getByRole("list", { name: "Places found" })).getAllByRole("listitem");
const box = (name: string | RegExp) => screen.getByRole("checkbox", { name }) as HTMLInputElement;
const importButton = () => screen.getByRole("button", { name: /^Import / }) as HTMLButtonElement;
const namesOf = (chosen: PreviewRow[] | undefined) => chosen?.map((r) => r.fields.name);

/** Each drawn row's name and the marks it carries, in order, with whether it is ticked. */
const rowMarks = () =>
  rows().map((row) => [
    row.querySelector("label")?.textContent?.trim(),
    within(row)
      .queryAllByTestId("row-mark")
      .map((mark) => mark.textContent),
    (within(row).getByRole("checkbox") as HTMLInputElement).checked,
  ]);

describe("the preview of a file", () => {
  it("says which rows it could not read, and takes the rest without an alert", async () => {
    const { imported, user } = previewFile(
      "bad-latitude.csv",
      "name,latitude,longitude\nLondon Eye,51.503324,-0.119543\nBig Ben,912,-0.124625\n",
    );
    expect(screen.getByText("Found 1 place")).toBeTruthy();
    expect(screen.getByText("In bad-latitude.csv")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain(
      "1 row could not be read: Row 3: 912 is not a latitude",
    );
    expect(rowMarks()).toEqual([["London Eye", [], true]]);
    // Said, not in the way: nothing to fix before importing.
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(importButton());
    expect(namesOf(imported[0])).toEqual(["London Eye"]);
  });

  it("flags rows the server would refuse by their field's label, until they are left out", async () => {
    const { imported, user } = previewFile(
      "trip.csv",
      `Name,Latitude,Longitude,Visited Date\nBath Abbey,51.3815,-2.3587,\n${"Long ".repeat(30)},51.5,-0.1,\nFuture Pier,50.8,-0.1,2999-01-01\n`,
    );
    const list = screen.getByRole("list", { name: "Places found" });
    const tooLong = "Row 3: Place Name: Use at most 120 characters";
    const future = "Row 4: The visit date cannot be later than today";
    expect(within(list).getByText(tooLong)).toBeTruthy();
    expect(within(list).getByText(future)).toBeTruthy();
    // Refused rows start left out: they never hold back the rest.
    const long = () => box(/^Include Long/);
    const pier = () => box(/^Include Future Pier/);
    expect([long().checked, pier().checked]).toEqual([false, false]);
    expect(importButton().textContent).toBe("Import 1 Place");
    expect(importButton().disabled).toBe(false);

    // Ticked back in, they stand in the way until left out again.
    await user.click(long());
    await user.click(pier());
    const alert = screen.getByRole("alert");
    expect(within(alert).getByText(tooLong)).toBeTruthy();
    expect(within(alert).getByText(future)).toBeTruthy();
    expect(importButton().textContent).toBe("Import 3 Places");
    expect(importButton().disabled).toBe(true);
    await user.click(long());
    expect(within(screen.getByRole("alert")).queryByText(tooLong)).toBeNull();
    expect(importButton().disabled).toBe(true);
    await user.click(
      within(screen.getByRole("alert")).getByRole("button", { name: "Leave them out" }),
    );
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(importButton());
    expect(namesOf(imported[0])).toEqual(["Bath Abbey"]);
  });

  it("keeps places of one name far apart, and says which rows repeat one and why", async () => {
    const { imported, user } = previewFile(
      "shops.csv",
      csv([
        "Boots,51.5154,-0.141",
        "Boots,51.5334,-0.141",
        "Tate Modern,51.5076,-0.0994",
        "Boots,51.51567,-0.141",
      ]),
    );
    expect(screen.getByText("Found 4 places")).toBeTruthy();
    expect(screen.getByText(/(^| · )1 repeats an earlier row($| · )/)).toBeTruthy();
    expect(rowMarks()).toEqual([
      ["Boots", [], true],
      ["Boots", [], true],
      ["Tate Modern", [], true],
      ["Boots", ["Repeats row 2 of the file"], false],
    ]);
    // Ticked back in, the repeat is still skipped, and said to be.
    await user.click(box("Include Boots (Row 5)"));
    expect(screen.getByText("1 chosen place repeats one above: it is skipped.")).toBeTruthy();
    expect(importButton().textContent).toBe("Import 3 Places");
    // A row unticked is left out.
    await user.click(box("Include Tate Modern (Row 4)"));
    expect(screen.getByText("3 of 4 chosen")).toBeTruthy();
    await user.click(importButton());
    expect(imported[0]?.map((r) => [r.fields.name, r.fields.latitude])).toEqual([
      ["Boots", 51.5154],
      ["Boots", 51.5334],
      ["Boots", 51.51567],
    ]);
  });

  it("marks a row the list holds, apart from one repeating a row of the file", async () => {
    const { user } = previewFile(
      "more.csv",
      csv(["Boots,51.5154,-0.141", "Boots,51.5514,-0.141", "Boots,51.55167,-0.141"]),
      [{ name: "Boots", address: null, latitude: 51.5154, longitude: -0.141 }],
    );
    expect(rowMarks()).toEqual([
      ["Boots", ["Already in your list"], false],
      ["Boots", [], true],
      ["Boots", ["Repeats row 3 of the file"], false],
    ]);
    await user.click(screen.getByRole("button", { name: "Include all" }));
    expect(
      screen.getByText(
        "1 chosen place is already in your list; 1 chosen place repeats one above: they are skipped.",
      ),
    ).toBeTruthy();
    expect(importButton().textContent).toBe("Import 1 Place");
  });

  it("draws a long file 500 rows at a time, and counts them all", () => {
    const stops = Array.from(
      { length: 1_200 },
      (_, i) => `Stop ${i + 1},${(50 + i / 1000).toFixed(4)},-1.5`,
    );
    const { imported } = previewFile("route.csv", csv(stops));
    // Found by CSS rather than by role among 1,200 rows: a role query reads every element's
    // accessible name, which is slow in a DOM without layout.
    const list = screen.getByRole("list", { name: "Places found" });
    const drawn = () => list.querySelectorAll(":scope > li");
    const button = (name: string) => screen.getByText(name, { selector: "button" });
    expect(screen.getByText("Found 1,200 places")).toBeTruthy();
    expect(drawn()).toHaveLength(500);
    expect(screen.getByText("…and 700 more")).toBeTruthy();
    fireEvent.click(button("Show 500 more"));
    fireEvent.click(button("Show 200 more"));
    expect(drawn()).toHaveLength(1_200);
    expect(screen.queryByText(/more$/, { selector: "button" })).toBeNull();
    const last = list.querySelector<HTMLInputElement>('input[aria-label^="Include Stop 1200 ("]');
    if (!last) throw new Error("No row for Stop 1200");
    fireEvent.click(last);
    fireEvent.click(button("Import 1,199 Places"));
    expect(imported[0]).toHaveLength(1_199);
    expect(namesOf(imported[0])).not.toContain("Stop 1200");
    // Drawing 1,200 rows takes happy-dom some 2 s: more than the usual 5 s on a busy machine.
  }, 20_000);
});

describe("choosing a file", () => {
  it("reads a file dropped on the dialog, and says why the last one could not be read", () => {
    const onFile = vi.fn();
    render(
      <ImportSource
        text=""
        onTextChange={() => {}}
        problem="This is a GPX track with no waypoints: nothing to import."
        onFile={onFile}
        onParse={() => {}}
      />,
    );
    expect(screen.getByRole("alert").textContent).toContain("GPX track with no waypoints");
    const file = new File(["<gpx/>"], "waypoints.gpx", { type: "application/gpx+xml" });
    const zone = screen.getByRole("region", { name: "From a file" });
    const dataTransfer = { types: ["Files"], files: [file] };
    fireEvent.dragOver(zone, { dataTransfer });
    fireEvent.drop(zone, { dataTransfer });
    expect(onFile).toHaveBeenCalledWith(file);
  });
});
