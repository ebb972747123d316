import { afterEach, beforeEach, vi } from "vitest";

/**
 * A test that logs an unexpected console.error fails: server errors are logged that way, so an
 * unnoticed 500 cannot pass. A test that expects one calls `expectConsoleErrors()` first.
 */
let logged: unknown[][] = [];
let allowed = false;

export function expectConsoleErrors(): void {
  allowed = true;
}

beforeEach(() => {
  logged = [];
  allowed = false;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    logged.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (!allowed && logged.length > 0) {
    throw new Error(`Unexpected console.error:\n${logged.map((a) => a.join(" ")).join("\n")}`);
  }
});
