import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

// The module keeps the unit it has read: each test loads it afresh, as a new page would.
const load = () => import("./distance-unit.ts");

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the cookie the module writes, cleared as a page would
  document.cookie = "distance-unit=; path=/; max-age=0";
}

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  clearCookie();
});

describe("the distance unit", () => {
  it("is miles at first, and km once chosen, in local storage and in the cookie the server reads", async () => {
    const { setDistanceUnit, useDistanceUnit } = await load();
    const Shown = () => <p>{useDistanceUnit()}</p>;
    render(<Shown />);
    expect(screen.getByText("mi")).toBeTruthy();
    expect(document.cookie).not.toContain("distance-unit");

    act(() => setDistanceUnit("km"));
    expect(screen.getByText("km")).toBeTruthy();
    expect(localStorage.getItem("uk-adventures-distance-unit")).toBe("km");
    expect(document.cookie).toContain("distance-unit=km");
  });

  it("tells the server of a choice made before it was told, on the first read", async () => {
    localStorage.setItem("uk-adventures-distance-unit", "km");
    const { useDistanceUnit } = await load();
    const Shown = () => <p>{useDistanceUnit()}</p>;
    render(<Shown />);
    expect(screen.getByText("km")).toBeTruthy();
    expect(document.cookie).toContain("distance-unit=km");
  });

  it("is the request's unit when the server draws a page", async () => {
    const { ServerDistanceUnit, useDistanceUnit } = await load();
    const Shown = () => <p>{useDistanceUnit()}</p>;
    expect(renderToString(<Shown />)).toBe("<p>mi</p>");
    expect(
      renderToString(
        <ServerDistanceUnit value="km">
          <Shown />
        </ServerDistanceUnit>,
      ),
    ).toBe("<p>km</p>");
  });
});
