import { describe, expect, it } from "vitest";
import { directionsUrl, platformOf } from "./directions.ts";

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
