import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router";
import { AppRoutes } from "#client/app/router.tsx";
import { queryClient } from "#client/lib/query-client.ts";
import { ThemeProvider } from "#client/lib/theme.tsx";

/** Where the app's router is, for a test to see where an action took the person. */
function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/**
 * The whole app at `path`, its pages asking the app `realApp()` started for what they show;
 * `screen.getByTestId("where")` says where the router is. Answers a user-event session.
 */
export function renderAppAt(path: string) {
  render(
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  // A modal dialog turns off pointer events outside it, as a browser would.
  return userEvent.setup({ pointerEventsCheck: 0 });
}
