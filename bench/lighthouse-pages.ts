// `node bench/lighthouse-pages.ts [path…]`: Lighthouse mobile on the signed-in home and /stats
// (or the paths given) of 23 places, three runs each, with what slows each page: its LCP
// element, total blocking time, unused JavaScript and render-blocking requests. Needs a build
// (`npx vite build`); run it alone, as the machine's load moves the scores.

import { rmSync, writeFileSync } from "node:fs";
import { signUpVisitor } from "#tests/visitor.ts";
import { startApp, stop } from "./app-process.ts";
import { addHomePlaces } from "./home-places.ts";
import { lighthouseReport } from "./lighthouse.ts";

const RUNS = 3;
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/", "/stats"];
const { app, base, dataDir } = await startApp(5341, "");
try {
  const visitor = await signUpVisitor(base, "bench-pages@example.com");
  await addHomePlaces(visitor);
  for (const path of paths) {
    for (let run = 1; run <= RUNS; run++) {
      const lhr = await lighthouseReport(`${base}${path}`, {
        cookie: visitor.cookie,
        preset: "mobile",
      });
      if (process.env.LIGHTHOUSE_JSON) {
        writeFileSync(
          `${process.env.LIGHTHOUSE_JSON}-${path.slice(1) || "home"}-${run}.json`,
          JSON.stringify(lhr),
        );
      }
      const audit = (id: string) => lhr.audits[id];
      const ms = (id: string) => `${Math.round(audit(id)?.numericValue ?? Number.NaN)} ms`;
      const items = (id: string) =>
        ((audit(id)?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [])
          .map((item) => {
            const url = String(item.url ?? "").replace(base, "");
            const wasted = item.wastedBytes ?? item.wastedMs;
            return `${url}${wasted === undefined ? "" : ` (${Math.round(Number(wasted))})`}`;
          })
          .join(", ");
      // Lighthouse 13 names the element in its LCP breakdown: a table of phases, then the node.
      const lcpParts =
        (
          audit("lcp-breakdown-insight")?.details as
            | { items?: { type?: string; nodeLabel?: string; snippet?: string; items?: unknown }[] }
            | undefined
        )?.items ?? [];
      const lcpNode = lcpParts.find((part) => part.type === "node");
      const lcpPhases = lcpParts.find((part) => part.type === "table")?.items;
      console.log(
        [
          `${path} run ${run}: performance ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}`,
          `  FCP ${ms("first-contentful-paint")}, LCP ${ms("largest-contentful-paint")}, TBT ${ms("total-blocking-time")}, SI ${ms("speed-index")}, CLS ${audit("cumulative-layout-shift")?.displayValue}`,
          `  LCP element: ${lcpNode?.snippet} "${lcpNode?.nodeLabel}"`,
          `  LCP phases (observed): ${JSON.stringify(lcpPhases)}`,
          `  render-blocking: ${items("render-blocking-resources")}`,
          `  unused JS (bytes): ${items("unused-javascript")}`,
          `  main-thread: ${audit("mainthread-work-breakdown")?.displayValue}; bootup: ${items("bootup-time")}`,
          `  requests: ${items("network-requests")}`,
        ].join("\n"),
      );
    }
  }
} finally {
  await stop(app);
  rmSync(dataDir, { recursive: true, force: true });
}
