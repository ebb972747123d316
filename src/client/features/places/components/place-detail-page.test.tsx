import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { placesQuery } from "#client/entities/place/list-query.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { ThemeProvider } from "#client/lib/theme.tsx";
import type { Place } from "#shared/place.ts";
import { aPlace } from "#tests/fixtures/place.ts";
import { PlaceDetailPage } from "./place-detail-page.tsx";

const mine = aPlace({ id: 1, name: "Kew Gardens", createdAt: "2026-11-01T10:00:00.000Z" });

/** /place/{id} with the list as the server answered it: only the person's own places. */
function renderPlacePage(id: number, places: Place[]) {
  queryClient.setQueryData(placesQuery.queryKey, places);
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
