import { describe, expect, it } from "vitest";
import { BACKUP_CODE_ALPHABET, canonicalBackupCode, formatBackupCode } from "./backup-code.ts";

describe("the backup code alphabet", () => {
  it("has one case and no characters that look alike", () => {
    expect(BACKUP_CODE_ALPHABET).toBe(BACKUP_CODE_ALPHABET.toUpperCase());
    for (const lookAlike of ["0", "O", "1", "I", "L"]) {
      expect(BACKUP_CODE_ALPHABET).not.toContain(lookAlike);
    }
    expect(new Set(BACKUP_CODE_ALPHABET).size).toBe(BACKUP_CODE_ALPHABET.length);
  });

  it("is shown in two groups of five", () => {
    expect(formatBackupCode("7KQ4MX2PRD")).toBe("7KQ4M-X2PRD");
  });
});

describe("canonicalBackupCode", () => {
  it("ignores case, spaces and dashes", () => {
    for (const typed of [
      "7KQ4M-X2PRD",
      "7kq4m-x2prd",
      " 7kq4m x2prd ",
      "7KQ4MX2PRD",
      "7kq4m–x2prd",
    ]) {
      expect(canonicalBackupCode(typed)).toBe("7KQ4MX2PRD");
    }
  });

  it("matches an old mixed-case code however it is typed, look-alikes included", () => {
    const stored = canonicalBackupCode("z9LlM-kW21L");
    expect(canonicalBackupCode("z9llm-kw21l")).toBe(stored);
    expect(canonicalBackupCode("Z9LLM KW21L")).toBe(stored);
    expect(canonicalBackupCode("z9l1m-kw2il")).toBe(stored);
    expect(canonicalBackupCode("0o")).toBe(canonicalBackupCode("O0"));
    expect(canonicalBackupCode("z9LlM-kW21X")).not.toBe(stored);
  });
});
