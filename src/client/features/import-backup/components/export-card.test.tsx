import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ExportCard } from "./export-card.tsx";

/** The text the GPX link is described by, as a screen reader reads it out with the link. */
function gpxNote(): string {
  const link = screen.getByRole("link", { name: "Export as GPX" });
  const id = link.getAttribute("aria-describedby") ?? "";
  return document.getElementById(id)?.textContent ?? "";
}

describe("the Export section", () => {
  it("says how many places a GPX file leaves out for having no location", () => {
    render(<ExportCard unlocated={3} />);
    expect(gpxNote()).toBe(
      "GPX holds only places with a location: 3 of your places have none and are left out.",
    );
  });

  it("says it of one place in the singular", () => {
    render(<ExportCard unlocated={1} />);
    expect(gpxNote()).toBe(
      "GPX holds only places with a location: 1 of your places has none and is left out.",
    );
  });

  it.each([
    ["when every place has a location", 0],
    ["while the list is loading", null],
  ])("says only what GPX holds %s", (_, unlocated) => {
    render(<ExportCard unlocated={unlocated} />);
    expect(gpxNote()).toBe("GPX holds only places with a location.");
  });

  it("leaves the formats that hold every place without a note", () => {
    render(<ExportCard unlocated={3} />);
    for (const label of ["GeoJSON", "KML", "CSV"]) {
      const link = screen.getByRole("link", { name: `Export as ${label}` });
      expect(link.getAttribute("aria-describedby")).toBeNull();
      expect(link.getAttribute("href")).toBe(`/api/places/export?format=${label.toLowerCase()}`);
    }
  });
});
