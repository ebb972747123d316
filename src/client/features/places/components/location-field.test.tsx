import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { GeocodeAnswer, GeocodeResult } from "#shared/geo/geocode.ts";
import { type ChosenLocation, LocationField } from "./location-field.tsx";

// The map draws with Leaflet on a basemap Vite builds, neither of which happy-dom has: dropping
// and dragging its pin is tried in the browser (tests/e2e/location.test.ts).
vi.mock("#client/components/map/location-map.tsx", () => ({ default: () => null }));

const KESWICK: GeocodeResult = {
  label: "Keswick, England",
  latitude: 54.6013,
  longitude: -3.1347,
  kind: "town",
};
const KESSINGLAND: GeocodeResult = { ...KESWICK, label: "Kessingland, England", latitude: 52.4192 };

/**
 * The field inside a form, keeping what it is given as the add dialog does. `answers` are the
 * server's answers to searches, given beforehand so no request leaves the test (the searches
 * themselves are tried in src/server/routes/geocode.test.ts).
 */
function renderField({
  answers = {},
  start = null,
  suggestion = null,
}: {
  answers?: Record<string, GeocodeAnswer>;
  start?: ChosenLocation | null;
  suggestion?: ChosenLocation | null;
} = {}) {
  const client = new QueryClient();
  for (const [q, answer] of Object.entries(answers))
    client.setQueryData(["/api/geocode", q], answer);
  const changes: (ChosenLocation | null)[] = [];
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  function Harness() {
    const [value, setValue] = useState(start);
    return (
      <form onSubmit={onSubmit}>
        <LocationField
          value={value}
          suggestion={suggestion}
          onChange={(location) => {
            changes.push(location);
            setValue(location);
          }}
        />
      </form>
    );
  }
  render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
  const search = screen.getByRole("combobox", { name: "Find a place" });
  return { changes, onSubmit, search, user: userEvent.setup() };
}

describe("the location field", () => {
  it("picks a place found with the arrow keys and Enter, without sending the form", async () => {
    const { changes, onSubmit, search, user } = renderField({
      answers: { keswick: { results: [KESWICK, KESSINGLAND] } },
    });
    await user.type(search, "keswick");
    const list = await screen.findByRole("listbox", { name: "Places found" });
    expect(
      within(list)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Keswick, England", "Kessingland, England"]);
    await user.keyboard("{ArrowDown}");
    expect(search.getAttribute("aria-activedescendant")).toBe(
      within(list).getByRole("option", { name: "Kessingland, England" }).id,
    );
    await user.keyboard("{ArrowUp}{Enter}");
    expect(changes).toEqual([KESWICK]);
    expect(onSubmit).not.toHaveBeenCalled();
    // Chosen: shown with its position, the search emptied and its list closed.
    screen.getByText("Keswick, England");
    screen.getByText("54.6013° N, 3.1347° W");
    expect((search as HTMLInputElement).value).toBe("");
    expect(screen.queryByRole("listbox")).toBeNull();
  });

  it("says what the server says when it finds nothing, such as postcode lookup not set up", async () => {
    const { changes, search, user } = renderField({
      answers: {
        "sw1a 2aa": { results: [], notice: "Postcode lookup is not set up on this server." },
      },
    });
    await user.type(search, "sw1a 2aa");
    const status = await screen.findByRole("status");
    expect(status.textContent).toBe("Postcode lookup is not set up on this server.");
    expect(changes).toEqual([]);
  });

  it("offers the town the address names without applying it, and removes a location", async () => {
    const fortWilliam = { label: "Fort William, Scotland", latitude: 56.8198, longitude: -5.1052 };
    const { changes, user } = renderField({ suggestion: fortWilliam });
    const offer = screen.getByRole("button", { name: "Set location to Fort William, Scotland" });
    expect(changes).toEqual([]);
    await user.click(offer);
    expect(changes).toEqual([fortWilliam]);
    screen.getByText("56.8198° N, 5.1052° W");

    await user.click(screen.getByRole("button", { name: "Remove location" }));
    expect(changes).toEqual([fortWilliam, null]);
    expect(screen.queryByText("56.8198° N, 5.1052° W")).toBeNull();
  });
});

describe("'Use my current location'", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the device for its position only on that tap, and sets it", async () => {
    const asked = vi.fn((found: PositionCallback) =>
      found({ coords: { latitude: 51.48158312, longitude: -3.17909 } } as GeolocationPosition),
    );
    vi.stubGlobal("navigator", { ...navigator, geolocation: { getCurrentPosition: asked } });
    const { changes, user } = renderField();
    expect(asked).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Use my current location" }));
    expect(asked).toHaveBeenCalledOnce();
    await screen.findByText("51.4816° N, 3.1791° W");
    expect(changes).toEqual([
      { latitude: 51.481583, longitude: -3.17909, label: "My current location" },
    ]);
  });

  it("says why when the person has turned location access off", async () => {
    const refused = (_: PositionCallback, fail: PositionErrorCallback) =>
      fail({ code: 1 } as GeolocationPositionError);
    vi.stubGlobal("navigator", { ...navigator, geolocation: { getCurrentPosition: refused } });
    const { changes, user } = renderField();
    await user.click(screen.getByRole("button", { name: "Use my current location" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Location access is turned off for this site. Allow it in your browser's settings to use your location.",
    );
    expect(changes).toEqual([]);
  });
});
