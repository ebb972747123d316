import { existsSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { startAppProcess } from "../app-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

/** Starts the built app, as `npm start` runs it, on a temporary SQLite database. */
export default async function setup(project: TestProject) {
  if (!existsSync("dist/client/index.html")) {
    throw new Error("No built client: run `npm run build` before the browser tests");
  }
  const app = await startAppProcess();
  project.provide("baseUrl", app.baseUrl);
  project.provide("dataDir", app.dataDir);
  return () => app.stop();
}
