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

/** To the new address: the change applies only once this link is opened. */
export function emailChangeMail(to: string, url: string): Mail {
  return {
    to,
    subject: `Confirm your new email for ${APP_NAME}`,
    text: [
      `Someone asked to use this address for their ${APP_NAME} account.`,
      "",
      "If it was you, open this link in the browser where you are signed in to confirm it:",
      url,
      "",
      "The link works for one hour. Until it is opened, the account keeps its old address.",
      "If it was not you, ignore this message.",
    ].join("\n"),
  };
}

/** To the old address: a change was asked for, and how to stop someone else's. */
export function emailChangeNotice(to: string, newEmail: string): Mail {
  return {
    to,
    subject: `Your ${APP_NAME} email is being changed`,
    text: [
      `Someone signed in to your ${APP_NAME} account asked to change its email to:`,
      newEmail,
      "",
      "Nothing changes until that address confirms it. If it was not you, sign in, change",
      "your password (Account, Password), and sign out every other session.",
    ].join("\n"),
  };
}
