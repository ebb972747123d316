import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";
import type { AuthContext } from "better-auth";

/** What the hooks use of Better Auth: its own adapter over its own tables. */
export type AccountStore = {
  internalAdapter: Pick<
    AuthContext["internalAdapter"],
    | "findAccounts"
    | "deleteAccount"
    | "deleteAccounts"
    | "listSessions"
    | "deleteSession"
    | "deleteUserSessions"
    | "createVerificationValue"
    | "updateUser"
  >;
};

/**
 * Pre-hijacked accounts: anyone can sign up with an address they do not hold, choose its
 * password, and wait. When the address's owner later confirms it, they must not be handed an
 * account whose password, linked sign-ins or sessions someone else set up. So the first
 * confirmation of an address (the mailed link, or a password reset, which proves the mailbox
 * too) decides who holds the account from then on:
 *
 * - Opened in the browser that is signed in to that very account (the one that chose the
 *   password at sign-up, the usual case): that browser's session stays, every other session
 *   and every linked external sign-in ends.
 * - Opened anywhere else: every session and every sign-in method ends, password included, and
 *   the person confirming is sent to choose a password (a one-use reset token).
 *
 * Admin rights (ADMIN_EMAILS) follow a verified address, so they now follow the person who
 * proved it. External sign-ins never join an unverified local account (Better Auth's
 * requireLocalEmailVerified), and a new address (Better Auth's change-email) is confirmed only in
 * a browser signed in to the account that asked for it (routes/auth-proxy.ts), so neither
 * route can carry an address into an account either.
 */

/** Who opened a confirmation link, and what the confirmation decided. One per request. */
type Confirmation = {
  caller: { userId: string; sessionId: string } | null;
  /** Set when the confirmer must choose a password: the token of /reset-password. */
  passwordToken?: string;
};

const confirmations = new AsyncLocalStorage<Confirmation>();

/** Runs Better Auth's handling of one request, noting who is calling for the hooks below. */
export function withConfirmationCaller<T>(
  caller: Confirmation["caller"],
  handle: () => Promise<T>,
): { result: Promise<T>; passwordToken: () => string | undefined } {
  const confirmation: Confirmation = { caller };
  return {
    result: confirmations.run(confirmation, handle),
    passwordToken: () => confirmation.passwordToken,
  };
}

/** Where the confirmer chooses a password: the reset page, told why it is shown. */
export const choosePasswordPath = (token: string) =>
  `/reset-password?token=${encodeURIComponent(token)}&confirmed=1`;

type Hooks = {
  /** Better Auth's beforeEmailVerification: runs only when the address was not yet verified. */
  beforeEmailVerification(user: { id: string }): Promise<void>;
  /** Better Auth's onPasswordReset: a reset proves the mailbox, so it confirms the address. */
  onPasswordReset(payload: { user: { id: string; emailVerified: boolean } }): Promise<void>;
};

export function emailOwnershipHooks(
  context: () => Promise<AccountStore>,
  choosePasswordSeconds: number,
): Hooks {
  /** Ends every linked external sign-in: none of them was set up by a proven holder. */
  async function dropExternalSignIns(ctx: AccountStore, userId: string) {
    for (const account of await ctx.internalAdapter.findAccounts(userId)) {
      if (account.providerId !== "credential") await ctx.internalAdapter.deleteAccount(account.id);
    }
  }

  return {
    async beforeEmailVerification(user) {
      const ctx = await context();
      const confirmation = confirmations.getStore();
      const caller = confirmation?.caller;
      if (caller && caller.userId === user.id) {
        for (const session of await ctx.internalAdapter.listSessions(user.id)) {
          if (session.id !== caller.sessionId)
            await ctx.internalAdapter.deleteSession(session.token);
        }
        await dropExternalSignIns(ctx, user.id);
        return;
      }
      await ctx.internalAdapter.deleteUserSessions(user.id);
      await ctx.internalAdapter.deleteAccounts(user.id);
      const token = randomBytes(24).toString("base64url");
      await ctx.internalAdapter.createVerificationValue({
        identifier: `reset-password:${token}`,
        value: user.id,
        expiresAt: new Date(Date.now() + choosePasswordSeconds * 1000),
      });
      if (confirmation) confirmation.passwordToken = token;
    },

    async onPasswordReset({ user }) {
      if (user.emailVerified) return;
      const ctx = await context();
      // Better Auth ends every session after this hook (revokeSessionsOnPasswordReset).
      await dropExternalSignIns(ctx, user.id);
      await ctx.internalAdapter.updateUser(user.id, { emailVerified: true });
    },
  };
}
