// `node bench/stats-alone.ts`: the year-in-review row of `npm run bench` alone, against a
// fresh SQLite database (and a fresh PostgreSQL one when TEST_DATABASE_URL is set), with no
// build.

import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { createTestDatabase, type TestDatabase } from "#server/testing/test-database.ts";
import { startApp, stop } from "./app-process.ts";
import { statsAtFiveThousand, statsRow } from "./stats.ts";

const children: ChildProcess[] = [];
const folders: string[] = [];
const rows: string[][] = [["figure", "measured", "budget", "verdict"]];

let postgres: TestDatabase | undefined;
try {
  const sqlite = await startApp(5331, "");
  children.push(sqlite.app);
  folders.push(sqlite.dataDir);
  rows.push(statsRow(await statsAtFiveThousand(sqlite.base, sqlite.app.pid), "SQLite"));
  if (process.env.TEST_DATABASE_URL) {
    postgres = await createTestDatabase("postgres");
    const pg = await startApp(5332, postgres.url);
    children.push(pg.app);
    folders.push(pg.dataDir);
    rows.push(statsRow(await statsAtFiveThousand(pg.base, pg.app.pid), "PostgreSQL"));
  }
} finally {
  await Promise.all(children.map(stop));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  await postgres?.drop();
}

const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? "").length))) ?? [];
for (const r of rows) console.log(r.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join("  |  "));
