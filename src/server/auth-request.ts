import { AsyncLocalStorage } from "node:async_hooks";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";

/**
 * What Better Auth's hooks need to know of the request they run in, which its hooks are not
 * handed: who is calling, and what the request decided along the way. One per request that
 * goes through routes/auth-proxy.ts; a hook run outside one sees none and grants nothing.
 */
export type AuthRequest = {
  /** The caller's own session, when the request came signed in. */
  caller: { userId: string; sessionId: string } | null;
  /** Set when a confirmer must choose a password: the token of /reset-password. */
  passwordToken?: string;
  /** Set by a passkey sign-in whose authenticator checked the person (a PIN, a fingerprint). */
  passkeyUserVerified?: boolean;
};

const requests = new AsyncLocalStorage<AuthRequest>();

/** Runs Better Auth's handling of one request with its state, for the hooks to read and note. */
export function withAuthRequest<T>(
  caller: AuthRequest["caller"],
  handle: () => Promise<T>,
): { result: Promise<T>; state: AuthRequest } {
  const state: AuthRequest = { caller };
  return { result: requests.run(state, handle), state };
}

/** The state of the auth request this code runs in, if any. */
export const currentAuthRequest = (): AuthRequest | undefined => requests.getStore();

/** The two-factor plugin's second step of a sign-in: a code from the app, or a backup code. */
const CODE_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);
const PASSKEY_SIGN_IN_PATH = "/passkey/verify-authentication";

/**
 * The second factor a new session was begun with, or null. A code counts only as the second
 * step of a sign-in: the same endpoints also take the first code when two-factor is turned
 * on, from a session begun with a password alone, and that proves nothing of who began it.
 * A passkey counts when its authenticator verified the person, which is a factor of its own.
 */
export function secondFactorOf(endpointPath: string | undefined): "code" | "passkey" | null {
  const request = currentAuthRequest();
  if (!request || !endpointPath) return null;
  if (CODE_PATHS.has(endpointPath) && request.caller === null) return "code";
  if (endpointPath === PASSKEY_SIGN_IN_PATH && request.passkeyUserVerified) return "passkey";
  return null;
}

/** What `secondFactor` says of a session begun on a device a code once vouched for. */
export const TRUSTED_DEVICE = "trusted-device";

/**
 * Marks a session begun with a password on a trusted device as having a second factor. The
 * two-factor plugin skips the code there because a code was given on that device, when
 * "trust this device" was ticked: without this mark, ADMIN_REQUIRE_TWO_FACTOR sent such an
 * admin back to a sign-in that could never ask for the code. The session is created before
 * the plugin decides, so this runs after it, as a plugin listed after the two-factor one
 * (Better Auth runs plugins' after hooks in their order, after the options' own hook): a
 * password sign-in of an account with two-factor still holds a session there only when the
 * plugin accepted the device.
 */
export function trustedDeviceMark(): BetterAuthPlugin {
  return {
    id: "trusted-device-mark",
    hooks: {
      after: [
        {
          matcher: (context) => context.path === "/sign-in/email",
          handler: createAuthMiddleware(async (ctx) => {
            const created = ctx.context.newSession;
            if (!created?.user.twoFactorEnabled) return;
            await ctx.context.internalAdapter.updateSession(created.session.token, {
              secondFactor: TRUSTED_DEVICE,
            });
          }),
        },
      ],
    },
  };
}
