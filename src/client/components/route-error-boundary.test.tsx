import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "#client/lib/query-client.ts";
import { userQuery } from "#client/lib/session.ts";
import { ThemeProvider } from "#client/lib/theme.tsx";
import { useLazyComponent } from "#client/lib/use-lazy-component.ts";
import { expectConsoleErrors } from "#tests/setup/fail-on-console-error.ts";
import { AppErrorBoundary, RouteErrorBoundary } from "./route-error-boundary.tsx";

/** Chromium's words for a chunk that could not be downloaded. */
const chunkFailure = () =>
  new TypeError("Failed to fetch dynamically imported module: /assets/toaster-Ab12Cd34.js");

/** A part loaded on demand, as the toaster, the popups and the offline host are. */
function LazyPart({ load }: { load: () => Promise<() => ReactNode> }) {
  const Part = useLazyComponent(load, true);
  return Part ? <Part /> : null;
}

let broken = true;
/** A part of the app that throws while it renders, until mended. */
function BrokenPart() {
  if (broken) throw new Error("The popup read a field that is not there.");
  return <p>The popups are back.</p>;
}

/** The providers and router main.tsx mounts, which the error screen uses. */
function Providers({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

/** The app as main.tsx mounts it: the boundary inside the providers, around every part. */
function renderApp(children: ReactNode) {
  return render(
    <Providers>
      <AppErrorBoundary>
        <p>The routes</p>
        {children}
      </AppErrorBoundary>
    </Providers>,
  );
}

const errorHeading = () => screen.findByRole("heading", { name: "Something went wrong" });

beforeEach(() => {
  // Signed out, as far as the error screen's header asks: no request leaves the test.
  queryClient.setQueryData(userQuery.queryKey, null);
  broken = true;
});
afterEach(() => queryClient.clear());

describe("the app's error boundary", () => {
  it("shows the error screen when a part outside the routes fails, not a blank page", async () => {
    // React reports the caught error itself.
    expectConsoleErrors();
    renderApp(<BrokenPart />);

    // Screen readers land on what happened; the way home and the header are there.
    expect(document.activeElement).toBe(await errorHeading());
    screen.getByText("This page could not be shown, but nothing you have saved has been lost.");
    screen.getByRole("link", { name: "Back to home" });
    screen.getByRole("link", { name: "UK Adventures" });
    expect(screen.queryByText("The routes")).toBeNull();

    broken = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByText("The popups are back.");
    screen.getByText("The routes");
    expect(screen.queryByRole("heading", { name: "Something went wrong" })).toBeNull();
  });

  it("shows the error screen when a part's code cannot be downloaded, and loads the page afresh", async () => {
    expectConsoleErrors();
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
    renderApp(<LazyPart load={() => Promise.reject(chunkFailure())} />);

    await errorHeading();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(reload).toHaveBeenCalledOnce();
    reload.mockRestore();
  });

  it("shows a part once its code has come", async () => {
    renderApp(<LazyPart load={async () => () => <p>The toasts</p>} />);
    await screen.findByText("The toasts");
    screen.getByText("The routes");
  });
});

describe("a route's error boundary", () => {
  it("shows the error screen when code the page loads on demand cannot be downloaded", async () => {
    expectConsoleErrors();
    render(
      <Providers>
        <RouteErrorBoundary>
          <p>The page</p>
          <LazyPart load={() => Promise.reject(chunkFailure())} />
        </RouteErrorBoundary>
      </Providers>,
    );
    await errorHeading();
    expect(screen.queryByText("The page")).toBeNull();
  });
});

/** What the list answers next, in order: a bug's object where an array belongs, or a list. */
let answers: unknown[] = [];
let asked = 0;
const LIST_KEY = ["test-list"];

/** A page that reads the list and throws on what is not one, as a page with a bug would. */
function ListPage({ title }: { title: string }) {
  const list = useQuery({
    queryKey: LIST_KEY,
    queryFn: async () => {
      asked += 1;
      return answers.shift();
    },
  });
  if (!list.data) return <p>Loading</p>;
  const names = (list.data as string[]).map((name) => <li key={name}>{name}</li>);
  return (
    <>
      <h1>{title}</h1>
      <ul>{names}</ul>
    </>
  );
}

/** Home and a place's page, each behind its route's boundary, as the app's router has them. */
function renderRoutes(at: string) {
  return render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route
              path="/"
              element={
                <RouteErrorBoundary>
                  <ListPage title="Your Places" />
                </RouteErrorBoundary>
              }
            />
            <Route
              path="/place/1"
              element={
                <RouteErrorBoundary>
                  <ListPage title="Fountains Abbey" />
                </RouteErrorBoundary>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

const BROKEN = { places: "not a list" };

/** The error screen is up, and screen readers are taken to its heading. */
async function focusedOnWhatHappened() {
  const heading = await errorHeading();
  await waitFor(() => expect(document.activeElement).toBe(heading));
}

describe("a page that fails to render", () => {
  beforeEach(() => {
    asked = 0;
    // React reports each caught error itself.
    expectConsoleErrors();
  });

  it("fetches what it read afresh on Try again, and renders once it can", async () => {
    answers = [BROKEN, ["Tintagel Castle"]];
    renderRoutes("/");
    await focusedOnWhatHappened();
    screen.getByText("This page could not be shown, but nothing you have saved has been lost.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await screen.findByText("Tintagel Castle");
    screen.getByRole("heading", { name: "Your Places" });
    expect(asked).toBe(2);
    expect(screen.queryByRole("heading", { name: "Something went wrong" })).toBeNull();
  });

  it("shows the screen again when Try again fails too", async () => {
    answers = [BROKEN, BROKEN];
    renderRoutes("/");
    await errorHeading();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(asked).toBe(2));
    await focusedOnWhatHappened();
  });

  it("takes the person home from a broken page, and home starts afresh", async () => {
    answers = [BROKEN, ["Fountains Abbey"]];
    renderRoutes("/place/1");
    await errorHeading();
    await userEvent.click(screen.getByRole("link", { name: "Back to home" }));
    await screen.findByRole("heading", { name: "Your Places" });
    screen.getByText("Fountains Abbey");
    expect(screen.queryByRole("heading", { name: "Something went wrong" })).toBeNull();
  });

  it("starts home afresh when home itself was the broken page", async () => {
    answers = [BROKEN, ["Conwy"]];
    renderRoutes("/");
    await errorHeading();
    await userEvent.click(screen.getByRole("link", { name: "Back to home" }));
    await screen.findByText("Conwy");
    expect(screen.queryByRole("heading", { name: "Something went wrong" })).toBeNull();
  });
});
