import nodemailer from "nodemailer";
import type { MailConfig } from "../config.ts";
import type { Logger } from "../logger.ts";

export type Mail = { to: string; subject: string; text: string };
export type Mailer = (mail: Mail) => Promise<void>;

/**
 * Sends mail through SMTP_URL. Without it the message goes to the server log instead, so a
 * self-hoster with no mail server can still act on a verification or reset link.
 */
export function createMailer(config: MailConfig, logger: Logger): Mailer {
  if (!config) {
    return async (mail) => {
      logger.info("Mail not sent (no SMTP_URL): here it is", { ...mail });
    };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  return async (mail) => {
    await transport.sendMail({ from: config.from, ...mail });
  };
}
