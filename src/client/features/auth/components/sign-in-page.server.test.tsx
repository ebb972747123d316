import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "#client/lib/query-client.ts";
import { linkIn } from "#server/testing/mailbox.ts";
import { totpCode } from "#server/testing/totp.ts";
import { PASSWORD, realApp } from "#tests/components/real-app.ts";
import { renderAppAt } from "#tests/components/whole-app.tsx";
import { expectConsoleErrors } from "#tests/setup/fail-on-console-error.ts";

// The sign-in screen with the real app behind it, at its address (an IP address).
const app = realApp();
afterEach(() => vi.unstubAllGlobals());

/** As the menu's Sign Out link does: a navigation of this site's own page to /api/logout. */
const signOut = () => fetch("/api/logout", { headers: { "sec-fetch-site": "same-origin" } });

/**
 * A new account with two-factor sign-in on (through the API, as the account page turns it
 * on), signed out again. Answers its email and backup codes.
 */
async function accountWithTwoFactor() {
  const email = await app.signUp();
  const post = (path: string, body: object) =>
    fetch(`/api/auth/two-factor/${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const enabled = await post("enable", { password: PASSWORD });
  const { totpURI, backupCodes } = (await enabled.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  expect((await post("verify-totp", { code: totpCode(totpURI) })).status).toBe(200);
  await signOut();
  expect(await app.signedIn()).toBe(false);
  return { email, backupCodes };
}

function renderSignIn(path = "/sign-in") {
  cleanup();
  queryClient.clear();
  return renderAppAt(path);
}

/** The sign-in screen, through the password to the code it then asks for. */
async function signInAsFarAsTheCode(email: string) {
  const user = renderSignIn();
  await user.click(await screen.findByRole("button", { name: "Continue with email" }));
  await user.type(screen.getByLabelText("Email"), email);
  await user.type(screen.getByLabelText("Password", { selector: "input" }), PASSWORD);
  await user.click(screen.getByRole("button", { name: "Sign In" }));
  await screen.findByRole("heading", { name: "Enter your code" });
  return user;
}

describe("the code at sign-in", () => {
  it("is refused plainly when wrong, then the limit says how long to wait", async () => {
    // Each wrong code is answered 401, the last 429: the test provokes them.
    expectConsoleErrors();
    const { email } = await accountWithTwoFactor();
    // From another address than the one that turned two-factor on, whose tries it used.
    app.moveAddress();
    const user = await signInAsFarAsTheCode(email);
    /** Sends a code and answers what the page then says, once its answer is in. */
    async function verify(code: string) {
      const field = screen.getByLabelText("6-digit code");
      await user.clear(field);
      await user.type(field, code);
      await user.click(screen.getByRole("button", { name: "Verify" }));
      // "Checking..." until the answer is in.
      await screen.findByRole("button", { name: "Verify" });
      return screen.getByRole("alert").textContent;
    }
    for (const code of ["000000", "000001", "000002"]) {
      expect(await verify(code)).toBe(
        "That code is not right. Check your authenticator app and try again.",
      );
    }
    expect(await verify("000003")).toMatch(
      /^Too many tries\. Wait \d+ seconds?, then try again\.$/,
    );
    expect(await app.signedIn()).toBe(false);
  });

  it("takes a backup code typed as from paper, once; then refuses it, saying why", async () => {
    expectConsoleErrors();
    const { email, backupCodes } = await accountWithTwoFactor();
    const [code = ""] = backupCodes;
    let user = await signInAsFarAsTheCode(email);
    await user.click(screen.getByRole("button", { name: "Use a backup code instead" }));
    await user.type(screen.getByLabelText("Backup code"), code.toLowerCase().replace("-", " "));
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/"));
    expect(await app.signedIn()).toBe(true);

    await signOut();
    document.body.replaceChildren();
    user = await signInAsFarAsTheCode(email);
    await user.click(screen.getByRole("button", { name: "Use a backup code instead" }));
    await user.type(screen.getByLabelText("Backup code"), code);
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() =>
      expect(screen.getByRole("alert").textContent).toBe(
        "That backup code is not right, or it has been used already.",
      ),
    );
    expect(await app.signedIn()).toBe(false);
  });
});

describe("passkeys on a site opened by an IP address", () => {
  it("are offered disabled on the sign-in screen, saying why", async () => {
    // A browser that can use passkeys, as Chromium can and happy-dom cannot: the address is
    // what stops them here.
    vi.stubGlobal("PublicKeyCredential", function PublicKeyCredential() {});
    renderSignIn();
    const button = await screen.findByRole("button", { name: "Sign in with a passkey" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const note =
      "Passkeys work only when this site is opened by its name (such as localhost), not by an IP address.";
    screen.getByText(note);
    const described = (button.getAttribute("aria-describedby") ?? "")
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent)
      .join(" ");
    expect(described).toContain(note);
  });
});

describe("a forgotten password", () => {
  /** Through the sign-in screen's email form; answers what the page then says, if refused. */
  async function signInWith(email: string, password: string) {
    const user = renderSignIn();
    await user.click(await screen.findByRole("button", { name: "Continue with email" }));
    await user.type(screen.getByLabelText("Email"), email);
    await user.type(screen.getByLabelText("Password", { selector: "input" }), password);
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() =>
      expect(
        screen.getByTestId("where").textContent === "/" || screen.queryByRole("alert"),
      ).toBeTruthy(),
    );
    return screen.queryByRole("alert")?.textContent ?? null;
  }

  /** The page a link from a mail lands on, as opening it in this browser does. */
  async function follow(link: string) {
    const landed = new URL((await fetch(link)).url);
    const user = renderSignIn(`${landed.pathname}${landed.search}`);
    return { user, path: landed.pathname };
  }

  it("is reset through the mailed link, once: then only the new one signs in", async () => {
    // The old password and the spent link are refused (401, 400), as the test means them to be.
    expectConsoleErrors();
    const email = await app.signUp();
    await app.mail(email);
    await signOut();

    // The address already typed comes along to the reset form.
    const user = renderSignIn();
    await user.click(await screen.findByRole("button", { name: "Continue with email" }));
    await user.type(screen.getByLabelText("Email"), email);
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    await screen.findByRole("heading", { name: "Reset your password" });
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe(email);
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect((await screen.findByRole("status")).textContent).toContain(
      "a link to choose a new password",
    );

    const link = linkIn(await app.mail(email), app.baseUrl);
    const reset = await follow(link);
    expect(reset.path).toBe("/reset-password");
    await reset.user.type(await screen.findByLabelText("New password"), "new password 2");
    await reset.user.click(screen.getByRole("button", { name: "Change password" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/sign-in"));

    expect(await signInWith(email, PASSWORD)).toBeTruthy();
    expect(await signInWith(email, "new password 2")).toBeNull();
    expect(await app.signedIn()).toBe(true);

    // The same link again: spent.
    await follow(link);
    await screen.findByText("This link has expired or was already used.", { exact: false });
    const change = screen.getByRole("button", { name: "Change password" }) as HTMLButtonElement;
    expect(change.disabled).toBe(true);
  });
});
