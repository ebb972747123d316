import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { PlaceIdentity } from "#shared/duplicate-place.ts";
import { parsePlaceList } from "#shared/import-parser.ts";
import { listPlaces, type PreviewRow, rowsFromList, rowsToFind, withFound } from "../preview.ts";
import { roomFor } from "../room.ts";
import { ImportPreviewStep } from "./import-preview-step.tsx";
import { ImportSource } from "./import-source.tsx";

const inList = (name: string): PlaceIdentity => ({
  name,
  address: null,
  latitude: null,
  longitude: null,
});

/**
 * The preview of a pasted list, as the dialog shows it once every line has been looked for:
 * none of them found, so the test needs no server.
 */
function previewOf(lines: string[], list: PlaceIdentity[] = []) {
  const imported: PreviewRow[][] = [];
  const onBack = vi.fn();
  const matcher = listPlaces(list);
  const rows = rowsFromList(parsePlaceList(lines.join("\n")), matcher);
  const props = {
    room: roomFor(list.length),
    fileName: null,
    unreadable: [],
    tooMany: null,
    findFailed: false,
    progress: null,
    onBack,
    onImport: (chosen: PreviewRow[]) => imported.push(chosen),
  };
  const { rerender } = render(<ImportPreviewStep rows={rows} {...props} />);
  const found = withFound(
    rows,
    rowsToFind(rows).map(() => null),
    matcher,
  );
  rerender(<ImportPreviewStep rows={found} {...props} />);
  return { imported, onBack, user: userEvent.setup() };
}

const preview = () => screen.getByRole("list", { name: "Places found" });
const box = (name: string | RegExp) => screen.getByRole("checkbox", { name }) as HTMLInputElement;
const importButton = () => screen.getByRole("button", { name: /^Import / }) as HTMLButtonElement;
const namesOf = (rows: PreviewRow[] | undefined) => rows?.map((r) => r.fields.name);

describe("the list to paste", () => {
  it("cannot be parsed while empty or blank", async () => {
    const user = userEvent.setup();
    let text = "";
    const onParse = vi.fn();
    const { rerender } = render(
      <ImportSource
        text={text}
        onTextChange={(next) => {
          text = next;
        }}
        problem={null}
        onFile={() => {}}
        onParse={onParse}
      />,
    );
    const parse = screen.getByRole("button", { name: "Parse Places" }) as HTMLButtonElement;
    expect(parse.disabled).toBe(true);
    for (const typed of ["   \n  ", "Tate Modern"]) {
      rerender(
        <ImportSource
          text={typed}
          onTextChange={() => {}}
          problem={null}
          onFile={() => {}}
          onParse={onParse}
        />,
      );
      expect(parse.disabled).toBe(typed.trim() === "");
    }
    await user.click(parse);
    expect(onParse).toHaveBeenCalledTimes(1);
  });
});

describe("the preview of a pasted list", () => {
  it("shows each line's category, address and notes, goes back to edit, and imports in order", async () => {
    const { imported, onBack, user } = previewOf([
      "# Scotland",
      "1. Edinburgh Castle (history & heritage) - Castlehill, Edinburgh [Book ahead]",
      "2. The Kelpies - Falkirk\r",
      "",
      "- **Loch Lomond** (Outdoors and Nature)",
    ]);
    expect(screen.getByText("Found 3 places")).toBeTruthy();
    expect(preview().textContent).toContain(
      "History & Heritage · Castlehill, Edinburgh · Book ahead",
    );
    await user.click(screen.getByRole("button", { name: "Back to Edit" }));
    expect(onBack).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole("button", { name: "Import 3 Places" }));
    expect(namesOf(imported[0])).toEqual(["Edinburgh Castle", "The Kelpies", "Loch Lomond"]);
  });

  it("flags a line the server would refuse, left out until ticked, then in the way", async () => {
    const long = "x".repeat(121);
    const { imported, user } = previewOf(["Hyde Park", "River Thames", long]);
    const problem = "Line 3: Place Name: Use at most 120 characters";
    // Over the limits: marked and left out, not a reason to hold back the rest.
    expect(within(preview()).getByText(problem)).toBeTruthy();
    expect(box(`Include ${long} (Line 3)`).checked).toBe(false);
    expect(importButton().textContent).toBe("Import 2 Places");
    expect(importButton().disabled).toBe(false);
    expect(screen.queryByRole("alert")).toBeNull();

    await user.click(box(`Include ${long} (Line 3)`));
    expect(within(screen.getByRole("alert")).getByText(problem)).toBeTruthy();
    expect(importButton().textContent).toBe("Import 3 Places");
    expect(importButton().disabled).toBe(true);

    await user.click(box(`Include ${long} (Line 3)`));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(importButton().disabled).toBe(false);
    await user.click(importButton());
    expect(namesOf(imported[0])).toEqual(["Hyde Park", "River Thames"]);
  });

  it("leaves out the lines already in the list, and says a line put back is skipped", async () => {
    const { imported, user } = previewOf(
      ["Big Ben", "River Thames", "big ben"],
      [inList("Big Ben")],
    );
    expect(screen.getByText("Found 3 places")).toBeTruthy();
    expect(within(preview()).getAllByText("Already in your list")).toHaveLength(2);
    expect(box("Include Big Ben (Line 1)").checked).toBe(false);
    expect(box("Include big ben (Line 3)").checked).toBe(false);
    expect(importButton().textContent).toBe("Import 1 Place");

    // Put back in by hand, the server still skips it: the button does not count it, and says so.
    await user.click(box("Include Big Ben (Line 1)"));
    expect(screen.getByText("1 chosen place is already in your list: it is skipped.")).toBeTruthy();
    expect(importButton().textContent).toBe("Import 1 Place");
    await user.click(importButton());
    expect(namesOf(imported[0])).toEqual(["Big Ben", "River Thames"]);
  });

  it("leaves out, unticked and marked, the lines of a blog post that are not places", async () => {
    const { imported, user } = previewOf([
      "Top 20 things to do in Edinburgh",
      "By Morag Campbell · 3 May 2026",
      "1. Edinburgh Castle - Castlehill",
      "Perched on an extinct volcano, the castle has watched over the city for nine centuries and more.",
      "2. Arthur's Seat - Holyrood Park",
      "Read more",
      "https://example.com/edinburgh-guide",
      "3. *** Dean Village",
      "...",
    ]);
    // Three places, and five lines said apart, not counted as places found.
    expect(screen.getByText("Found 3 places")).toBeTruthy();
    expect(screen.getByText(/(^| · )5 other lines look like text, not places($| · )/)).toBeTruthy();
    expect(within(preview()).getAllByText("Looks like text, not a place")).toHaveLength(5);
    for (const line of [1, 2, 4, 6, 7]) {
      expect(box(new RegExp(`\\(Line ${line}\\)$`)).checked).toBe(false);
    }
    expect(box("Include Dean Village (Line 8)").checked).toBe(true);
    await user.click(screen.getByRole("button", { name: "Import 3 Places" }));
    expect(namesOf(imported[0])).toEqual(["Edinburgh Castle", "Arthur's Seat", "Dean Village"]);
  });
});
