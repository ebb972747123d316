import type { z } from "zod";
import { emailChangeSchema, passwordChangeSchema } from "#shared/account.ts";
import { profileUpdateSchema, signUpRequestSchema } from "#shared/credentials.ts";
import { unauthorized, validationFailed } from "../http/errors.ts";

/** Where the confirmation link of a new address lands, and where its errors go. */
export const EMAIL_CHANGED_PATH = "/account?email=confirmed";
/** Where a confirmation link asked for again lands: home, as the sign-up's own link does. */
const CONFIRMED_PATH = "/";

export const invalid = (field: string, message: string) =>
  validationFailed([{ field, message }], message);

/** The body as the shared schema reads it, or 400 naming the first field that does not fit. */
export function parsedBody<T extends z.ZodType>(schema: T, json: unknown): z.output<T> {
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path.length ? issue.path.join(".") : "body";
    throw invalid(field, issue?.message ?? "Invalid request");
  }
  return parsed.data;
}

/** The password a body carries, and nothing else of it. */
export function passwordOf(json: unknown): { password?: string } {
  const password = (json as { password?: unknown } | undefined)?.password;
  return typeof password === "string" ? { password } : {};
}

/**
 * What Better Auth gets of a request's body, where it would take more than the app means to
 * give it; undefined where the body goes on as it came.
 */
export function rewrittenBody(
  path: string,
  json: unknown,
  user: { email: string } | undefined,
): string | undefined {
  switch (path) {
    // Better Auth sets no longest name and takes any picture: the shared sign-up rule does.
    case "/sign-up/email":
      return JSON.stringify(parsedBody(signUpRequestSchema, json));
    // Better Auth's update-user stores whatever it is sent (an object as a name, a million
    // characters, a javascript: picture). Only the shared profile rule's fields go on to it.
    case "/update-user":
      return JSON.stringify(parsedBody(profileUpdateSchema, json));
    // A new password ends every other session, whatever the client asked.
    case "/change-password":
      return JSON.stringify({
        ...parsedBody(passwordChangeSchema, json),
        revokeOtherSessions: true,
      });
    case "/change-email": {
      const { newEmail } = parsedBody(emailChangeSchema, json);
      return JSON.stringify({ newEmail, callbackURL: EMAIL_CHANGED_PATH });
    }
    // An authenticator app's codes only: codes by email or text are not set up.
    case "/two-factor/enable":
      return JSON.stringify({ ...passwordOf(json), method: "totp" });
    // New backup codes replace the old ones; Better Auth asks for the password of an account
    // that has one.
    case "/two-factor/generate-backup-codes":
      return JSON.stringify(passwordOf(json));
    // The confirmation link again: only to the signed-in account's own address. Signed out,
    // Better Auth would mail any unconfirmed address it is given, a stranger's inbox filled
    // from here; whatever address a client names, it is this account's that is sent.
    case "/send-verification-email":
      if (!user) throw unauthorized();
      return JSON.stringify({ email: user.email, callbackURL: CONFIRMED_PATH });
    default:
      return undefined;
  }
}
