/**
 * What a Better Auth email link's token asks for, read without checking its signature: only to
 * choose which mail to send or whether to let the link through; Better Auth checks the
 * signature itself before it acts on one. Undefined for a token that is not one of its JWTs.
 */
export function emailTokenClaims(
  token: string,
): { email?: string; updateTo?: string; requestType?: string; iat?: number } | undefined {
  const payload = token.split(".")[1];
  if (!payload) return undefined;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    return typeof claims === "object" && claims !== null ? claims : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the token confirms a change of address (to the new one), rather than a sign-up. */
export const isEmailChange = (token: string) =>
  emailTokenClaims(token)?.requestType === "change-email-verification";
