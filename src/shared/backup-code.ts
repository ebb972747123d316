/**
 * Backup codes are read off paper and typed back, often on a phone. New codes use only
 * characters that cannot be mistaken for one another (no 0 or O, no 1, I or L) in one case,
 * as two groups of five: "7KQ4M-X2PRD". 31 characters to the power of 10 is about 2^49, far
 * beyond reach behind the two-factor paths' limits (3 tries in 10 s, the account paused after
 * 10 wrong in a row).
 */
export const BACKUP_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const BACKUP_CODE_LENGTH = 10;

/** Ten characters of the alphabet, grouped as the paper shows them. */
export function formatBackupCode(characters: string): string {
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

/** Spaces and every kind of dash a keyboard or a copied text may put in. */
const SEPARATORS = /[\s\u002d\u2010-\u2015\u2212]/g;

/**
 * A code as typed or as stored, in the one form both are compared in: without spaces or
 * dashes, in capitals, with the look-alikes folded together (O as 0; I and L as 1). Codes
 * issued before this alphabet mixed cases ("z9LlM-kW21L"): folded the same way on both sides,
 * they are matched whatever case the person types them in.
 */
export function canonicalBackupCode(typed: string): string {
  return typed
    .normalize("NFKC")
    .replace(SEPARATORS, "")
    .toUpperCase()
    .replace(/O/g, "0")
    .replace(/[IL]/g, "1");
}
