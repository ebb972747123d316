// `node bench/write-alone.ts [--profile]`: the write rows of `npm run bench` alone, against a
// fresh SQLite database (and a fresh PostgreSQL one when TEST_DATABASE_URL is set), with no
// build. `--profile` writes a CPU profile of the SQLite app and prints its top items by self
// time. BENCH_SECONDS and BENCH_ROUNDS as for the bench.
import { type ChildProcess, fork } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDatabase, type TestDatabase } from "#server/testing/test-database.ts";
import { startApp, stop } from "./app-process.ts";
import { measureWrites, setUpWriters, WRITE_KINDS, type WriteKind, writeRows } from "./writes.ts";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const profile = process.argv.includes("--profile");
// BENCH_KINDS=create,edit to measure only those.
const kinds = (process.env.BENCH_KINDS?.split(",") ?? WRITE_KINDS) as WriteKind[];
const children: ChildProcess[] = [];
const folders: string[] = [];
const rows: string[][] = [["figure", "measured", "budget", "verdict"]];

let postgres: TestDatabase | undefined;
try {
  const profileDir = mkdtempSync(path.join(os.tmpdir(), "uka-cpuprof-"));
  if (!profile) folders.push(profileDir);
  const args = profile ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const { app, base, dataDir } = await startApp(5321, "", { args });
  children.push(app);
  folders.push(dataDir);
  const setup = await setUpWriters(base, "bench-writer");
  const secret = readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim();
  const bare = fork("bench/bare-server.ts", [
    path.join(dataDir, "uk-adventures.db"),
    secret,
    "5322",
  ]);
  children.push(bare);
  await new Promise((resolve) => bare.once("message", resolve));
  const figures = await measureWrites({
    appPlaces: `${base}/api/places`,
    barePlaces: "http://127.0.0.1:5322/places",
    setup,
    rounds: ROUNDS,
    seconds: SECONDS,
    pids: { app: app.pid, bare: bare.pid },
    kinds,
  });
  rows.push(...writeRows(figures, "SQLite"));
  if (profile) {
    await stop(app);
    printProfile(path.join(profileDir, readdirSync(profileDir)[0] as string));
  }
  if (process.env.TEST_DATABASE_URL) {
    postgres = await createTestDatabase("postgres");
    const { app: pgApp, base: pgBase, dataDir: pgData } = await startApp(5323, postgres.url);
    children.push(pgApp);
    folders.push(pgData);
    const pgSetup = await setUpWriters(pgBase, "bench-pg-writer");
    const pgFigures = await measureWrites({
      appPlaces: `${pgBase}/api/places`,
      setup: pgSetup,
      rounds: ROUNDS,
      seconds: SECONDS,
      pids: { app: pgApp.pid },
      kinds,
    });
    rows.push(...writeRows(pgFigures, "PostgreSQL"));
  }
} finally {
  for (const child of children) child.kill("SIGTERM");
  await Promise.all(
    children.map((child) => child.exitCode === null && new Promise((r) => child.once("exit", r))),
  );
  await postgres?.drop();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}

const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length))) ?? [];
for (const r of rows) console.log(r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  |  "));

/** The profile's top items by self time, and its share by package or folder. */
function printProfile(file: string) {
  type Node = {
    callFrame: { functionName: string; url: string; lineNumber: number };
    hitCount: number;
  };
  const { nodes } = JSON.parse(readFileSync(file, "utf8")) as { nodes: Node[] };
  const total = nodes.reduce((sum, node) => sum + node.hitCount, 0);
  const place = (url: string) =>
    url.replace(/^file:\/\/.*?node_modules\//, "").replace(/^file:\/\/.*?\/src\//, "src/");
  const self = new Map<string, number>();
  for (const { callFrame, hitCount } of nodes) {
    const key = `${callFrame.functionName || "(anonymous)"} ${place(callFrame.url)}:${callFrame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + hitCount);
  }
  console.log(`CPU profile of the app (${file}), top 25 by self time:`);
  for (const [key, hits] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) {
    console.log(`${((hits / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
  }
}
