import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

/** A free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitUntilUp(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The app exited early:\n${output()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`The app did not start within 30 s:\n${output()}`);
}

export type AppProcess = Awaited<ReturnType<typeof startAppProcess>>;

/**
 * The built app, as `npm start` runs it, on a free port, with `env` on top. By default it gets
 * a temporary data folder and SQLite database of its own; pass `dataDir` (and DATABASE_URL in
 * `env`) to start it again on the data a previous process left, or a `port` chosen beforehand
 * when another server must know the address first. `stop()` ends it with SIGTERM and deletes
 * the data folder it made; `kill()` sends any signal and keeps the data.
 */
export async function startAppProcess(
  env: Record<string, string> = {},
  { port: chosenPort, dataDir: givenDataDir }: { port?: number; dataDir?: string } = {},
) {
  const dataDir = givenDataDir ?? mkdtempSync(path.join(os.tmpdir(), "uka-app-"));
  const port = chosenPort ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = "";
  const server = spawn(process.execPath, ["src/server/main.ts"], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PORT: String(port),
      HOST: "127.0.0.1",
      BASE_URL: baseUrl,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  server.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    server.once("exit", (code, signal) => resolve({ code, signal })),
  );
  await waitUntilUp(`${baseUrl}/api/auth/user`, server, () => output);
  return {
    baseUrl,
    dataDir,
    port,
    output: () => output,
    /** Sends `signal` and resolves with how the process ended. */
    async kill(signal: NodeJS.Signals) {
      server.kill(signal);
      return exited;
    },
    async stop() {
      if (server.exitCode === null && server.signalCode === null) server.kill("SIGTERM");
      await exited;
      if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
