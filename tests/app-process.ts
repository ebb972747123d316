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

/**
 * The built app, as `npm start` runs it, on a temporary SQLite database and a free port, with
 * `env` on top (a port chosen beforehand, when another server must know the address first).
 * `stop()` ends it and deletes its data.
 */
export async function startAppProcess(
  env: Record<string, string> = {},
  { port: chosenPort }: { port?: number } = {},
) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "uka-e2e-"));
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
  await waitUntilUp(`${baseUrl}/api/auth/user`, server, () => output);
  return {
    baseUrl,
    dataDir,
    output: () => output,
    async stop() {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
