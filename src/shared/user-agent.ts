/**
 * The browser and system a session signed in from, named as a person would recognise them on
 * the account page ("Firefox on Windows"), from its User-Agent. A short rule list rather than a
 * library: only the families people use are named, and everything else reads "Unknown". Order
 * matters: Edge, Opera and Samsung Internet say "Chrome" too, and Chrome says "Safari".
 */
export type DeviceDescription = { browser: string; system: string };

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\/(\d+)/, "Edge"],
  [/\b(OPR|Opera)\/(\d+)/, "Opera"],
  [/\bSamsungBrowser\/(\d+)/, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\/(\d+)/, "Firefox"],
  [/\b(Chrome|CriOS|HeadlessChrome|Chromium)\/(\d+)/, "Chrome"],
  // [^V]* rather than .*: each "Version/" then searches only up to the next V, so a long
  // User-Agent repeating it takes time in step with its length, not with its square.
  [/\bVersion\/[\d.][^V]*\bSafari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPod)\b/, "iPhone"],
  [/\biPad\b/, "iPad"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const UNKNOWN = "Unknown";

export function describeUserAgent(userAgent: string | null | undefined): DeviceDescription {
  const ua = (userAgent ?? "").slice(0, 512);
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  // API clients (curl, scripts with a bearer token) name themselves first: "curl/8.5.0".
  const tool = !browser && /^([A-Za-z][\w.-]{0,30})\/[\d.]+/.exec(ua)?.[1];
  return { browser: browser ?? (tool || UNKNOWN), system: system ?? UNKNOWN };
}

/**
 * What a person is told of a session's device: its browser and its system, each null when it
 * is not known. The web app words them ("Firefox on Windows", "Chrome", "Unknown browser").
 */
export function deviceParts({ browser, system }: DeviceDescription): {
  browser: string | null;
  system: string | null;
} {
  return {
    browser: browser === UNKNOWN ? null : browser,
    system: system === UNKNOWN ? null : system,
  };
}
