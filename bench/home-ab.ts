// `node bench/home-ab.ts ROUNDS A B …`: builds of the signed-in home (23 places) weighed
// against each other, in turn, as the machine's load moves every figure. Each build is kept in
// dist/variants/NAME/ (its client, client-render and client-sourcemaps folders, moved there
// after `npx vite build`); `NAME=/path/to/tree` is another tree's build, in place there, its
// server run there (a worktree of an older commit). For each round, each build in turn is moved
// into dist/, the app started, and the home measured by Lighthouse mobile (not with NO_LH=1)
// and by TRACES (default 1) traced visits. A visit's figures are the main thread's own CPU
// time in each task, four times over as Lighthouse's phone does, and so less moved by other
// processes than wall time: "blocking" sums each task's time past 50 ms, "busy" all of it,
// "js" the calls into scripts, "eval" the modules' first runs. TRACE_DIR keeps the traces.
import { existsSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { launchChromium } from "#tests/chromium.ts";
import { cookiesFor, signUpVisitor } from "#tests/visitor.ts";
import { startApp, stop } from "./app-process.ts";
import { addHomePlaces } from "./home-places.ts";
import { lighthouseReport } from "./lighthouse.ts";

const [roundsArg, ...variants] = process.argv.slice(2);
const rounds = Number(roundsArg);
const PARTS = ["client", "client-render", "client-sourcemaps"];

// "name=/path/to/tree": another tree, with its own build in place, its server run there.
const treeOf = (spec: string) => spec.split("=")[1];
function swapIn(name: string) {
  if (treeOf(name)) return;
  for (const part of PARTS) {
    if (existsSync(`dist/${part}`)) throw new Error(`dist/${part} is in place`);
    renameSync(`dist/variants/${name}/${part}`, `dist/${part}`);
  }
}
function swapOut(name: string) {
  if (treeOf(name)) return;
  for (const part of PARTS) renameSync(`dist/${part}`, `dist/variants/${name}/${part}`);
}

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
};

async function tracedVisit(base: string, cookie: string) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 412, height: 823 },
      isMobile: true,
    });
    await context.addCookies(cookiesFor(cookie, base));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on("Tracing.dataCollected", ({ value }) =>
      events.push(...(value as unknown as TraceEvent[])),
    );
    await cdp.send("Tracing.start", {
      categories: "devtools.timeline,disabled-by-default-devtools.timeline",
      transferMode: "ReportEvents",
    });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(2000);
    const done = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.end");
    await done;
    if (process.env.TRACE_DIR) {
      writeFileSync(`${process.env.TRACE_DIR}/${Date.now()}.json`, JSON.stringify(events));
    }
    const renderers = events.filter(
      (e) =>
        e.name === "thread_name" &&
        (e as unknown as { args: { name?: string } }).args?.name === "CrRendererMain",
    );
    // The page's renderer: the one that asked for the page (Chromium's own pages, such as
    // its omnibox popup, have renderers too).
    const asked = events.find(
      (e) =>
        e.name === "ResourceSendRequest" &&
        (e as unknown as { args: { data?: { url?: string } } }).args.data?.url === `${base}/`,
    );
    const main = renderers.find((r) => r.pid === asked?.pid);
    const tasks = events.filter(
      (e) => e.ph === "X" && e.name === "RunTask" && e.tid === main?.tid && e.pid === main?.pid,
    );
    // The main thread's own CPU time in each task (not the wall time, which another
    // process on the machine stretches), four times over as Lighthouse's phone does.
    const ms = (e: TraceEvent) => (4 * (e.tdur ?? e.dur ?? 0)) / 1000;
    const on = events.filter(
      (e) => e.ph === "X" && e.tid === main?.tid && e.pid === main?.pid && e.tdur !== undefined,
    );
    const total = (names: string[]) =>
      on.filter((e) => names.includes(e.name)).reduce((sum, e) => sum + ms(e), 0);
    return {
      js: total(["FunctionCall"]),
      evaluate: total(["v8.evaluateModule"]),
      layout: total(["Layout", "UpdateLayoutTree"]),
      blocking: tasks.reduce((sum, e) => sum + Math.max(0, ms(e) - 50), 0),
      busy: tasks.reduce((sum, e) => sum + ms(e), 0),
      long: tasks.filter((e) => ms(e) > 50).length,
    };
  } finally {
    await browser.close();
  }
}

const here = process.cwd();
const results = new Map<string, string[]>();
for (let round = 1; round <= rounds; round++) {
  for (const name of variants) {
    swapIn(name);
    try {
      const tree = treeOf(name);
      if (tree) process.chdir(tree);
      const started = await startApp(5343, "").finally(() => process.chdir(here));
      const { app, base, dataDir } = started;
      try {
        const visitor = await signUpVisitor(base, `bench-ab-${round}@example.com`);
        await addHomePlaces(visitor);
        let line = "";
        if (!process.env.NO_LH) {
          const lhr = await lighthouseReport(`${base}/`, {
            cookie: visitor.cookie,
            preset: "mobile",
          });
          const tbt = Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN);
          const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
          line += `score ${score} TBT ${tbt} | `;
        }
        for (let visit = 0; visit < Number(process.env.TRACES ?? 1); visit++) {
          const traced = await tracedVisit(base, visitor.cookie);
          line += `cpu x4: blocking ${traced.blocking.toFixed(0)} busy ${traced.busy.toFixed(0)} long ${traced.long} js ${traced.js.toFixed(0)} eval ${traced.evaluate.toFixed(0)} layout ${traced.layout.toFixed(0)}\n    `;
        }
        console.log(`round ${round} ${name}: ${line}`);
        results.set(name, [...(results.get(name) ?? []), line]);
      } finally {
        await stop(app);
        rmSync(dataDir, { recursive: true, force: true });
      }
    } finally {
      swapOut(name);
    }
  }
}
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (const [name, lines] of results) {
  const figure = (label: string) =>
    median(
      [...lines.join("").matchAll(new RegExp(`${label} (\\d+)`, "g"))].map((m) => Number(m[1])),
    );
  console.log(
    `${name}: median blocking ${figure("blocking")}, busy ${figure("busy")}, js ${figure("js")}` +
      (process.env.NO_LH ? "" : `, Lighthouse TBT ${figure("TBT")}, score ${figure("score")}`),
  );
}
