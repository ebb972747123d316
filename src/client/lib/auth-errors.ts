import { t } from "@lingui/core/macro";
import { plainAuthError } from "#shared/account.ts";
import { ApiError } from "#shared/api-error.ts";
import { describeError } from "#shared/error-messages.ts";
import { sharedText } from "./i18n.tsx";

/**
 * The sentence for a failed sign-in, two-factor, passkey or account call: Better Auth's codes
 * said plainly, the browser's passkey refusals in words, else the usual description.
 */
export function describeAuthError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const plain = plainAuthError(error.code);
    return plain ? sharedText(plain) : describeError(error, fallback);
  }
  if (error instanceof Error) {
    if (error.name === "NotAllowedError" || error.name === "AbortError") {
      return t`The passkey request was cancelled or timed out. Try again.`;
    }
    if (error.name === "InvalidStateError") return t`This device's passkey is already added.`;
    if (error.name === "NotSupportedError" || error.name === "SecurityError") {
      return t`This browser cannot use passkeys on this site.`;
    }
  }
  return fallback;
}
