import { queryOptions } from "@tanstack/react-query";
import { api, csrfTokenQuery, withTimeout } from "#client/lib/api-client.ts";
import { authClient } from "#client/lib/auth-client.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { saveFile } from "#client/lib/save-file.ts";
import { userQuery } from "#client/lib/session.ts";
import { accountExportFileName } from "#shared/account.ts";
import { okJson } from "#shared/api-answer.ts";

export const accountQuery = queryOptions({
  queryKey: ["/api/account"],
  queryFn: () => okJson(api.account.$get()),
});

export const sessionsQuery = queryOptions({
  queryKey: ["/api/account/sessions"],
  queryFn: () => okJson(api.account.sessions.$get()),
});

export const passkeysQuery = queryOptions({
  queryKey: ["/api/auth/passkey/list-user-passkeys"],
  queryFn: () => authClient.passkey.listUserPasskeys(),
});

/** A passkey as Better Auth's list answers it. */
export type Passkey = Awaited<ReturnType<typeof authClient.passkey.listUserPasskeys>>[number];

/**
 * After a change Better Auth may have replaced this browser's session (two-factor on or off,
 * a new password): the CSRF token goes with it, and every account figure is asked again.
 */
export async function refreshAccount(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: csrfTokenQuery.queryKey });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: accountQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: passkeysQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: userQuery.queryKey }),
  ]);
}

export const updateName = (name: string) => authClient.updateUser({ name });

export const requestEmailChange = (newEmail: string) => authClient.changeEmail({ newEmail });

/**
 * The sign-up's confirmation link again. The server sends it to the account's own address
 * whatever is named here, and picks where the link lands.
 */
export const sendConfirmationAgain = (email: string) => authClient.sendVerificationEmail({ email });

export const changePassword = (currentPassword: string, newPassword: string) =>
  authClient.changePassword({ currentPassword, newPassword });

export type TwoFactorSetup = { totpURI: string; backupCodes: string[] };

/**
 * The authenticator app's key and the backup codes. Better Auth answers a method of codes by
 * mail or text instead when the plugin is set up for it, which this server is not.
 */
export async function startTwoFactor(password: string | undefined): Promise<TwoFactorSetup> {
  const setup = await authClient.twoFactor.enable(password ? { password } : {});
  if (setup.method !== "totp") throw new Error("Two-factor sign-in did not offer an app code.");
  return setup;
}

export const confirmTwoFactor = (code: string) => authClient.twoFactor.verifyTotp({ code });

/** Ten new backup codes; the old ones stop working. */
export const makeNewBackupCodes = (password: string | undefined) =>
  authClient.twoFactor.generateBackupCodes(password ? { password } : {});

export const turnOffTwoFactor = (password: string | undefined) =>
  authClient.twoFactor.disable(password ? { password } : {});

export const renamePasskey = (id: string, name: string) =>
  authClient.passkey.updatePasskey({ id, name });

export const removePasskey = (id: string) => authClient.passkey.deletePasskey({ id });

export async function endSession(id: string): Promise<void> {
  await api.account.sessions[":id"].$delete({ param: { id } });
}

export const endOtherSessions = () => okJson(api.account.sessions["sign-out-others"].$post());

/** Everything about the account can run to hundreds of megabytes of photos: ten minutes. */
const EXPORT_TIMEOUT_MS = 10 * 60_000;

export async function downloadAccountData(): Promise<string> {
  const answer = await api.account.export.$get(undefined, withTimeout(EXPORT_TIMEOUT_MS));
  const fileName = accountExportFileName(new Date());
  saveFile(await answer.blob(), fileName);
  return fileName;
}

export const deleteAccount = (proof: { password?: string; code?: string }) =>
  authClient.deleteUser(proof);
