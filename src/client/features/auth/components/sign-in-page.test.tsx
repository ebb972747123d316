import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AppRoutes } from "#client/app/router.tsx";
import { queryClient } from "#client/lib/query-client.ts";
import { userQuery } from "#client/lib/session.ts";
import { ThemeProvider } from "#client/lib/theme.tsx";
import { signInOptionsQuery } from "../api.ts";
import { SignInPage } from "./sign-in-page.tsx";

/** `page` at `path`, signed out, with no external providers: no request leaves the test. */
function renderSignedOut(path: string, page = <AppRoutes />) {
  queryClient.setQueryData(userQuery.queryKey, null);
  queryClient.setQueryData(signInOptionsQuery.queryKey, { external: [] });
  return render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

async function openEmailForm() {
  renderSignedOut("/sign-in", <SignInPage />);
  await userEvent.click(await screen.findByRole("button", { name: "Continue with email" }));
}

const password = () => screen.getByLabelText("Password", { selector: "input" }) as HTMLInputElement;

beforeEach(() => localStorage.clear());
afterEach(() => queryClient.clear());

describe("the email form", () => {
  it("shows and hides the password", async () => {
    await openEmailForm();
    expect(password().type).toBe("password");
    await userEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(password().type).toBe("text");
    await userEvent.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password().type).toBe("password");
  });

  it("shows what is wrong with the form, and clears it when the mode changes", async () => {
    await openEmailForm();
    await userEvent.type(screen.getByLabelText("Email"), "ada@example.org");
    await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Enter your password");

    await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
    screen.getByRole("heading", { level: 1, name: "Create Account" });
    screen.getByLabelText(/Your name/);
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("an unknown path", () => {
  it("shows the 404 page, with a way to sign in for a signed-out visitor", async () => {
    renderSignedOut("/no/such/page");
    await screen.findByRole("heading", { name: "404 Page Not Found" });
    screen.getByText("Did you forget to add the page to the router?");
    screen.getByRole("link", { name: "Back to home" });
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toContain(
      "/sign-in",
    );
  });
});

describe("a signed-in page opened signed out", () => {
  it.each([
    ["/options", "/sign-in?next=%2Foptions"],
    ["/place/7", "/sign-in?next=%2Fplace%2F7"],
  ])("is not there at %s, and offers to sign in and come back", async (path, signIn) => {
    renderSignedOut(path);
    await screen.findByRole("heading", { name: "404 Page Not Found" });
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(signIn);
  });
});
