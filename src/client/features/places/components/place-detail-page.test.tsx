import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { placesQuery } from "#client/entities/place/list-query.ts";
import { visitsKey } from "#client/entities/place/visits-query.ts";
import { placeTripsKey, tripsQuery } from "#client/entities/trip/trip-api.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { ThemeProvider } from "#client/lib/theme.tsx";
import type { Place } from "#shared/place.ts";
import { aPlace } from "#tests/fixtures/place.ts";
import { PlaceDetailPage } from "./place-detail-page.tsx";

const mine = aPlace({ id: 1, name: "Kew Gardens", createdAt: "2026-11-01T10:00:00.000Z" });

/** /place/{id} with the list as the server answered it: only the person's own places. */
function renderPlacePage(id: number, places: Place[]) {
  queryClient.setQueryData(placesQuery.queryKey, places);
  // The place's visits and trips, none: no request leaves the test.
  queryClient.setQueryData(visitsKey(id), []);
  queryClient.setQueryData(tripsQuery.queryKey, []);
  queryClient.setQueryData(placeTripsKey(id), []);
  return render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[`/place/${id}`]}>
          <Routes>
            <Route path="/" element={<h1>Your Places</h1>} />
            <Route path="/place/:id" element={<PlaceDetailPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

afterEach(() => queryClient.clear());

describe("a place's page", () => {
  it("says 'Place not found' for a place not in the list, with 'Go back' home", async () => {
    // Another user's place is never in the list (src/server/routes/places.test.ts).
    renderPlacePage(2, [mine]);
    screen.getByText("Place not found");
    screen.getByText("It may have been deleted, or the link is wrong.");
    expect(document.title).toBe("Place · UK Adventures");
    expect(screen.queryByText("Kew Gardens")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Go back" }));
    await screen.findByRole("heading", { name: "Your Places" });
  });
});

describe("a place's links and Delete", () => {
  it("opens a link in a new tab that is told nothing of this page, and names the photo on Delete", async () => {
    const maps = "https://www.google.com/maps/search/50.3601,-4.7447";
    const eden = aPlace({
      id: 3,
      name: "Eden Project",
      link: maps,
      photoUrl: "data:image/png;base64,iVBORw0KGgo=",
      createdAt: "2026-11-01T10:00:00.000Z",
    });
    const { unmount } = renderPlacePage(3, [eden]);
    const link = screen.getByRole("link", { name: "Open in Google Maps" });
    expect(link.getAttribute("href")).toBe(maps);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const asking = await screen.findByRole("alertdialog", { name: "Delete Place" });
    expect(asking.textContent).toContain(
      "Delete Eden Project and its photo? You can undo it for a few seconds afterwards.",
    );
    unmount();

    renderPlacePage(4, [aPlace({ ...eden, id: 4, photoUrl: null, link: "https://eden.example/" })]);
    expect(screen.getByRole("link", { name: "Open link" }).getAttribute("target")).toBe("_blank");
    await user.click(screen.getByRole("button", { name: "Delete" }));
    const again = await screen.findByRole("alertdialog", { name: "Delete Place" });
    expect(again.textContent).toContain(
      "Delete Eden Project? You can undo it for a few seconds afterwards.",
    );
  });
});
