import { readFileSync, rmSync } from "node:fs";
import { TraceMap, originalPositionFor } from "@jridgewell/trace-mapping";
import { launchChromium } from "#tests/chromium.ts";
import { cookiesFor, signUpVisitor } from "#tests/visitor.ts";
import { startApp, stop } from "./app-process.ts";
import { spreadPlaces } from "./browser-map.ts";

const maps = new Map<string, TraceMap | null>();
function orig(url: string, line: number, col: number) {
  const file = url.split("/").pop() ?? "";
  if (!maps.has(file)) {
    try { maps.set(file, new TraceMap(readFileSync(`dist/client-sourcemaps/assets/${file}.map`, "utf8"))); } catch { maps.set(file, null); }
  }
  const m = maps.get(file);
  if (!m) return `${file}:${line}`;
  const p = originalPositionFor(m, { line: line + 1, column: col });
  return `${p.name ?? "?"} ${String(p.source).split("/").slice(-2).join("/")}:${p.line}`;
}
const { app, base, dataDir } = await startApp(5318, "");
try {
  const visitor = await signUpVisitor(base, "prof4x@example.com");
  for (let from = 0; from < 5000; from += 1000) await visitor.request("POST", "/api/places/bulk", { places: spreadPlaces(from, 1000) });
  const browser = await launchChromium();
  const context = await browser.newContext({ baseURL: base, viewport: { width: 412, height: 823 }, isMobile: true });
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
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const dt = profile.timeDeltas ?? [];
  const incl = new Map<string, number>();
  const self = new Map<string, number>();
  profile.samples?.forEach((id, i) => {
    const seen = new Set<string>();
    let first = true;
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const n = nodes.get(cur);
      if (!n) break;
      const cf = n.callFrame;
      const key = cf.url.includes("/assets/") ? orig(cf.url, cf.lineNumber, cf.columnNumber) : `${cf.functionName || "(anon)"} ${cf.url.split("/").pop()}`;
      if (first) { self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000); first = false; }
      if (seen.has(key)) continue;
      seen.add(key);
      incl.set(key, (incl.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
    }
  });
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${v.toFixed(0)} ${k}`).join("\n");
  console.log("SELF\n" + top(self, 30) + "\nINCL\n" + top(incl, 70));
  await browser.close();
} finally {
  await stop(app);
  rmSync(dataDir, { recursive: true, force: true });
}
