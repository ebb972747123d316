import { passkeyClient } from "@better-auth/passkey/client";
import { createAuthClient } from "better-auth/client";
import { twoFactorClient } from "better-auth/client/plugins";
import { authFetch } from "./api-client.ts";

/**
 * Better Auth's own endpoints (/api/auth/*), typed by Better Auth and its two-factor and
 * passkey plugins as our routes are typed by `api`: `authClient.twoFactor.enable({ password })`
 * posts to /api/auth/two-factor/enable and answers what that endpoint returns. Only the
 * endpoints the server opens (src/server/http/auth-endpoints.ts) answer; any other is a 404.
 *
 * Over our fetch (`authFetch`): a failed call throws the same ApiError as every other call,
 * and `throw: true` makes a call answer its data alone. Better Auth's session store and its
 * redirecting fetch plugins stay unused: the session is ours (lib/session.ts), and the app
 * decides itself where the browser goes. Imported only by the pages that sign in or change an
 * account, so that the signed-in home's first load does not carry it.
 */
export const authClient = createAuthClient({
  baseURL: `${window.location.origin}/api/auth`,
  plugins: [twoFactorClient(), passkeyClient()],
  disableDefaultFetchPlugins: true,
  fetchOptions: { customFetchImpl: authFetch, throw: true },
});
