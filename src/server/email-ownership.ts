import { randomBytes } from "node:crypto";
import type { AuthContext } from "better-auth";
import { currentAuthRequest } from "./auth-request.ts";

/** What the hooks use of Better Auth: its own adapter, to write its own rows its way. */
export type AccountStore = {
  internalAdapter: Pick<AuthContext["internalAdapter"], "createVerificationValue" | "updateUser">;
};

/** Ends an account's credentials but the ones kept (db/queries/credentials.ts). */
export type EndCredentials = (
  user: { id: string; email: string },
  kept?: { sessionId?: string; password?: boolean },
) => Promise<void>;

/**
 * Pre-hijacked accounts: anyone can sign up with an address they do not hold, choose its
 * password, and wait. When the address's owner later confirms it, they must not be handed an
 * account whose password, linked sign-ins or sessions someone else set up. So the first
 * confirmation of an address (the mailed link, or a password reset, which proves the mailbox
 * too) decides who holds the account from then on:
 *
 * - Opened in the browser that is signed in to that very account (the one that chose the
 *   password at sign-up, the usual case): that browser's session and the password stay;
 *   every other credential ends.
 * - Opened anywhere else: every credential ends, password included, and the person
 *   confirming is sent to choose a password (a one-use reset token).
 *
 * "Every credential" is every session and bearer token, linked external sign-in, passkey,
 * two-factor secret with its backup codes and trusted devices, and any email change asked
 * for before: one function ends them all (db/queries/credentials.ts), and a test fails on a
 * table holding a credential that it does not know of. A squatter's passkey would otherwise
 * sign in as the owner (as an admin, with no code asked), and a squatter's authenticator
 * would lock the owner out.
 *
 * Admin rights (ADMIN_EMAILS) follow a verified address, so they now follow the person who
 * proved it. External sign-ins never join an unverified local account (Better Auth's
 * requireLocalEmailVerified), and a new address (Better Auth's change-email) is confirmed only in
 * a browser signed in to the account that asked for it (routes/auth-proxy.ts), so neither
 * route can carry an address into an account either.
 */

/** Where the confirmer chooses a password: the reset page, told why it is shown. */
export const choosePasswordPath = (token: string) =>
  `/reset-password?token=${encodeURIComponent(token)}&confirmed=1`;

type Hooks = {
  /** Better Auth's beforeEmailVerification: runs only when the address was not yet verified. */
  beforeEmailVerification(user: { id: string; email: string }): Promise<void>;
  /** Better Auth's onPasswordReset: a reset proves the mailbox, so it confirms the address. */
  onPasswordReset(payload: {
    user: { id: string; email: string; emailVerified: boolean };
  }): Promise<void>;
};

export function emailOwnershipHooks(
  context: () => Promise<AccountStore>,
  endCredentials: EndCredentials,
  choosePasswordSeconds: number,
): Hooks {
  return {
    async beforeEmailVerification(user) {
      const request = currentAuthRequest();
      const caller = request?.caller;
      if (caller && caller.userId === user.id) {
        await endCredentials(user, { sessionId: caller.sessionId, password: true });
        return;
      }
      await endCredentials(user);
      const ctx = await context();
      const token = randomBytes(24).toString("base64url");
      await ctx.internalAdapter.createVerificationValue({
        identifier: `reset-password:${token}`,
        value: user.id,
        expiresAt: new Date(Date.now() + choosePasswordSeconds * 1000),
      });
      if (request) request.passwordToken = token;
    },

    async onPasswordReset({ user }) {
      if (user.emailVerified) return;
      // The password was just chosen by the reset; Better Auth ends every session after this
      // hook (revokeSessionsOnPasswordReset).
      await endCredentials(user, { password: true });
      const ctx = await context();
      await ctx.internalAdapter.updateUser(user.id, { emailVerified: true });
    },
  };
}
