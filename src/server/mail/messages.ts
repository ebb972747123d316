import type { Language } from "#shared/i18n/language.ts";
import { text } from "#shared/i18n/text.ts";
import { translated } from "../i18n/catalogue.ts";
import type { Mail } from "./mailer.ts";

// Plain text: it reads in every mail client, and a link in it is the only thing to click. Each
// in the account's language: every sentence is a message of the catalogues.

/** The mail, its subject and each line put in `language` (a blank line where a line is ""). */
function mailIn(language: Language, to: string, subject: string, lines: readonly string[]): Mail {
  const say = (english: string) => (english ? translated(language, english) : "");
  return { to, subject: say(subject), text: lines.map(say).join("\n") };
}

export function verificationMail(to: string, url: string, language: Language): Mail {
  return mailIn(language, to, text("Confirm your email for UK Adventures"), [
    text("Welcome to UK Adventures!"),
    "",
    text("Confirm that this is your email address by opening this link:"),
    url,
    "",
    text("The link works once, for one hour. If you did not sign up, ignore this message."),
  ]);
}

export function passwordResetMail(to: string, url: string, language: Language): Mail {
  return mailIn(language, to, text("Reset your UK Adventures password"), [
    text("Someone asked to reset the password of your UK Adventures account."),
    "",
    text("To choose a new password, open this link:"),
    url,
    "",
    text(
      "The link works once, for 30 minutes. If it was not you, ignore this message: your password stays as it is.",
    ),
  ]);
}

/** To the new address: the change applies only once this link is opened. */
export function emailChangeMail(to: string, url: string, language: Language): Mail {
  return mailIn(language, to, text("Confirm your new email for UK Adventures"), [
    text("Someone asked to use this address for their UK Adventures account."),
    "",
    text("If it was you, open this link in the browser where you are signed in to confirm it:"),
    url,
    "",
    text("The link works for one hour. Until it is opened, the account keeps its old address."),
    text("If it was not you, ignore this message."),
  ]);
}

/** To the old address: a change was asked for, and how to stop someone else's. */
export function emailChangeNotice(to: string, newEmail: string, language: Language): Mail {
  return mailIn(language, to, text("Your UK Adventures email is being changed"), [
    text("Someone signed in to your UK Adventures account asked to change its email to:"),
    newEmail,
    "",
    text(
      "Nothing changes until that address confirms it. If it was not you, sign in, change your password (Account, Password), and sign out every other session.",
    ),
  ]);
}
