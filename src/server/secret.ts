import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const SECRET_FILE = "auth-secret";

/**
 * The key that signs session cookies and CSRF tokens: BETTER_AUTH_SECRET when set, else one
 * generated on the first run and kept in DATA_DIR, so `npm start` needs no set-up and sessions
 * survive restarts. Several instances behind a load balancer must share BETTER_AUTH_SECRET.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, SECRET_FILE);
  try {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  // "wx": if another process won the race, keep its secret rather than overwrite it.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST")
      return readFileSync(file, "utf8").trim();
    throw error;
  }
}
