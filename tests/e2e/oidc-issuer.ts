import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/** The one person the test issuer knows. */
export const OIDC_ACCOUNT = {
  sub: "ada-1815",
  email: "ada.lovelace@example.org",
  given_name: "Ada",
  family_name: "Lovelace",
  name: "Ada Lovelace",
};

/**
 * A real OpenID Connect provider on loopback (the `oidc-provider` package) with one client,
 * whose redirect goes to `appBaseUrl`, and one account. Its built-in development login pages
 * accept any login name and sign in OIDC_ACCOUNT. `behave` changes how it answers from then
 * on, so one app can meet a careless or refusing provider without starting again.
 */
export async function startOidcIssuer(
  appBaseUrl: string,
  clientSecret = "test-client-secret",
  /** False: an issuer that hands out addresses it never checked. */
  emailVerified = true,
) {
  const behaviour = { emailVerified, refuseTokens: false };
  const server = (await import("node:http")).createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: "uk-adventures",
        client_secret: clientSecret,
        redirect_uris: [`${appBaseUrl}/api/auth/callback/oidc`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "given_name", "family_name"],
    },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({ ...OIDC_ACCOUNT, email_verified: behaviour.emailVerified }),
    }),
    cookies: { keys: ["a test key, not a secret"] },
    features: { devInteractions: { enabled: true } },
  });
  const answer = provider.callback();
  server.on("request", (request, response) => {
    // What the provider answers a client whose secret it does not accept.
    if (behaviour.refuseTokens && request.url?.startsWith("/token")) {
      response.writeHead(401, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: "invalid_client" }));
      return;
    }
    answer(request, response);
  });
  return {
    issuer,
    /** From now on: whether it says it checked the address, and whether it refuses codes. */
    behave: (changes: Partial<typeof behaviour>) => Object.assign(behaviour, changes),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
