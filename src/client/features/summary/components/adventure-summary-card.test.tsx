import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Place } from "#shared/place.ts";
import { AdventureSummaryCard } from "./adventure-summary-card.tsx";

const now = new Date().toISOString();
let nextId = 0;
/** A place added today, to visit unless `visited`; visited today unless a date is given. */
function place(
  name: string,
  fields: { category?: string; visited?: boolean; visitedDate?: string | null } = {},
): Place {
  nextId += 1;
  const visited = fields.visited ?? false;
  return {
    id: nextId,
    name,
    address: null,
    notes: null,
    link: null,
    category: fields.category ?? null,
    mood: null,
    photoUrl: null,
    latitude: null,
    longitude: null,
    locationApproximate: false,
    visited,
    visitedDate: visited ? (fields.visitedDate === undefined ? now : fields.visitedDate) : null,
    visitCount: visited ? 1 : 0,
    createdAt: now,
    updatedAt: now,
    version: 1,
  };
}

const renderCard = (places: Place[], monthVisits?: number) =>
  render(
    <MemoryRouter>
      <AdventureSummaryCard places={places} monthVisits={monthVisits} />
    </MemoryRouter>,
  );

/** The card's three figures, as [label, number]. */
const figures = (card: HTMLElement) =>
  [...card.querySelectorAll("dl > div")].map((item) => [
    item.querySelector("dt")?.textContent,
    Number(item.querySelector("dd")?.textContent),
  ]);

describe("the Adventure Summary card", () => {
  it("invites a new account to start, with nothing to download", () => {
    renderCard([]);
    const card = screen.getByRole("region", { name: "Start Your Adventure!" });
    expect(card.dataset.tour).toBe("adventure-summary");
    expect(card.textContent).toContain("Add your first place to create a shareable summary card.");
    expect(within(card).queryByRole("button", { name: "Download" })).toBeNull();
  });

  it("shows the counts, top categories, last visit and this month's figures", () => {
    // Six places in four categories and one without, the first visited. Ties (one place each
    // in Arts & Culture, Food & Drink and History & Heritage) go in the catalogue's order.
    renderCard(
      [
        place("Durdle Door", { category: "Outdoors & Nature", visited: true }),
        place("York Minster", { category: "History & Heritage" }),
        place("Borough Market", { category: "Food & Drink" }),
        place("Snowdon", { category: "Outdoors & Nature" }),
        place("Tate Modern", { category: "Arts & Culture" }),
        place("Kew Gardens", { category: "Outdoors & Nature" }),
        place("Somewhere nice"),
      ],
      1,
    );
    const card = screen.getByRole("region", { name: "Your Adventure Summary" });
    expect(card.dataset.tour).toBe("adventure-summary");
    expect(figures(card)).toEqual([
      ["Total", 7],
      ["Visited", 1],
      ["To Visit", 6],
    ]);
    const progress = within(card).getByRole("progressbar", { name: "Places visited" });
    expect(progress.getAttribute("aria-valuenow")).toBe("14");
    expect(card.textContent).toContain("14% explored");

    const categories = within(
      within(card).getByRole("list", { name: "Top categories" }),
    ).getAllByRole("listitem");
    expect(categories.map((item) => item.textContent)).toEqual([
      "Top categoryOutdoors & Nature3 places",
      "Arts & Culture1 place",
      "Food & Drink1 place",
    ]);
    expect(within(card).getAllByText("Top category", { exact: true })).toHaveLength(1);
    expect(within(card).getByText("Last visit:", { exact: false }).textContent).toBe(
      "Last visit: Today",
    );
    expect(within(card).getByText("This month:", { exact: false }).textContent).toBe(
      "This month: 7 added, 1 visit",
    );
    expect(within(card).getByRole("link", { name: "See your year in places" })).toBeTruthy();
  });

  it("says when nothing is visited yet, and leaves out this month's visits until they come", () => {
    renderCard([place("Tintagel Castle", { category: "History & Heritage" }), place("Eden")]);
    const card = screen.getByRole("region", { name: "Your Adventure Summary" });
    expect(within(card).getByText("No visits yet")).toBeTruthy();
    expect(within(card).getByText("This month:", { exact: false }).textContent).toBe(
      "This month: 2 added",
    );
  });

  it("says the last visit has no date when no visited place has one, as an import leaves them", () => {
    renderCard(
      [place("Tintagel Castle", { visited: true, visitedDate: null }), place("Eden Project")],
      0,
    );
    const card = screen.getByRole("region", { name: "Your Adventure Summary" });
    expect(within(card).getByText("Last visit:", { exact: false }).textContent).toBe(
      "Last visit: no date recorded",
    );
    expect(within(card).queryByText("No visits yet")).toBeNull();
    expect(within(card).getByText("This month:", { exact: false }).textContent).toBe(
      "This month: 2 added, 0 visits",
    );
    expect(within(card).getByText("No categories yet", { exact: false })).toBeTruthy();
  });

  it("writes a thousand with a comma", () => {
    renderCard(
      Array.from({ length: 1000 }, (_, i) => place(`Hill ${i + 1}`)),
      0,
    );
    const card = screen.getByRole("region", { name: "Your Adventure Summary" });
    expect(within(card).getByText("This month:", { exact: false }).textContent).toBe(
      "This month: 1,000 added, 0 visits",
    );
    expect(card.querySelector("dl dd")?.textContent).toBe("1,000");
  });
});
