import { describe, expect, it, vi } from "vitest";
import { createLogger } from "../logger.ts";
import { createMailer } from "./mailer.ts";
import { passwordResetMail } from "./messages.ts";

describe("createMailer without SMTP_URL", () => {
  it("writes the whole message, link included, to the server log", async () => {
    const lines: string[] = [];
    const spy = vi.spyOn(console, "info").mockImplementation((line: string) => lines.push(line));
    const send = createMailer(null, createLogger("info"));
    await send(passwordResetMail("ada@example.org", "https://trips.example.org/reset/abc", "en"));
    spy.mockRestore();
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? "{}");
    expect(entry).toMatchObject({
      level: "info",
      message: "Mail not sent (no SMTP_URL): here it is",
      to: "ada@example.org",
      subject: "Reset your UK Adventures password",
    });
    expect(entry.text).toContain("https://trips.example.org/reset/abc");
  });
});
