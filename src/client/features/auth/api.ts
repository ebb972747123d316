import { queryOptions } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { authClient } from "#client/lib/auth-client.ts";
import { signInWithPasskey } from "#client/lib/passkeys.ts";
import { startNewSession } from "#client/lib/session.ts";
import { okJson } from "#shared/api-answer.ts";
import { returnPath } from "#shared/return-path.ts";

/**
 * Signs in with email and password; "two-factor" when the account then asks for a code (Better
 * Auth answers `twoFactorRedirect` and starts no session until the code is given).
 */
export async function signInWithEmail(input: {
  email: string;
  password: string;
}): Promise<"signed-in" | "two-factor"> {
  const answer = await authClient.signIn.email({ ...input, rememberMe: true });
  // Added by the two-factor plugin's hook, which the endpoint's own type does not know of.
  if ("twoFactorRedirect" in answer && answer.twoFactorRedirect === true) return "two-factor";
  await startNewSession();
  return "signed-in";
}

/** The second step: a code from the authenticator app, or a backup code, used once. */
export async function finishTwoFactorSignIn(
  kind: "totp" | "backup",
  code: string,
  trustDevice: boolean,
): Promise<void> {
  if (kind === "totp") await authClient.twoFactor.verifyTotp({ code, trustDevice });
  else await authClient.twoFactor.verifyBackupCode({ code, trustDevice });
  await startNewSession();
}

export async function passkeySignIn(): Promise<void> {
  await signInWithPasskey();
  await startNewSession();
}

export async function signUpWithEmail(input: { name: string; email: string; password: string }) {
  // callbackURL: where the verification link in the welcome mail lands.
  await authClient.signUp.email({ ...input, callbackURL: "/" });
  await startNewSession();
}

/** The external sign-in buttons the server offers (none unless configured). */
export const signInOptionsQuery = queryOptions({
  queryKey: ["/api/sign-in-options"],
  queryFn: () => okJson(api["sign-in-options"].$get()),
});

/**
 * Starts signing in with an external provider: the server answers the provider's address,
 * and the browser goes there. A failure there comes back to /sign-in?error=…&provider=….
 */
export async function startExternalSignIn(provider: string): Promise<void> {
  const { url } = await authClient.signIn.social({
    provider,
    // Back to where the person was headed before signing in (a path of this app only).
    callbackURL: returnPath(new URLSearchParams(window.location.search).get("next")),
    errorCallbackURL: `/sign-in?error=external&provider=${encodeURIComponent(provider)}`,
  });
  // Always there when no id token is sent, as here; without it there is nowhere to go.
  if (!url) throw new Error("The sign-in provider's address was missing.");
  window.location.assign(url);
}

/** Mails a reset link if the email has an account; the answer is the same either way. */
export async function requestPasswordReset(email: string): Promise<void> {
  await authClient.requestPasswordReset({ email, redirectTo: "/reset-password" });
}

export async function resetPassword(token: string, newPassword: string): Promise<void> {
  await authClient.resetPassword({ token, newPassword });
}
