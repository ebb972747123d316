import { APP_NAME } from "#shared/app-info.ts";
import type { Mail } from "./mailer.ts";

// Plain text: it reads in every mail client, and a link in it is the only thing to click.

export function verificationMail(to: string, url: string): Mail {
  return {
    to,
    subject: `Confirm your email for ${APP_NAME}`,
    text: [
      `Welcome to ${APP_NAME}!`,
      "",
      "Confirm that this is your email address by opening this link:",
      url,
      "",
      "The link works once, for one hour. If you did not sign up, ignore this message.",
    ].join("\n"),
  };
}

export function passwordResetMail(to: string, url: string): Mail {
  return {
    to,
    subject: `Reset your ${APP_NAME} password`,
    text: [
      `Someone asked to reset the password of your ${APP_NAME} account.`,
      "",
      "To choose a new password, open this link:",
      url,
      "",
      "The link works once, for 30 minutes. If it was not you, ignore this message: your",
      "password stays as it is.",
    ].join("\n"),
  };
}
