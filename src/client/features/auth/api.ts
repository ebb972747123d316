import { authPost } from "../../lib/api-client.ts";
import { startNewSession } from "../../lib/session.ts";

export async function signInWithEmail(input: { email: string; password: string }) {
  await authPost("/sign-in/email", { ...input, rememberMe: true });
  await startNewSession();
}

export async function signUpWithEmail(input: { name: string; email: string; password: string }) {
  await authPost("/sign-up/email", input);
  await startNewSession();
}
