import { mkdtempSync, readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveAuthSecret } from "./secret.ts";

describe("resolveAuthSecret", () => {
  it("uses BETTER_AUTH_SECRET when it is set", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "uka-secret-"));
    expect(resolveAuthSecret("s".repeat(40), dir)).toBe("s".repeat(40));
  });

  it("generates one on the first run, keeps it private, and reuses it", () => {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), "uka-secret-")), "nested");
    const first = resolveAuthSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAuthSecret(undefined, dir)).toBe(first);
    const file = path.join(dir, "auth-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
  });
});
