import { execFile } from "node:child_process";
import type { TestApp } from "./test-app.ts";

export type ScriptRun = { status: number; stdout: string; stderr: string };

/**
 * Runs one of the project's command-line scripts (`scripts/admin.ts`, `scripts/postcodes.ts`)
 * on the test app's database, as `npm run` would. Without blocking this process, which also
 * serves the app under test: a blocked event loop let the server's keep-alive timer close a
 * pooled connection just as the next request took it (ECONNRESET) when a script was slow to
 * start on a busy machine.
 */
export function runScript(t: TestApp, script: string, args: string[]): Promise<ScriptRun> {
  const database =
    t.config.database.dialect === "sqlite"
      ? `file:${t.config.database.file}`
      : t.config.database.url;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [script, ...args],
      {
        env: {
          ...process.env,
          DATA_DIR: t.config.dataDir,
          DATABASE_URL: database,
          // Vitest puts Vite's BASE_URL ("/") in the environment; the app's is a full address.
          BASE_URL: t.baseUrl,
          LOG_LEVEL: "error",
        },
        encoding: "utf8",
      },
      (error, stdout, stderr) =>
        resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}
