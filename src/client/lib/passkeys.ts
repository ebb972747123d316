import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
} from "@simplewebauthn/browser";
import { isIpAddressHost } from "#shared/passkey-host.ts";
import { authClient } from "./auth-client.ts";

export const passkeysSupported = () => browserSupportsWebAuthn();

/** This page was opened by an IP address, where no passkey can be made or used. */
export const openedByIpAddress = () => isIpAddressHost(window.location.hostname);

/**
 * Checks a passkey with the browser and signs in with it (Better Auth's passkey plugin): a
 * new session for the passkey's account, whoever was signed in before. Not the plugin's own
 * `signIn.passkey`, which turns the browser's refusal into an answer of its own: the person's
 * cancelling stays the browser's error here, for the page to tell apart.
 */
export async function signInWithPasskey(): Promise<{ user: { id: string } }> {
  const optionsJSON = await authClient.passkey.generateAuthenticateOptions();
  const response = await startAuthentication({ optionsJSON });
  return authClient.passkey.verifyAuthentication({ response });
}

/** Makes a passkey on this device for the signed-in account, under a name of the person's. */
export async function addPasskey(name: string): Promise<void> {
  const optionsJSON = await authClient.passkey.generateRegisterOptions();
  const response = await startRegistration({ optionsJSON });
  await authClient.passkey.verifyRegistration({ response, ...(name && { name }) });
}
