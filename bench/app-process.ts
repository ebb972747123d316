import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** Waits until `url` answers at all (the server is listening). */
export async function waitFor(url: string) {
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

/**
 * The app as `npm start` runs it, on loopback at `port`, on `databaseUrl` ("" for SQLite in
 * a fresh data folder), trusting loopback as a proxy so each bench visitor has an address of
 * its own. `args` go to Node (`--cpu-prof`).
 */
export async function startApp(
  port: number,
  databaseUrl: string,
  { args = [] as string[] } = {},
): Promise<{ app: ChildProcess; base: string; dataDir: string }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "uka-bench-"));
  const base = `http://127.0.0.1:${port}`;
  const app = spawn(process.execPath, [...args, "src/server/main.ts"], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: base,
      TRUSTED_PROXIES: "127.0.0.1",
      LOG_LEVEL: "error",
    },
    stdio: "inherit",
  });
  await waitFor(`${base}/api/auth/user`).catch((error: unknown) => {
    app.kill("SIGTERM");
    throw error;
  });
  return { app, base, dataDir };
}

/** Stops a server and waits for it to go. */
export async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await gone;
}
