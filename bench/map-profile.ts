// Where /map's time goes on a phone: one visit with 5,000 places, Chromium's CPU slowed 4x, its
// JavaScript sampled from the navigation until 3 s after the first markers, and the time of
// each function listed by where it is in our sources and the libraries' (through the build's
// source maps). Run alone with `node bench/map-profile.ts` after `npm run build`.
import { readFileSync, rmSync } from "node:fs";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
import { launchChromium } from "#tests/chromium.ts";
import { cookiesFor, signUpVisitor } from "#tests/visitor.ts";
import { startApp, stop } from "./app-process.ts";
import { spreadPlaces } from "./browser-map.ts";

const SOURCE_MAPS = "dist/client-sourcemaps/assets";
const maps = new Map<string, TraceMap | null>();

/** "function file:line" in the sources, for a place in a built file; the file alone without its map. */
function whereInSources(url: string, line: number, column: number): string {
  const file = url.split("/").pop() ?? "";
  if (!maps.has(file)) {
    try {
      maps.set(file, new TraceMap(readFileSync(`${SOURCE_MAPS}/${file}.map`, "utf8")));
    } catch {
      maps.set(file, null);
    }
  }
  const map = maps.get(file);
  if (!map) return `${file}:${line}`;
  const at = originalPositionFor(map, { line: line + 1, column });
  return `${at.name ?? "?"} ${String(at.source).split("/").slice(-2).join("/")}:${at.line}`;
}

const { app, base, dataDir } = await startApp(5318, "");
try {
  const visitor = await signUpVisitor(base, "bench-map-profile@example.com");
  for (let from = 0; from < 5000; from += 1000) {
    await visitor.request("POST", "/api/places/bulk", { places: spreadPlaces(from, 1000) });
  }
  const browser = await launchChromium();
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 412, height: 823 },
    isMobile: true,
  });
  await context.addCookies(cookiesFor(visitor.cookie, base));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.setSamplingInterval", { interval: 500 });
  await cdp.send("Profiler.start");
  await page.goto("/map");
  await page.locator(".map-cluster, .map-marker").first().waitFor();
  await page.waitForTimeout(3000);
  const { profile } = await cdp.send("Profiler.stop");
  await browser.close();

  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const own = new Map<string, number>();
  const within = new Map<string, number>();
  const add = (totals: Map<string, number>, key: string, ms: number) =>
    totals.set(key, (totals.get(key) ?? 0) + ms);
  profile.samples?.forEach((id, i) => {
    const ms = (profile.timeDeltas?.[i] ?? 0) / 1000;
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = nodes.get(at)?.callFrame;
      if (!frame) break;
      const key = frame.url.includes("/assets/")
        ? whereInSources(frame.url, frame.lineNumber, frame.columnNumber)
        : `${frame.functionName || "(anonymous)"} ${frame.url.split("/").pop()}`;
      if (at === id) add(own, key, ms);
      // A function counted once per sample, however deep it recurses.
      if (!seen.has(key)) add(within, key, ms);
      seen.add(key);
    }
  });
  const top = (totals: Map<string, number>, count: number) =>
    [...totals]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${key}`)
      .join("\n");
  console.log(`Its own time:\n${top(own, 25)}\n\nWith what it calls:\n${top(within, 50)}`);
} finally {
  await stop(app);
  rmSync(dataDir, { recursive: true, force: true });
}
