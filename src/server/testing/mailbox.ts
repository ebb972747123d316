import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on loopback that keeps what it receives. */
export type Mailbox = ReturnType<typeof startMailbox>;

export function startMailbox() {
  const received: { to: string; text: string }[] = [];
  const waiting: { to: string; resolve: (text: string) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => {
        raw += chunk;
      });
      stream.on("end", () => {
        // Quoted-printable soft line breaks would split a long link: join them back.
        const text = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
        for (const recipient of session.envelope.rcptTo) {
          const to = recipient.address.toLowerCase();
          // Handed to whoever waits for it, or kept for the next to ask: never both.
          const index = waiting.findIndex((w) => w.to === to);
          if (index >= 0) waiting.splice(index, 1)[0]?.resolve(text);
          else received.push({ to, text });
        }
        callback();
      });
    },
  });
  return {
    /** The next message to `to` (one already received counts). */
    next(to: string): Promise<string> {
      const index = received.findIndex((m) => m.to === to.toLowerCase());
      if (index >= 0) return Promise.resolve(received.splice(index, 1)[0]?.text ?? "");
      return new Promise((resolve) => waiting.push({ to: to.toLowerCase(), resolve }));
    },
    /** How many messages to `to` have arrived and not been taken by `next`. */
    pending: (to: string) => received.filter((m) => m.to === to.toLowerCase()).length,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, "127.0.0.1", () => resolve((server.server.address() as AddressInfo).port)),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link into the app in a message. */
export function linkIn(text: string, baseUrl: string): string {
  const match = text.match(new RegExp(`${baseUrl.replace(/[.:/]/g, "\\$&")}[^\\s]+`));
  if (!match) throw new Error(`no link in:\n${text}`);
  return match[0];
}
