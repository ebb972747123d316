import { describe, expect, it } from "vitest";
import { dayDirectionsUrl, directionsUrl, platformOf } from "./directions.ts";

const stonehenge = { latitude: 51.178882, longitude: -1.826215 };

describe("directionsUrl", () => {
  it("opens any map app on Android through a geo: URI", () => {
    const android = platformOf("Mozilla/5.0 (Linux; Android 15; Pixel 9) Mobile Safari/537.36");
    expect(directionsUrl(stonehenge, android)).toBe(
      "geo:51.178882,-1.826215?q=51.178882,-1.826215",
    );
  });

  it("opens Apple Maps on an iPhone or a Mac", () => {
    const iphone = platformOf("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)");
    expect(directionsUrl(stonehenge, iphone)).toBe(
      "https://maps.apple.com/?daddr=51.178882,-1.826215",
    );
  });

  it("opens OpenStreetMap's directions anywhere else", () => {
    const linux = platformOf("Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0");
    expect(directionsUrl(stonehenge, linux)).toBe(
      "https://www.openstreetmap.org/directions?route=%3B51.178882%2C-1.826215",
    );
  });
});

describe("dayDirectionsUrl", () => {
  const bath = { latitude: 51.381, longitude: -2.359 };
  const wells = { latitude: 51.209, longitude: -2.647 };
  const glastonbury = { latitude: 51.148, longitude: -2.714 };

  it("opens Google Maps with the stops between start and end as waypoints", () => {
    const url = new URL(dayDirectionsUrl([bath, wells, glastonbury], "android") ?? "");
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/dir/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("origin")).toBe("51.381,-2.359");
    expect(url.searchParams.get("destination")).toBe("51.148,-2.714");
    expect(url.searchParams.get("waypoints")).toBe("51.209,-2.647");
    expect(dayDirectionsUrl([bath, wells], "other")).toContain("google.com/maps/dir/");
  });

  it("opens Apple Maps on Apple devices, and nothing for a day with no stops", () => {
    expect(dayDirectionsUrl([bath, wells, glastonbury], "apple")).toBe(
      "https://maps.apple.com/?saddr=51.381,-2.359&daddr=51.209,-2.647+to:51.148,-2.714",
    );
    expect(dayDirectionsUrl([], "apple")).toBeNull();
  });
});
