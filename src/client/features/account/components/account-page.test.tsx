import { cleanup, screen, waitFor, within } from "@testing-library/react";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "#client/lib/query-client.ts";
import { linkIn } from "#server/testing/mailbox.ts";
import { totpCode } from "#server/testing/totp.ts";
import { PASSWORD, realApp } from "#tests/components/real-app.ts";
import { renderAppAt } from "#tests/components/whole-app.tsx";
import { expectConsoleErrors } from "#tests/setup/fail-on-console-error.ts";

const app = realApp();
afterEach(() => vi.unstubAllGlobals());

const region = async (name: string) => within(await screen.findByRole("region", { name }));
const codesIn = (section: ReturnType<typeof within>) =>
  within(section.getByRole("list", { name: "Backup codes" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent?.trim() ?? "");

describe("two-factor sign-in on the account page", () => {
  it("turns on with a code from the key shown, then makes new backup codes with the password", async () => {
    // The wrong code and the wrong password are refused (401), as the test means them to be.
    expectConsoleErrors();
    await app.signUp();
    const user = renderAppAt("/account");
    const section = await region("Two-factor sign-in");
    await user.click(section.getByRole("button", { name: "Turn on two-factor sign-in" }));
    await user.type(section.getByLabelText("Your password"), PASSWORD);
    await user.click(section.getByRole("button", { name: "Continue" }));
    await section.findByRole("img", { name: /QR code/ });
    const secret = section.getByTestId("totp-secret").textContent ?? "";

    await user.type(section.getByLabelText("6-digit code"), "000000");
    await user.click(section.getByRole("button", { name: "Turn on" }));
    expect((await section.findByRole("alert")).textContent).toMatch(/^That code is not right/);
    await user.clear(section.getByLabelText("6-digit code"));
    await user.type(section.getByLabelText("6-digit code"), totpCode(secret));
    await user.click(section.getByRole("button", { name: "Turn on" }));
    await section.findByRole("list", { name: "Backup codes" });
    const old = codesIn(section);
    expect(old).toHaveLength(10);
    await user.click(section.getByRole("button", { name: "I have saved them" }));
    await section.findByText(/^On\./);

    await user.click(section.getByRole("button", { name: "Make new backup codes" }));
    const form = within(section.getByRole("form", { name: "Make new backup codes" }));
    await user.type(form.getByLabelText("Your password"), "not my password");
    await user.click(form.getByRole("button", { name: "Make new codes" }));
    expect((await form.findByRole("alert")).textContent).toBe("That password is not right.");
    await user.clear(form.getByLabelText("Your password"));
    await user.type(form.getByLabelText("Your password"), PASSWORD);
    await user.click(form.getByRole("button", { name: "Make new codes" }));
    await section.findByText("New backup codes made. Your old ones no longer work.");
    const renewed = codesIn(section);
    expect(renewed).toHaveLength(10);
    expect(renewed.filter((code) => old.includes(code))).toEqual([]);
    section.getByRole("button", { name: "Copy codes" });
    section.getByRole("button", { name: "Download codes" });
    await user.click(section.getByRole("button", { name: "I have saved them" }));
    section.getByRole("button", { name: "Make new backup codes" });
    expect(section.queryByRole("list", { name: "Backup codes" })).toBeNull();
  });
});

describe("deleting the account", () => {
  it("takes the password, refusing a wrong one, then signs out to the home page", async () => {
    expectConsoleErrors();
    await app.signUp();
    const user = renderAppAt("/account");
    const section = await region("Delete my account");
    await user.click(section.getByRole("button", { name: "Delete my account" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Delete your account?" }));
    await user.type(dialog.getByLabelText("Your password"), "not my password");
    await user.click(dialog.getByRole("button", { name: "Delete my account" }));
    expect((await dialog.findByRole("alert")).textContent).toBe("That password is not right.");
    expect(await app.signedIn()).toBe(true);

    await user.clear(dialog.getByLabelText("Your password"));
    await user.type(dialog.getByLabelText("Your password"), PASSWORD);
    await user.click(dialog.getByRole("button", { name: "Delete my account" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/"));
    expect(await app.signedIn()).toBe(false);
  });
});

describe("sessions", () => {
  it("are told apart by where each began, and another is signed out from here", async () => {
    const email = await app.signUp();
    // A second sign-in, from another network: this page now holds its session.
    app.moveAddress();
    const again = await fetch("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(again.status).toBe(200);
    const user = renderAppAt("/account");
    const list = within(await screen.findByRole("list", { name: "Sessions" }));
    const rows = () => list.getAllByRole("listitem");
    expect(rows()).toHaveLength(2);
    const [current, other] = [
      rows().find((row) => row.textContent?.includes("This device")),
      rows().find((row) => !row.textContent?.includes("This device")),
    ];
    expect(current?.textContent).toContain("This network");
    expect(other?.textContent).toContain("198.51.100.…");
    await user.click(within(other as HTMLElement).getByRole("button", { name: /^Sign out/ }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]?.textContent).toContain("This device");
  });
});

describe("the email", () => {
  it("changes once the link mailed to the new address is opened", async () => {
    const email = await app.signUp();
    await app.mail(email);
    const newEmail = email.replace("ada-", "ada-new-");
    const user = renderAppAt("/account");
    const section = await region("Email");
    await user.type(section.getByLabelText("New email"), newEmail);
    await user.click(section.getByRole("button", { name: "Send confirmation link" }));
    await section.findByText(`We sent a link to ${newEmail}`, { exact: false });
    expect(await app.mail(email)).toContain(newEmail);

    // The link, opened in this browser, lands back on the account page, which says so.
    const opened = await fetch(linkIn(await app.mail(newEmail), app.baseUrl));
    const landed = new URL(opened.url);
    expect(landed.pathname).toBe("/account");
    cleanup();
    queryClient.clear();
    renderAppAt(`${landed.pathname}${landed.search}`);
    const after = await region("Email");
    await after.findByText("Your new email is confirmed", { exact: false });
    await after.findByText(newEmail, { exact: true });
  });

  it("not confirmed yet is sent its confirmation again, and says so", async () => {
    const email = await app.signUp();
    const user = renderAppAt("/account");
    const section = await region("Email");
    section.getByText("(not confirmed yet)");
    await user.click(section.getByRole("button", { name: "Send the confirmation email again" }));
    await waitFor(() =>
      expect(section.getByRole("status").textContent).toBe(
        `We've sent a new confirmation link to ${email}.`,
      ),
    );
  });
});

describe("passkeys on a site opened by an IP address", () => {
  it("are not offered, saying why", async () => {
    // A browser that can make passkeys, as Chromium can and happy-dom cannot: the address is
    // what stops them here.
    vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
    await app.signUp();
    renderAppAt("/account");
    const section = await region("Passkeys");
    section.getByText(
      "Passkeys work only when this site is opened by its name (such as localhost), not by an IP address.",
    );
    expect(section.queryByRole("button", { name: "Add a passkey" })).toBeNull();
  });
});

describe("a passkey", () => {
  it("is renamed, and removed after a question, on the account page", async () => {
    await app.signUp();
    const { id: userId } = (await (await fetch("/api/auth/user")).json()) as { id: string };
    // Stored as the passkey plugin stores one: making it takes a browser's authenticator
    // (tests/e2e/account-passkeys.test.ts), renaming and removing it do not.
    const sqlite = new Database(app.databaseFile);
    try {
      sqlite
        .prepare(
          `INSERT INTO passkey (id, name, userId, deviceType, backedUp, createdAt, publicKey, credentialID, counter)
           VALUES (?, 'Test laptop', ?, 'singleDevice', 0, ?, 'AAAA', ?, 0)`,
        )
        .run(`pk-${userId}`, userId, new Date().toISOString(), `cred-${userId}`);
    } finally {
      sqlite.close();
    }
    const user = renderAppAt("/account");
    const section = await region("Passkeys");
    const list = within(await section.findByRole("list", { name: "Your passkeys" }));
    await user.click(list.getByRole("button", { name: "Rename Test laptop" }));
    await user.clear(list.getByLabelText("Passkey name"));
    await user.type(list.getByLabelText("Passkey name"), "Work laptop");
    await user.click(list.getByRole("button", { name: "Save" }));
    await list.findByText("Work laptop");

    await user.click(list.getByRole("button", { name: "Remove Work laptop" }));
    const confirm = within(
      await screen.findByRole("alertdialog", { name: "Remove this passkey?" }),
    );
    confirm.getByText("“Work laptop” will no longer sign you in.", { exact: false });
    await user.click(confirm.getByRole("button", { name: "Delete" }));
    await section.findByText("No passkeys yet.");
    const left = await (await fetch("/api/auth/passkey/list-user-passkeys")).json();
    expect(left).toEqual([]);
  });
});
