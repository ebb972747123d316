// `npm start`'s build step: builds the web app only when there is no build, or when a source
// changed since the last one, so a restart of an unchanged checkout starts at once. Prints
// one line either way; the build's own output only when it fails.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, realpathSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Written last by a build that finished: its time is the build's. */
const STAMP = "dist/build-stamp";
/** What the build is made from. */
const SOURCES = ["src", "scripts", "vite.config.ts", "package.json", "package-lock.json"];

/** The newest modification time under a file or folder, in ms (0 when it is not there). */
function newest(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (latest, name) => Math.max(latest, newest(path.join(entry, name))),
    stats.mtimeMs,
  );
}

/** Whether the build is missing, or older than a source. */
export function buildIsStale(): boolean {
  const builtAt = existsSync(STAMP) ? statSync(STAMP).mtimeMs : 0;
  return builtAt <= Math.max(...SOURCES.map(newest));
}

/**
 * Builds the web app (the client, its pages drawn ahead, and the towns data), quietly; on a
 * failure prints what the build said and answers false. NODE_ENV is production whatever the
 * caller's (Vitest's is "test", which would build React's development code).
 */
export function build(): boolean {
  const env = { ...process.env, NODE_ENV: "production" };
  for (const [command, args] of [
    ["npx", ["vite", "build", "--logLevel", "warn"]],
    [process.execPath, ["scripts/build-geodata.ts"]],
  ] as const) {
    const run = spawnSync(command, args, { env, encoding: "utf8" });
    if (run.status !== 0) {
      process.stderr.write(`${run.stdout}${run.stderr}`);
      return false;
    }
  }
  writeFileSync(STAMP, `${new Date().toISOString()}\n`);
  return true;
}

/** Builds when the build is stale (or always); answers false only when a build failed. */
export function ensureFreshBuild({ always = false } = {}): boolean {
  if (!always && !buildIsStale()) {
    console.info("The web app is built and up to date.");
    return true;
  }
  const started = performance.now();
  console.info(
    always
      ? "Building the web app…"
      : "Building the web app (sources changed since the last build)…",
  );
  if (!build()) return false;
  console.info(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}

const runAsScript =
  process.argv[1] !== undefined &&
  realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
if (runAsScript && !ensureFreshBuild({ always: process.argv.includes("--always") })) {
  console.error("The build failed (above): the app was not started.");
  process.exit(1);
}
