import type { ReactNode } from "react";
import { type FallbackProps, ErrorBoundary as ReactErrorBoundary } from "react-error-boundary";
import { useLocation } from "react-router";
import { RemoveHomeShell } from "#client/lib/home-shell.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { RouteErrorScreen } from "./route-error-screen.tsx";

/**
 * A page's code that could not be downloaded (a new release, or the signal dropped), in
 * Chromium's, Firefox's and Safari's words: trying again needs the page loaded afresh.
 */
const isChunkLoadFailure = (error: unknown) =>
  error instanceof TypeError &&
  /dynamically imported module|importing a module script failed/i.test(error.message);

/**
 * The failed page may have choked on what it was given, so what it alone was reading (the
 * queries nothing on screen still watches) is dropped and fetched afresh when it renders
 * again. The signed-in user stays: the header above is still reading it.
 */
function dropUnwatchedData(): void {
  void queryClient.resetQueries({ predicate: (query) => query.getObserversCount() === 0 });
}

/**
 * What a part that threw while rendering shows instead of a blank page. It does not log the
 * error itself: React already reports a caught error once with console.error (createRoot's
 * onCaughtError).
 */
function ErrorFallback({ error, resetErrorBoundary }: FallbackProps) {
  return (
    <>
      {/* A home that failed before its list arrived would otherwise sit under its shell. */}
      <RemoveHomeShell />
      <RouteErrorScreen
        onRetry={() =>
          isChunkLoadFailure(error) ? window.location.reload() : resetErrorBoundary()
        }
        // Home may be this very page (same path, same boundary): start it afresh too.
        onLeave={resetErrorBoundary}
      />
    </>
  );
}

function ErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ReactErrorBoundary FallbackComponent={ErrorFallback} onReset={dropUnwatchedData}>
      {children}
    </ReactErrorBoundary>
  );
}

/** The boundary for one route: going to another page starts afresh. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary key={pathname}>{children}</ErrorBoundary>;
}

/**
 * The boundary around the whole app, inside its providers and router (the error screen uses
 * them): what fails outside a route's own boundary, such as the offline host, the toaster,
 * the achievement popups or the session-ended redirect, shows the error screen rather than
 * taking the whole page down to a blank one, as React does with an error no boundary catches.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary>{children}</ErrorBoundary>;
}
