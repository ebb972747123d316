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
function renderForm(place?: Place, typed: (string | string[])[] = []) {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  const client = new QueryClient();
  // Each is the address and name asked about, or a name alone.
  for (const texts of typed) {
    const key = ["/api/geocode/batch", Array.isArray(texts) ? texts : [texts]];
    client.setQueryData(key, { results: [] });
  }
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

/** Today as a date input writes it, in the zone the test runs in. */
function today() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const pressed = (name: string) => screen.getByRole("button", { name }).getAttribute("aria-pressed");

describe("adding a place", () => {
  it("needs a name, suggests a category from it, adds quick notes, and a mood tapped twice is none", async () => {
    const { onSubmit, user } = renderForm(undefined, [
      "Tintagel Castle",
      ["Tintagel, Cornwall", "Tintagel Castle"],
    ]);
    const save = screen.getByRole("button", { name: "Add Place" });
    expect(save).toHaveProperty("disabled", true);
    await user.type(nameField(), "   ");
    expect(save).toHaveProperty("disabled", true);

    await user.clear(nameField());
    await user.type(nameField(), "Tintagel Castle");
    screen.getByText("Suggested from the name");
    expect(pressed("History & Heritage")).toBe("true");
    await user.type(field("Address"), "Tintagel, Cornwall");
    await user.click(screen.getByRole("button", { name: "+ Historic site" }));
    await user.click(screen.getByRole("button", { name: "+ Beautiful views" }));
    // The same note twice is written once.
    await user.click(screen.getByRole("button", { name: "+ Historic site" }));
    expect(field("Notes").value).toBe("Historic site, Beautiful views");
    await user.click(screen.getByRole("button", { name: "Adventurous" }));
    await user.click(screen.getByRole("button", { name: "Adventurous" }));
    expect(pressed("Adventurous")).toBe("false");
    await user.click(screen.getByRole("button", { name: "Romantic" }));

    await user.click(save);
    expect(onSubmit).toHaveBeenCalledWith({
      name: "Tintagel Castle",
      address: "Tintagel, Cornwall",
      notes: "Historic site, Beautiful views",
      link: null,
      category: "History & Heritage",
      mood: "Romantic",
    });
  });

  it("records a visit on the day chosen, today unless changed, and never later", async () => {
    const { onSubmit, user } = renderForm(undefined, ["Callanish Stones"]);
    await user.type(nameField(), "Callanish Stones");
    await user.click(screen.getByRole("checkbox", { name: "Visited" }));
    const date = field("Visited on");
    expect(date.value).toBe(today());
    expect(date.max).toBe(today());
    await user.clear(date);
    await user.type(date, "2023-05-01");
    await user.click(screen.getByRole("button", { name: "Add Place" }));
    // The day as the server stores it: noon UTC (src/server/routes/places.test.ts).
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ visited: true, visitedDate: "2023-05-01T12:00:00.000Z" }),
      ),
    );
  });

  it("refuses a file that is no picture, and one over 30 MB, until another is chosen or none", async () => {
    const { onSubmit, user } = renderForm(undefined, ["Suilven"]);
    await user.type(nameField(), "Suilven");
    const photo = field("Photo");
    // What a file picker offers whatever the field accepts, as its "All files" does.
    const upload = userEvent.setup({ applyAccept: false, pointerEventsCheck: 0 });
    const pdf = new File(["%PDF-1.4"], "directions.pdf", { type: "application/pdf" });
    await upload.upload(photo, pdf);
    screen.getByText("Please choose an image file (JPG or PNG).");
    expect(screen.queryByRole("img", { name: "Chosen for this place" })).toBeNull();

    const panorama = new File([new Uint8Array(30 * 1024 * 1024 + 1)], "panorama.jpg", {
      type: "image/jpeg",
    });
    await upload.upload(photo, panorama);
    expect(screen.getByRole("alert").textContent).toContain(
      "Please select a photo smaller than 30MB",
    );
    // Save goes back to the photo rather than seem to keep it.
    await user.click(screen.getByRole("button", { name: "Add Place" }));
    expect(document.activeElement).toBe(photo);
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Don't use this photo" }));
    expect(screen.queryByRole("alert")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Add Place" }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.not.objectContaining({ photoUrl: expect.anything() }),
    );
  });
});

describe("editing a place", () => {
  const visited = aPlace({
    id: 8,
    name: "Caerphilly Castle",
    address: "Bodelva",
    mood: "Curious",
    photoUrl: "data:image/png;base64,iVBORw0KGgo=",
    visited: true,
    visitedDate: "2024-06-15T12:00:00.000Z",
    visitCount: 1,
    createdAt: "2026-11-01T10:00:00.000Z",
  });

  // A castle would be suggested History & Heritage when added; edited, its own (none) stays.
  it("starts from the place, suggests nothing, and sends the photo's removal and a new day", async () => {
    const { onSubmit, user } = renderForm(visited, [["Bodelva", "Caerphilly Castle"]]);
    expect(nameField().value).toBe("Caerphilly Castle");
    expect(field("Address").value).toBe("Bodelva");
    expect(pressed("Curious")).toBe("true");
    expect(screen.queryByText("Suggested from the name")).toBeNull();
    expect(screen.getByRole("checkbox", { name: "Visited" })).toHaveProperty("checked", true);
    const date = field("Visited on");
    expect(date.value).toBe("2024-06-15");

    await user.click(screen.getByRole("button", { name: "Remove photo" }));
    expect(screen.queryByRole("img", { name: "Chosen for this place" })).toBeNull();
    await user.clear(date);
    await user.type(date, "2024-06-10");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          photoUrl: null,
          visited: true,
          visitedDate: "2024-06-10T12:00:00.000Z",
        }),
      ),
    );
  });

  it("takes the day away with the tick, and given back it is today, never a later day", async () => {
    const { onSubmit, user } = renderForm(visited, [["Bodelva", "Caerphilly Castle"]]);
    const tick = screen.getByRole("checkbox", { name: "Visited" });
    await user.click(tick);
    expect(screen.queryByLabelText("Visited on")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenLastCalledWith(
        expect.objectContaining({ visited: false, visitedDate: null }),
      ),
    );

    await user.click(tick);
    const date = field("Visited on");
    expect(date.value).toBe(today());
    expect(date.max).toBe(today());
    const later = new Date();
    later.setDate(later.getDate() + 2);
    await user.clear(date);
    await user.type(date, later.toLocaleDateString("sv-SE"));
    onSubmit.mockClear();
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    await screen.findByText("The visit date cannot be later than today");
    expect(document.activeElement).toBe(date);
    expect(onSubmit).not.toHaveBeenCalled();
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
