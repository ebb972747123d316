import { queryOptions } from "@tanstack/react-query";
import { api, authGet, authPost, csrfTokenQuery, withTimeout } from "#client/lib/api-client.ts";
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

/** A passkey as Better Auth's list answers it (the fields the page shows). */
export type Passkey = { id: string; name?: string | null; createdAt: string; deviceType: string };

export const passkeysQuery = queryOptions({
  queryKey: ["/api/auth/passkey/list-user-passkeys"],
  queryFn: () => authGet<Passkey[]>("/passkey/list-user-passkeys"),
});

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

export const updateName = (name: string) => authPost("/update-user", { name });

export const requestEmailChange = (newEmail: string) => authPost("/change-email", { newEmail });

/** The sign-up's confirmation link again, to the account's own address (the server's choice). */
export const sendConfirmationAgain = () => authPost("/send-verification-email", {});

export const changePassword = (currentPassword: string, newPassword: string) =>
  authPost("/change-password", { currentPassword, newPassword });

export type TwoFactorSetup = { totpURI: string; backupCodes: string[] };

export const startTwoFactor = (password: string | undefined) =>
  authPost<TwoFactorSetup>("/two-factor/enable", password ? { password } : {});

export const confirmTwoFactor = (code: string) => authPost("/two-factor/verify-totp", { code });

/** Ten new backup codes; the old ones stop working. */
export const makeNewBackupCodes = (password: string | undefined) =>
  authPost<{ backupCodes: string[] }>(
    "/two-factor/generate-backup-codes",
    password ? { password } : {},
  );

export const turnOffTwoFactor = (password: string | undefined) =>
  authPost("/two-factor/disable", password ? { password } : {});

export const renamePasskey = (id: string, name: string) =>
  authPost("/passkey/update-passkey", { id, name });

export const removePasskey = (id: string) => authPost("/passkey/delete-passkey", { id });

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
  authPost("/delete-user", proof);
