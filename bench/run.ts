// `npm run bench`: the figures that ../shared/design.md §7 budgets, measured on this machine.
import { type ChildProcess, fork, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { importInBrowser } from "./browser-import.ts";
import { load } from "./load.ts";
import { importFiveHundred, listFiveThousand, restoreThousand } from "./transfer.ts";

const APP_PORT = 5301;
const BARE_PORT = 5302;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PLACES = 100;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "uka-bench-"));
const children: ChildProcess[] = [];

async function waitFor(url: string) {
  for (let i = 0; i < 150; i++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${url} did not come up`);
}

function landingJavaScriptGzipBytes(): number {
  const dist = "dist/client";
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0);
}

const rows: string[][] = [];
const row = (...cells: string[]) => rows.push(cells);
const fmt = (n: number, digits = 0) => n.toFixed(digits);

try {
  spawnSyncOrThrow("npx", ["vite", "build", "--logLevel", "warn"]);
  const app = spawn(process.execPath, ["src/server/main.ts"], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PORT: String(APP_PORT),
      HOST: "127.0.0.1",
      BASE_URL: `http://127.0.0.1:${APP_PORT}`,
      LOG_LEVEL: "error",
    },
    stdio: "inherit",
  });
  children.push(app);
  const base = `http://127.0.0.1:${APP_PORT}`;
  await waitFor(`${base}/api/auth/user`);
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      email: "bench@example.com",
      password: "bench password 1",
      name: "Bench Mark",
    }),
  });
  if (!signUp.ok) throw new Error(`bench sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

  const csrf = await fetch(`${base}/api/csrf-token`, { headers: { cookie } });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  for (let i = 0; i < PLACES; i++) {
    const created = await fetch(`${base}/api/places`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: base,
        cookie,
        "x-csrf-token": csrfToken,
      },
      body: JSON.stringify({
        name: `Bench place ${i}`,
        address: `${i} High Street, Bath`,
        notes: "Great coffee, Beautiful views",
        category: "Food & Drink",
        mood: "Relaxed",
      }),
    });
    if (created.status !== 201) throw new Error(`seeding failed: ${created.status}`);
  }

  const secret = readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim();
  const bare = fork("bench/bare-server.ts", [
    path.join(dataDir, "uk-adventures.db"),
    secret,
    String(BARE_PORT),
  ]);
  children.push(bare);
  await new Promise((resolve) => bare.once("message", resolve));

  const headers = { cookie };
  // Warm both up, then measure one after the other in the same run.
  await load(`${base}/api/places`, headers, { seconds: 1 });
  await load(`http://127.0.0.1:${BARE_PORT}/`, headers, { seconds: 1 });
  const ours = await load(`${base}/api/places`, headers, { seconds: SECONDS });
  const floor = await load(`http://127.0.0.1:${BARE_PORT}/`, headers, { seconds: SECONDS });
  if (ours.errors || floor.errors) {
    throw new Error(`requests failed (app ${ours.errors}, bare ${floor.errors}): figures invalid`);
  }
  const ratio = ours.requestsPerSecond / floor.requestsPerSecond;

  row("figure", "measured", "budget", "verdict");
  row(
    `GET /api/places (signed in, ${PLACES} places, 50 connections): app req/s`,
    `${fmt(ours.requestsPerSecond)} (p50 ${fmt(ours.p50, 1)} ms, p99 ${fmt(ours.p99, 1)} ms)`,
    "",
    "",
  );
  row(
    "  bare node:http, same lookups and JSON: req/s",
    `${fmt(floor.requestsPerSecond)} (p50 ${fmt(floor.p50, 1)} ms, p99 ${fmt(floor.p99, 1)} ms)`,
    "",
    "",
  );
  row("  app / bare", `${fmt(ratio * 100)}%`, ">= 60%", ratio >= 0.6 ? "ok" : "OVER BUDGET");

  const importMs = await importFiveHundred(base);
  row(
    "import of 500 places: server time (median of 5)",
    `${fmt(importMs)} ms`,
    "< 1000 ms",
    importMs < 1000 ? "ok" : "OVER BUDGET",
  );
  const browserMs = await importInBrowser(base);
  row(
    "  the same, in Chromium: Import pressed to 'Import successful!'",
    browserMs === null ? "skipped (no Chromium)" : `${fmt(browserMs)} ms`,
    "",
    "",
  );
  const restoreMs = await restoreThousand(base);
  row(
    "restore of a 1,000-place backup: read, check and write (median of 5)",
    `${fmt(restoreMs)} ms`,
    "none set",
    "",
  );
  const listMs = await listFiveThousand(base);
  row(
    "GET /api/places with 5,000 places: server time (median of 10)",
    `${fmt(listMs)} ms`,
    "< 100 ms",
    listMs < 100 ? "ok" : "OVER BUDGET",
  );

  const js = landingJavaScriptGzipBytes();
  row(
    "landing page initial JS (gzip)",
    `${fmt(js / 1024, 1)} KB`,
    "< 120 KB",
    js < 120 * 1024 ? "ok" : "OVER BUDGET",
  );
} finally {
  for (const child of children) child.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}

const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length))) ?? [];
for (const r of rows) console.log(r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  |  "));

function spawnSyncOrThrow(command: string, args: string[]) {
  const { status } = spawnSync(command, args, { stdio: "inherit" });
  if (status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
}
