import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
} from "@simplewebauthn/browser";
import { isIpAddressHost } from "#shared/passkey-host.ts";
import { authGet, authPost } from "./api-client.ts";

export const passkeysSupported = () => browserSupportsWebAuthn();

/** This page was opened by an IP address, where no passkey can be made or used. */
export const openedByIpAddress = () => isIpAddressHost(window.location.hostname);

/**
 * Checks a passkey with the browser and signs in with it (Better Auth's passkey plugin): a
 * new session for the passkey's account, whoever was signed in before.
 */
export async function signInWithPasskey(): Promise<{ user: { id: string } }> {
  const optionsJSON = await authGet<PublicKeyCredentialRequestOptionsJSON>(
    "/passkey/generate-authenticate-options",
  );
  const response = await startAuthentication({ optionsJSON });
  return authPost("/passkey/verify-authentication", { response });
}

/** Makes a passkey on this device for the signed-in account, under a name of the person's. */
export async function addPasskey(name: string): Promise<void> {
  const optionsJSON = await authGet<PublicKeyCredentialCreationOptionsJSON>(
    "/passkey/generate-register-options",
  );
  const response = await startRegistration({ optionsJSON });
  await authPost("/passkey/verify-registration", { response, ...(name && { name }) });
}
