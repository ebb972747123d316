import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { queryClient } from "#client/lib/query-client.ts";
import { userQuery } from "#client/lib/session.ts";
import { ThemeProvider } from "#client/lib/theme.tsx";
import { NotFoundPage } from "./not-found-page.tsx";
import { PageFrame } from "./page-frame.tsx";

// The home names itself too (app/home-page.test.tsx), and a place's page by the place
// (tests/e2e/polish.test.ts, which reads the tab's title in the browser).
afterEach(() => queryClient.clear());

describe("each page's name in the browser's tab", () => {
  it("is the page's title, then the app's name", async () => {
    render(
      <ThemeProvider>
        <MemoryRouter>
          <PageFrame title="Options">
            <p>The options</p>
          </PageFrame>
        </MemoryRouter>
      </ThemeProvider>,
    );
    screen.getByRole("heading", { name: "Options" });
    await waitFor(() => expect(document.title).toBe("Options · UK Adventures"));
  });

  it("says 'Page not found' for an address the app does not know, offering to sign in", async () => {
    // Signed out, as far as the page asks: no request leaves the test.
    queryClient.setQueryData(userQuery.queryKey, null);
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={["/no/such/page"]}>
          <NotFoundPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    screen.getByRole("heading", { name: "404 Page Not Found" });
    // A signed-in page, opened signed out, looks missing: signing in comes back to it.
    expect(screen.getByRole("link", { name: "Sign in" }).getAttribute("href")).toBe(
      "/sign-in?next=%2Fno%2Fsuch%2Fpage",
    );
    await waitFor(() => expect(document.title).toBe("Page not found · UK Adventures"));
  });
});
