import { TriangleAlert } from "lucide-react";
import { Component, type ErrorInfo, type ReactNode, useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { queryClient } from "#client/lib/query-client.ts";
import { Button } from "./ui/button.tsx";
import { Card } from "./ui/card.tsx";

/** A page's code that could not be downloaded (a new release, or the signal dropped). */
const isChunkLoadFailure = (error: unknown) =>
  error instanceof TypeError && /dynamically imported module|import/i.test(error.message);

function RouteErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Screen readers land on what happened, not on a button that has gone.
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-background px-4">
      <Card className="w-full max-w-md p-8 text-center">
        <TriangleAlert className="mx-auto size-12 text-primary" aria-hidden />
        <h1
          ref={heading}
          tabIndex={-1}
          className="mt-4 text-2xl font-bold tracking-tight outline-none"
        >
          Something went wrong
        </h1>
        <p className="mt-2 text-sm text-muted-foreground">
          This page could not be shown. Nothing you saved has been lost.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <Button
            onClick={() => (isChunkLoadFailure(error) ? window.location.reload() : onRetry())}
          >
            Try again
          </Button>
          <Button variant="outline" asChild>
            <Link to="/">Back to home</Link>
          </Button>
        </div>
      </Card>
    </main>
  );
}

type State = { error: unknown; failed: boolean };

/**
 * A page that throws while it renders shows RouteErrorScreen, with a way back, instead of a
 * blank page. React has no hook for this: an error boundary is a class.
 */
class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error("A page failed to render", error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RouteErrorScreen
        error={this.state.error}
        onRetry={() => {
          // The page may have failed on what it was given: fetch everything afresh first.
          void queryClient.resetQueries();
          this.setState({ error: null, failed: false });
        }}
      />
    );
  }
}

/** The boundary for one route: going to another page starts afresh. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary key={pathname}>{children}</ErrorBoundary>;
}
