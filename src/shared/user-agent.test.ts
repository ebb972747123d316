import { describe, expect, it } from "vitest";
import { describeUserAgent, deviceParts } from "./user-agent.ts";

const cases: [string, string, string][] = [
  [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    "Chrome",
    "Windows",
  ],
  [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86",
    "Edge",
    "Windows",
  ],
  [
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
    "Safari",
    "macOS",
  ],
  [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    "Safari",
    "iPhone",
  ],
  [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1",
    "Chrome",
    "iPhone",
  ],
  [
    "Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/132.0 Mobile/15E148 Safari/605.1.15",
    "Firefox",
    "iPad",
  ],
  [
    "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0",
    "Firefox",
    "Linux",
  ],
  [
    "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36",
    "Samsung Internet",
    "Android",
  ],
  [
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
    "Chrome",
    "Android",
  ],
  [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0",
    "Opera",
    "Windows",
  ],
  [
    "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
    "Chrome",
    "ChromeOS",
  ],
  [
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
    "Chrome",
    "Linux",
  ],
  ["curl/8.5.0", "curl", "Unknown"],
  ["", "Unknown", "Unknown"],
];

describe("describeUserAgent", () => {
  it.each(cases)("%s", (ua, browser, system) => {
    expect(describeUserAgent(ua)).toEqual({ browser, system });
  });

  it("reads a missing User-Agent as unknown", () => {
    expect(describeUserAgent(null)).toEqual({ browser: "Unknown", system: "Unknown" });
  });

  it("reads only the first 512 characters of an absurdly long one", () => {
    // What lies past them is never scanned: a browser named there is not found.
    expect(describeUserAgent(`${"a".repeat(100_000)} Firefox/1`).browser).toBe("Unknown");
    expect(describeUserAgent(`Firefox/1 ${"a".repeat(100_000)}`).browser).toBe("Firefox");
  });
});

describe("deviceParts", () => {
  it("names what it knows", () => {
    expect(deviceParts({ browser: "Firefox", system: "Windows" })).toEqual({
      browser: "Firefox",
      system: "Windows",
    });
    expect(deviceParts({ browser: "curl", system: "Unknown" })).toEqual({
      browser: "curl",
      system: null,
    });
    expect(deviceParts({ browser: "Unknown", system: "Unknown" })).toEqual({
      browser: null,
      system: null,
    });
  });
});
