import { randomInt } from "node:crypto";
import { symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import {
  BACKUP_CODE_ALPHABET,
  BACKUP_CODE_LENGTH,
  canonicalBackupCode,
  formatBackupCode,
} from "#shared/backup-code.ts";

const CODES_PER_SET = 10;

/** Ten new codes from the alphabet without look-alikes, "7KQ4M-X2PRD" (shared/backup-code.ts). */
export function newBackupCodes(): string[] {
  return Array.from({ length: CODES_PER_SET }, () =>
    formatBackupCode(
      Array.from(
        { length: BACKUP_CODE_LENGTH },
        () => BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)],
      ).join(""),
    ),
  );
}

/**
 * How the two-factor plugin keeps an account's backup codes: encrypted as its own default does
 * (the same cipher and the same key, the app's secret), so codes stored before this read as
 * before. What changes is the reading: Better Auth compares a typed code with the stored ones
 * exactly, so each stored code is read in the canonical form (capitals, no dash, look-alikes
 * folded), and the typed one is put in that form before it arrives (auth.ts, a before hook).
 * A code used is then written back without the others changing but for their form.
 */
export function backupCodeStore(secret: string) {
  return {
    encrypt: (json: string) => symmetricEncrypt({ key: secret, data: json }),
    decrypt: async (stored: string) => {
      let codes: unknown;
      try {
        codes = JSON.parse(await symmetricDecrypt({ key: secret, data: stored }));
      } catch {
        // As Better Auth's own reading: codes it cannot read are no codes, not a failure.
        return "null";
      }
      if (!Array.isArray(codes)) return "null";
      return JSON.stringify(
        codes.filter((code) => typeof code === "string").map(canonicalBackupCode),
      );
    },
  };
}

/** A typed code as the stored ones are read; anything but a string is left for Better Auth. */
export function canonicalTypedCode(body: unknown): Record<string, unknown> | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { code } = body as { code?: unknown };
  if (typeof code !== "string") return undefined;
  return { ...(body as Record<string, unknown>), code: canonicalBackupCode(code) };
}
