import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startAppProcess } from "../app-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

const BUILT = "dist/client/index.html";
/** What the client build is made from. */
const SOURCES = ["src", "scripts", "vite.config.ts", "package-lock.json"];

/** The newest modification time under a file or folder, in ms. */
function newest(entry: string): number {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (latest, name) => Math.max(latest, newest(path.join(entry, name))),
    stats.mtimeMs,
  );
}

/** Builds the client when there is none, or when a source changed after the last build. */
function ensureFreshBuild() {
  const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
  if (builtAt > Math.max(...SOURCES.map(newest))) return;
  console.info("The built client is missing or older than src/: building it first");
  // Vitest runs with NODE_ENV=test, which would build React's development code.
  const build = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (build.status !== 0) throw new Error("`vite build` failed: the browser tests need the client");
}

/** Starts the built app, as `npm start` runs it, on a temporary SQLite database. */
export default async function setup(project: TestProject) {
  ensureFreshBuild();
  const app = await startAppProcess();
  project.provide("baseUrl", app.baseUrl);
  project.provide("dataDir", app.dataDir);
  return () => app.stop();
}
