import { describe, expect, it } from "vitest";
import { coordinatesInMapsUrl, isGoogleMapsLink, searchTextInMapsUrl } from "./maps-link.ts";

describe("coordinatesInMapsUrl", () => {
  it.each([
    ["http://maps.google.com/?q=51.178882,-1.826215", 51.178882, -1.826215],
    ["https://maps.google.co.uk/maps?hl=en&q=51.5007,-0.1246", 51.5007, -0.1246],
    ["https://maps.google.com/?ll=53.959146,-1.080437&z=17", 53.959146, -1.080437],
    ["https://www.google.com/maps/search/?api=1&query=51.5007%2C-0.1246", 51.5007, -0.1246],
    ["https://www.google.com/maps/search/51.178882,+-1.826215", 51.178882, -1.826215],
    ["https://www.google.com/maps/@55.9485947,-3.1999132,17z", 55.948595, -3.199913],
    ["https://www.google.com/maps/@-33.8567844,151.213108", -33.856784, 151.213108],
    // The pin's own position wins over the map's centre.
    [
      "https://www.google.com/maps/place/The+Shambles/@53.9594,-1.0805,17z/data=!3m1!4b1!4m6!3m5!1s0x48793:0x1!8m2!3d53.959146!4d-1.080437",
      53.959146,
      -1.080437,
    ],
  ])("reads %s", (url, latitude, longitude) => {
    expect(coordinatesInMapsUrl(url)).toEqual({ latitude, longitude });
  });

  it.each([
    null,
    "",
    "http://maps.google.com/?cid=3410201003468913434",
    "https://www.google.com/maps/place/Tower+of+London/data=!4m2!3m1!1s0x48760349331f38dd:0xa8bf",
    "http://maps.google.com/?q=Dishoom+Covent+Garden",
    "http://maps.google.com/?q=91.5,-0.12",
    "https://www.google.com/maps/@51.5,-200.1,17z",
    "not a link at all",
  ])("finds no position in %j", (url) => {
    expect(coordinatesInMapsUrl(url)).toBeNull();
  });
});

describe("searchTextInMapsUrl", () => {
  it("gives the words a link searches for", () => {
    expect(searchTextInMapsUrl("http://maps.google.com/?q=Dishoom+Covent+Garden&ftid=0x4876")).toBe(
      "Dishoom Covent Garden",
    );
  });

  it("gives null for coordinates, no search or no link", () => {
    expect(searchTextInMapsUrl("http://maps.google.com/?q=51.178882,-1.826215")).toBeNull();
    expect(searchTextInMapsUrl("http://maps.google.com/?cid=1")).toBeNull();
    expect(searchTextInMapsUrl("Dishoom")).toBeNull();
    expect(searchTextInMapsUrl(null)).toBeNull();
  });
});

describe("isGoogleMapsLink", () => {
  it.each([
    "https://www.google.com/maps/place/Tower+of+London/@51.5081,-0.0759,17z",
    "https://google.com/maps?q=51.5,-0.12",
    "https://www.google.co.uk/maps/search/Borough+Market",
    "http://maps.google.com/?cid=3410201003468913434",
    "https://maps.google.co.uk/maps?q=York",
    "HTTPS://MAPS.GOOGLE.COM/",
    "https://goo.gl/maps/AbCdEf123",
    "https://maps.app.goo.gl/AbCdEf123",
  ])("is a Google Maps link: %s", (link) => {
    expect(isGoogleMapsLink(link)).toBe(true);
  });

  it.each([
    null,
    "",
    "https://www.google.com/search?q=maps",
    "https://www.google.com/mapsearch",
    "https://goo.gl/AbCdEf",
    "https://google.example.com/maps",
    "https://maps.google.example.com/",
    "https://www.google.com.evil.example/maps",
    "https://evil.example/https://www.google.com/maps",
    "https://www.openstreetmap.org/#map=17/51.5/-0.12",
    "javascript:alert(1)//maps.google.com",
    "ftp://maps.google.com/",
    "not a link",
  ])("is not one: %j", (link) => {
    expect(isGoogleMapsLink(link)).toBe(false);
  });
});
