import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Stats } from "#client/entities/stats/query.ts";
import { CategoryChart } from "./category-chart.tsx";
import { MonthChart } from "./month-chart.tsx";
import { NationChart } from "./nation-chart.tsx";

const visits = [0, 2, 0, 5, 1, 0, 0, 12, 0, 0, 3, 1_204];
const added = [1, 0, 0, 4, 0, 0, 0, 2, 0, 0, 0, 0];
const MONTHS: Stats["months"] = visits.map((count, index) => ({
  month: `2026-${String(index + 1).padStart(2, "0")}`,
  visits: count,
  placesVisited: Math.min(count, 3),
  added: added[index] ?? 0,
}));

/** A table's rows as the text of their cells, header row first. */
function tableRows(name: string): string[][] {
  const table = screen.getByRole("table", { name });
  return within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? ""));
}

describe("the month chart's text equivalent", () => {
  it("is a table of every month's visits and places added, as the data has them", () => {
    render(<MonthChart months={MONTHS} />);
    const rows = tableRows("Visits and places added, month by month");
    expect(rows[0]).toEqual(["Month", "Visits", "Places added"]);
    expect(rows.slice(1)).toEqual([
      ["January 2026", "0", "1"],
      ["February 2026", "2", "0"],
      ["March 2026", "0", "0"],
      ["April 2026", "5", "4"],
      ["May 2026", "1", "0"],
      ["June 2026", "0", "0"],
      ["July 2026", "0", "0"],
      ["August 2026", "12", "2"],
      ["September 2026", "0", "0"],
      ["October 2026", "0", "0"],
      ["November 2026", "3", "0"],
      ["December 2026", "1,204", "0"],
    ]);
  });

  it("hides the drawing from screen readers and draws a bar for each count above nought", () => {
    render(<MonthChart months={MONTHS} />);
    const chart = screen.getByTestId("month-chart");
    expect(chart.closest("[aria-hidden]")).not.toBeNull();
    // Visits in seven months, places added in three: one bar each.
    const solid = chart.querySelectorAll('rect[fill="var(--primary)"]');
    const striped = chart.querySelectorAll('rect[fill^="url(#"]');
    expect(solid).toHaveLength(visits.filter((count) => count > 0).length);
    expect(striped).toHaveLength(added.filter((count) => count > 0).length);
  });

  it("shows the table in the chart's place at the press of Show as table, and back", async () => {
    const user = userEvent.setup();
    render(<MonthChart months={MONTHS} />);
    const table = screen.getByRole("table", { name: "Visits and places added, month by month" });
    expect(table.parentElement?.className).toContain("sr-only");

    await user.click(screen.getByRole("button", { name: "Show as table" }));
    expect(table.parentElement?.className).not.toContain("sr-only");
    expect(screen.queryByTestId("month-chart")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Show as chart" }));
    expect(screen.getByTestId("month-chart")).toBeTruthy();
    expect(table.parentElement?.className).toContain("sr-only");
  });
});

describe("the category and nation charts' tables", () => {
  it("list the visits in each category, naming the visits to places without one", () => {
    render(
      <CategoryChart
        byCategory={[
          { category: "Outdoors & Nature", visits: 7 },
          { category: "Food & Drink", visits: 2 },
          { category: null, visits: 1 },
        ]}
      />,
    );
    expect(tableRows("Visits by category")).toEqual([
      ["Category", "Visits"],
      ["Outdoors & Nature", "7"],
      ["Food & Drink", "2"],
      ["No category", "1"],
    ]);
  });

  it("list each nation's visited and to-visit places", () => {
    render(
      <NationChart
        byNation={[
          { nation: "England", visited: 4, toVisit: 9 },
          { nation: "Scotland", visited: 2, toVisit: 0 },
          { nation: "Wales", visited: 0, toVisit: 1 },
          { nation: "Northern Ireland", visited: 0, toVisit: 0 },
        ]}
      />,
    );
    expect(tableRows("Places by nation")).toEqual([
      ["Nation", "Visited", "To visit"],
      ["England", "4", "9"],
      ["Scotland", "2", "0"],
      ["Wales", "0", "1"],
      ["Northern Ireland", "0", "0"],
    ]);
  });
});
