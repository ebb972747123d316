import { createHmac } from "node:crypto";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32, as otpauth:// URIs carry the secret (padding optional). */
function base32Bytes(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The secret of an otpauth://totp/… URI, or the secret itself as shown for typing in. */
export function totpSecret(uriOrSecret: string): string {
  if (!uriOrSecret.startsWith("otpauth:")) return uriOrSecret.replace(/\s+/g, "");
  const secret = new URL(uriOrSecret).searchParams.get("secret");
  if (!secret) throw new Error(`no secret in ${uriOrSecret}`);
  return secret;
}

/**
 * The code an authenticator app shows now (RFC 6238: HMAC-SHA1 over the 30 s step, 6 digits),
 * computed here from the secret the app showed, as a person's phone would.
 */
export function totpCode(uriOrSecret: string, at = Date.now(), stepOffset = 0): string {
  const key = base32Bytes(totpSecret(uriOrSecret));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000) + stepOffset));
  const mac = createHmac("sha1", key).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0xf;
  const number = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 1_000_000).padStart(6, "0");
}
