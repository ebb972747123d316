// Where the trip page's time goes on a phone: one traced first visit to the long trip, its
// main-thread work summed by kind. Run alone with `node bench/trip-page-trace.ts` after
// `npm run build`; `TRACE_OUT=file.json` keeps the raw trace for DevTools.

import { rmSync, writeFileSync } from "node:fs";
import { launchChromium } from "#tests/chromium.ts";
import { cookiesFor, signUpVisitor } from "#tests/visitor.ts";
import { startApp, stop } from "./app-process.ts";
import { seedLongTrip } from "./trip.ts";

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown> };
};

const { app, base, dataDir } = await startApp(5313, "");
const browser = await launchChromium();
try {
  const visitor = await signUpVisitor(base, "trace-trip-page@example.com");
  const tripId = await seedLongTrip(visitor);
  for (const traced of [false, true]) {
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    await context.addCookies(cookiesFor(visitor.cookie, base));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", ({ value }) =>
      events.push(...(value as unknown as TraceEvent[])),
    );
    if (traced) {
      await cdp.send("Tracing.start", {
        categories:
          "devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing",
        transferMode: "ReportEvents",
      });
    }
    await page.goto(`/trips/${tripId}`);
    await page.locator("li[data-stop-id]").nth(99).waitFor();
    await page.waitForTimeout(1500);
    if (traced) {
      const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
      await cdp.send("Tracing.end");
      await done;
      if (process.env.TRACE_OUT) writeFileSync(process.env.TRACE_OUT, JSON.stringify(events));
      // The page's renderer is the CrRendererMain thread with the most events.
      const renderers = events.filter(
        (e) => e.name === "thread_name" && (e.args as { name?: string })?.name === "CrRendererMain",
      );
      const size = (r: TraceEvent) =>
        events.filter((e) => e.pid === r.pid && e.tid === r.tid).length;
      const main = renderers.sort((a, b) => size(b) - size(a))[0];
      const mainTid = main?.tid;
      const mainPid = main?.pid;
      const on = events.filter((e) => e.ph === "X" && e.tid === mainTid && e.pid === mainPid);
      const nav = events.find((e) => e.name === "navigationStart" && e.pid === mainPid);
      const t0 = nav?.ts ?? Math.min(...on.map((e) => e.ts));
      const byName = new Map<string, { n: number; ms: number }>();
      for (const e of on) {
        const entry = byName.get(e.name) ?? { n: 0, ms: 0 };
        entry.n++;
        entry.ms += (e.dur ?? 0) / 1000;
        byName.set(e.name, entry);
      }
      for (const [name, { n, ms }] of [...byName].sort((a, b) => b[1].ms - a[1].ms).slice(0, 30)) {
        console.log(`${ms.toFixed(1).padStart(8)} ms  ${String(n).padStart(5)}x  ${name}`);
      }
      console.log("--- tasks over 50 ms (from navigation) ---");
      for (const e of on.filter((e) => e.name === "RunTask" && (e.dur ?? 0) > 50_000)) {
        const inside = on.filter(
          (c) => c !== e && c.ts >= e.ts && c.ts < e.ts + (e.dur ?? 0) && c.name !== "RunTask",
        );
        const top = new Map<string, number>();
        for (const c of inside) top.set(c.name, (top.get(c.name) ?? 0) + (c.dur ?? 0) / 1000);
        const parts = [...top]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([k, v]) => `${k} ${v.toFixed(0)}`);
        console.log(
          `${((e.ts - t0) / 1000).toFixed(0).padStart(6)} +${((e.dur ?? 0) / 1000).toFixed(0)} ms: ${parts.join(", ")}`,
        );
      }
      const layouts = on.filter((e) => e.name === "Layout");
      console.log(
        `layouts: ${layouts.length}, ${layouts.map((e) => `${((e.ts - t0) / 1000).toFixed(0)}:${((e.dur ?? 0) / 1000).toFixed(0)}`).join(" ")}`,
      );
    }
    await context.close();
  }
} finally {
  await browser.close();
  await stop(app);
  rmSync(dataDir, { recursive: true, force: true });
}
