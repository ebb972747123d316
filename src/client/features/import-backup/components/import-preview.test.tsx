import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ImportedPlace } from "#shared/import-formats/imported-place.ts";
import { listPlaces, rowsFromFile } from "../preview.ts";
import { PreviewList } from "./import-preview.tsx";

const place = (name: string, visit: Partial<ImportedPlace>): ImportedPlace => ({
  where: name,
  name,
  address: null,
  notes: null,
  category: null,
  mood: null,
  latitude: 51.5,
  longitude: -0.12,
  visited: true,
  visitedDate: null,
  lookUpByName: false,
  ...visit,
});

const visits = (...dates: (string | null)[]) => dates.map((date) => ({ date, note: null }));

/** The preview's rows of a file, each row's details line by the place's name. */
function detailsByName(places: ImportedPlace[]) {
  const rows = rowsFromFile(places, listPlaces([]));
  render(
    <PreviewList
      rows={rows}
      shown={rows.length}
      leftOut={new Set()}
      noRoom={new Set()}
      disabled={false}
      onToggle={() => {}}
      onShowMore={() => {}}
    />,
  );
  return (name: string) =>
    screen
      .getByRole("checkbox", { name: new RegExp(`^Include ${name} `) })
      .closest("li")
      ?.querySelector("p")?.textContent ?? null;
}

describe("a row of the import preview", () => {
  it("says a place's visits as its card will once imported", () => {
    const details = detailsByName([
      place("Once", { visitedDate: "2026-10-12" }),
      place("Backup", {
        visitedDate: "2026-10-12",
        visits: visits("2026-10-12", "2025-03-15", "2024-06-10"),
      }),
      place("Some days unknown", {
        visitedDate: "2025-05-05",
        visits: visits(null, "2025-05-05"),
      }),
      place("No day", {}),
      place("To visit", { visited: false }),
    ]);
    expect(details("Once")).toBe("Visited 12 Oct 2026");
    expect(details("Backup")).toBe("Visited 3 times · last 12 Oct 2026");
    expect(details("Some days unknown")).toBe("Visited 2 times · last 5 May 2025");
    expect(details("No day")).toBe("Visited");
    expect(details("To visit")).toBeNull();
  });
});
