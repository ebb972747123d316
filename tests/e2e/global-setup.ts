import type { TestProject } from "vitest/node";
import { ensureFreshBuild } from "#scripts/build-if-changed.ts";
import { startAppProcess } from "../app-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** One app per worker of the project, each on a SQLite database of its own. */
    apps: { baseUrl: string; dataDir: string }[];
  }
}

/**
 * Starts the built app, as `npm start` runs it, once for each worker the project may run, each
 * on a temporary SQLite database: browser files run side by side, and a file never meets what
 * another file running beside it does (its sign-in limits, its admin figures, its mail).
 */
export default async function setup(project: TestProject) {
  // `npm test` has just built it; a browser file run on its own builds only what changed.
  if (!ensureFreshBuild()) throw new Error("The build failed: the browser tests need the app");
  const workers = Math.max(1, project.config.maxWorkers);
  const apps = await Promise.all(Array.from({ length: workers }, () => startAppProcess()));
  project.provide(
    "apps",
    apps.map(({ baseUrl, dataDir }) => ({ baseUrl, dataDir })),
  );
  return () => Promise.all(apps.map((app) => app.stop()));
}
