import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

/** The system Chromium (never a downloaded one); CHROMIUM_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * The browser the tests drive: Chromium's headless shell (Debian's chromium-headless-shell),
 * the same engine without the desktop browser around it, as Playwright's own headless tests
 * run. The browser files took a third less CPU with it (376 CPU-seconds against 252, on two
 * cores). Without it, or when CHROMIUM_PATH names a browser, the full Chromium. The bench keeps
 * the full browser: its figures are a person's Chromium.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  (existsSync("/usr/bin/chromium-headless-shell")
    ? "/usr/bin/chromium-headless-shell"
    : CHROMIUM_PATH);

/** The flags this machine needs: headless, and no calls out to a network it does not have. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Launches the full Chromium with those flags (the bench, and what only it can tell). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

/** Launches the browser the tests drive (TEST_CHROMIUM_PATH) with the same flags. */
export function launchTestChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}
