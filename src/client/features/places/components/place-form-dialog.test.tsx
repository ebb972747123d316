import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Place } from "#shared/place.ts";
import { aPlace } from "#tests/fixtures/place.ts";
import { PlaceFormDialog } from "./place-form-dialog.tsx";

// The location's map draws with Leaflet on a basemap Vite builds, neither of which happy-dom
// has: the map is tried in the browser tests (tests/e2e/location.test.ts).
vi.mock("#client/components/map/location-map.tsx", () => ({ default: () => null }));

const stonehenge = aPlace({ id: 7, name: "Stonehenge", createdAt: "2026-11-01T10:00:00.000Z" });

/**
 * The dialog, with the server's answer for the towns in what is typed given beforehand (none
 * found), so no request leaves the test.
 */
function renderForm(place?: Place, typed: string[] = []) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  const client = new QueryClient();
  for (const name of typed) client.setQueryData(["/api/geocode/batch", [name]], { results: [] });
  render(
    <QueryClientProvider client={client}>
      <PlaceFormDialog place={place} saving={false} onSubmit={onSubmit} onClose={onClose} />
    </QueryClientProvider>,
  );
  // A modal dialog turns off pointer events outside it, as a browser would; the tap outside
  // is still a tap on the overlay.
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  return { onSubmit, onClose, user };
}

const nameField = () => screen.getByLabelText(/Place Name/) as HTMLInputElement;
const discard = () => screen.queryByRole("alertdialog", { name: "Discard this place?" });

describe("the add dialog", () => {
  it("closes at once on Escape when nothing was typed", async () => {
    const { onClose, user } = renderForm();
    expect(document.activeElement).toBe(nameField());
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledOnce();
    expect(discard()).toBeNull();
  });

  it("asks before throwing typed text away, whether by Escape, a tap outside or Cancel", async () => {
    const { onClose, user } = renderForm(undefined, ["Tintern Abbey"]);
    await user.type(nameField(), "Tintern Abbey");

    await user.keyboard("{Escape}");
    const asked = await screen.findByRole("alertdialog", { name: "Discard this place?" });
    within(asked).getByText("What you have entered will be lost.");
    await user.click(within(asked).getByRole("button", { name: "Keep editing" }));
    await waitFor(() => expect(discard()).toBeNull());
    expect(nameField().value).toBe("Tintern Abbey");
    // Work resumes where it was.
    expect(document.activeElement).toBe(nameField());

    const overlay = document.querySelector(".dialog-overlay");
    if (!overlay) throw new Error("no overlay");
    await user.click(overlay);
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Close" }),
    );
    await waitFor(() => expect(discard()).toBeNull());
    expect(nameField().value).toBe("Tintern Abbey");
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Discard" }),
    );
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe("the edit dialog's link", () => {
  it("refuses what is no web address, and saves a web address", async () => {
    const { onSubmit, user } = renderForm(stonehenge, ["Stonehenge"]);
    screen.getByRole("dialog", { name: "Edit Entry" });
    const link = screen.getByLabelText("Link") as HTMLInputElement;
    await user.click(link);
    await user.paste("javascript:alert(1)");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    screen.getByText("Use a web address that starts with https:// or http://");
    expect(document.activeElement).toBe(link);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(link);
    await user.paste("https://english-heritage.example/stonehenge");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: "Stonehenge",
        link: "https://english-heritage.example/stonehenge",
      }),
    );
  });
});

describe("the edit dialog's location", () => {
  it("sends no location when it is unchanged, and an empty one once removed", async () => {
    const ben = aPlace({
      id: 8,
      name: "Ben Nevis",
      createdAt: "2026-11-01T10:00:00.000Z",
      latitude: 56.796556,
      longitude: -5.00393,
    });
    const { onSubmit, user } = renderForm(ben, ["Ben Nevis"]);
    screen.getByText("56.7966° N, 5.0039° W");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(onSubmit.mock.lastCall?.[0]).not.toHaveProperty("latitude");

    await user.click(screen.getByRole("button", { name: "Remove location" }));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: "Ben Nevis", latitude: null, longitude: null }),
    );
  });
});
