import type { TestProject } from "vitest/node";
import { ensureFreshBuild } from "#scripts/build-if-changed.ts";
import { startAppProcess } from "../app-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** Starts the built app, as `npm start` runs it, on a temporary SQLite database. */
export default async function setup(project: TestProject) {
  // `npm test` has just built it; a browser file run on its own builds only what changed.
  if (!ensureFreshBuild()) throw new Error("The build failed: the browser tests need the app");
  const app = await startAppProcess();
  project.provide("baseUrl", app.baseUrl);
  project.provide("dataDir", app.dataDir);
  return () => app.stop();
}
