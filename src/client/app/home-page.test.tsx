import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { markTourSeen } from "#client/features/tour/tour-flags.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { ThemeProvider } from "#client/lib/theme.tsx";
import type { Place } from "#shared/place.ts";
import { seedHomeAnswers } from "#tests/fixtures/home-answers.ts";
import { aPlace } from "#tests/fixtures/place.ts";
import { aUser } from "#tests/fixtures/user.ts";
import { HomePage } from "./home-page.tsx";

const user = aUser();

let nextId = 0;
/** A place added `ago` minutes before the newest, to visit unless `visited`. */
function place(name: string, fields: Partial<Place> & { ago?: number } = {}): Place {
  nextId += 1;
  const { ago = 0, ...rest } = fields;
  const createdAt = new Date(Date.UTC(2026, 10, 1) - ago * 60_000).toISOString();
  const visited = rest.visited ?? false;
  return aPlace({
    id: nextId,
    name,
    createdAt,
    visitedDate: visited ? createdAt : null,
    visitCount: visited ? 1 : 0,
    ...rest,
  });
}

/** Where the router is, so a test can see the list's state kept in the address. */
let address = "";
function Address() {
  const location = useLocation();
  address = location.search;
  return null;
}

/** The home with the list as the server answered it: no request leaves the test. */
function renderHome(places: Place[], at = "/") {
  seedHomeAnswers(places);
  return render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path="/" element={<HomePage user={user} />} />
          </Routes>
          <Address />
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

/** The cards' names, top to bottom. */
const names = () =>
  screen
    .queryAllByTestId("place-card")
    .map((card) => card.querySelector("button span.font-semibold")?.textContent?.trim());
const tab = (name: string) => screen.getByRole("button", { name: new RegExp(`^${name} [\\d,]+$`) });
/** Puts `text` in the open search box in place of what was there, as a paste would. */
async function search(text: string) {
  await userEvent.clear(screen.getByRole("searchbox", { name: "Search places" }));
  await userEvent.paste(text);
}
const pager = () => screen.getByRole("navigation", { name: "Pages" });

beforeEach(() => {
  vi.stubGlobal("__APP_VERSION__", "1.0.0");
  markTourSeen();
  localStorage.removeItem("uk-adventures-sort");
});
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

const four = () => [
  place("St Michael's Mount", { address: "Marazion, Cornwall", visited: true, ago: 3 }),
  place("Bath Abbey", { category: "History & Heritage", ago: 2 }),
  place("Minack Theatre", { address: "Porthcurno, Cornwall", ago: 1 }),
  place("Abbey Road", { category: "Arts & Culture", visited: true, ago: 0 }),
];

describe("finding places", () => {
  it("searches name, address and category, case-insensitively; closing clears it", async () => {
    renderHome(four());
    expect(document.title).toBe("Your Places · UK Adventures");
    await userEvent.click(screen.getByRole("button", { name: "Search places" }));
    await search("CORNWALL");
    await screen.findByRole("heading", { name: "Search Results" });
    screen.getByText('2 places found for "CORNWALL"');
    expect(names()).toEqual(["Minack Theatre", "St Michael's Mount"]);
    await waitFor(() => expect(document.title).toBe("Search Results · UK Adventures"));

    await search("heritage");
    await screen.findByText('1 place found for "heritage"');
    expect(names()).toEqual(["Bath Abbey"]);
    await search("zzz");
    await screen.findByText("No places match your search");

    await userEvent.click(screen.getByRole("button", { name: "Close search" }));
    await screen.findByRole("heading", { name: "Your Places" });
    expect(names()).toHaveLength(4);
    await userEvent.click(screen.getByRole("button", { name: "Search places" }));
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("");
  });

  it("searches without accents: 'ty hyll' finds Tŷ Hyll, 'mon' finds Ynys Môn", async () => {
    renderHome([
      ...four(),
      place("Tŷ Hyll", { address: "Capel Curig" }),
      place("South Stack", { address: "Holyhead, Ynys Môn" }),
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Search places" }));
    await search("ty hyll");
    await screen.findByText('1 place found for "ty hyll"');
    expect(names()).toEqual(["Tŷ Hyll"]);
    await search("mon");
    await screen.findByText('1 place found for "mon"');
    expect(names()).toEqual(["South Stack"]);
  });

  it("filters All, Visited and To Visit, each tab showing its count", async () => {
    renderHome(four());
    expect(tab("All").textContent).toBe("All4");
    expect(tab("Visited").textContent).toBe("Visited2");
    expect(tab("To Visit").textContent).toBe("To Visit2");
    expect(tab("All").getAttribute("aria-pressed")).toBe("true");
    await userEvent.click(tab("Visited"));
    expect(tab("Visited").getAttribute("aria-pressed")).toBe("true");
    expect(names()).toEqual(["Abbey Road", "St Michael's Mount"]);
    await userEvent.click(tab("To Visit"));
    expect(names()).toEqual(["Minack Theatre", "Bath Abbey"]);
    await userEvent.click(tab("All"));
    expect(names()).toHaveLength(4);
  });

  it("says so when a tab has nothing in it", async () => {
    renderHome(four().map((p) => ({ ...p, visited: true })));
    expect(tab("To Visit").textContent).toBe("To Visit0");
    await userEvent.click(tab("To Visit"));
    screen.getByText("No unvisited places");
  });

  it("sorts by date (newest first) and by A-Z, both ways", async () => {
    renderHome(four());
    const byDate = ["Abbey Road", "Minack Theatre", "Bath Abbey", "St Michael's Mount"];
    expect(names()).toEqual(byDate);
    await userEvent.click(screen.getByRole("button", { name: "Sort by A-Z" }));
    expect(names()).toEqual(["Abbey Road", "Bath Abbey", "Minack Theatre", "St Michael's Mount"]);
    expect(address).toBe("?sort=name");
    await userEvent.click(screen.getByRole("button", { name: "Sort by Date" }));
    expect(names()).toEqual(byDate);
  });
});

describe("the sort", () => {
  const pressed = (name: string) =>
    screen.getByRole("button", { name }).getAttribute("aria-pressed");
  const byDate = ["Abbey Road", "Minack Theatre", "Bath Abbey", "St Michael's Mount"];
  const byName = ["Abbey Road", "Bath Abbey", "Minack Theatre", "St Michael's Mount"];

  it("shows which sort is in use, and is remembered when home opens again at /", async () => {
    const first = renderHome(four());
    expect(pressed("Sort by Date")).toBe("true");
    expect(pressed("Sort by A-Z")).toBe("false");
    expect(pressed("Sort by Distance")).toBe("false");
    await userEvent.click(screen.getByRole("button", { name: "Sort by A-Z" }));
    expect(pressed("Sort by A-Z")).toBe("true");
    expect(pressed("Sort by Date")).toBe("false");
    // The app opened afresh: nothing but the device's storage carries over.
    first.unmount();
    queryClient.clear();

    // Opened again at `/`, with nothing in the address: the sort chosen last.
    const again = renderHome(four());
    expect(address).toBe("");
    expect(names()).toEqual(byName);
    expect(pressed("Sort by A-Z")).toBe("true");
    await userEvent.click(screen.getByRole("button", { name: "Sort by Date" }));
    again.unmount();
    queryClient.clear();

    renderHome(four());
    expect(names()).toEqual(byDate);
    expect(pressed("Sort by Date")).toBe("true");
  });
});

describe("paging", () => {
  const numbered = (count: number, prefix: string, digits: number) =>
    Array.from({ length: count }, (_, i) =>
      place(`${prefix} ${String(i + 1).padStart(digits, "0")}`, {
        visited: i % 2 === 0,
        ago: count - i,
      }),
    );

  it("shows 23 places ten at a time, and goes back to page 1 when the filter or sort changes", async () => {
    renderHome(numbered(23, "Place", 2));
    expect(pager().textContent).toContain("Page 1 of 3 (1-10 of 23)");
    expect(names()).toHaveLength(10);
    const previous = within(pager()).getByRole("button", { name: "Previous" });
    const next = within(pager()).getByRole("button", { name: "Next" });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(next);
    expect(pager().textContent).toContain("Page 2 of 3 (11-20 of 23)");
    await userEvent.click(within(pager()).getByRole("button", { name: "Next" }));
    expect(pager().textContent).toContain("Page 3 of 3 (21-23 of 23)");
    expect(names()).toEqual(["Place 03", "Place 02", "Place 01"]);
    expect(
      (within(pager()).getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    // The page is kept in the address, so coming back from a place's page finds it.
    expect(address).toBe("?page=3");

    await userEvent.click(tab("Visited"));
    expect(pager().textContent).toContain("Page 1 of 2 (1-10 of 12)");
    await userEvent.click(within(pager()).getByRole("button", { name: "Next" }));
    expect(pager().textContent).toContain("Page 2 of 2");
    await userEvent.click(screen.getByRole("button", { name: "Sort by A-Z" }));
    expect(pager().textContent).toContain("Page 1 of 2");
  });

  it("opens at the page the address names", () => {
    renderHome(numbered(23, "Place", 2), "/?page=3");
    expect(pager().textContent).toContain("Page 3 of 3");
  });

  it("writes counts of a thousand with a comma", () => {
    renderHome(numbered(1000, "Hill", 4));
    expect(tab("All").textContent).toBe("All1,000");
    expect(pager().textContent).toContain("Page 1 of 100 (1-10 of 1,000)");
  });
});
