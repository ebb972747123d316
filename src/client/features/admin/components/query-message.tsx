import { ListMessage } from "#client/components/list-message.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { describeError } from "#shared/error-messages.ts";

type QueryState = {
  isPending: boolean;
  error: unknown;
  isRefetching: boolean;
  refetch: () => unknown;
};

/**
 * The loading or error state of one admin query, so that no tab is ever blank. Shown only
 * while there is no data; the caller draws the data itself.
 */
export function QueryMessage({
  query,
  loading,
  failed,
}: {
  query: QueryState;
  /** e.g. "Loading users..." */
  loading: string;
  /** The heading of the error state, and the fallback sentence under it. */
  failed: string;
}) {
  if (query.isPending) return <ListMessage busy title={loading} />;
  return (
    <div role="alert">
      <ListMessage
        title={failed}
        hint={describeError(query.error, "Please try again.")}
        action={
          <Button variant="outline" disabled={query.isRefetching} onClick={() => query.refetch()}>
            {query.isRefetching ? "Trying again..." : "Try again"}
          </Button>
        }
      />
    </div>
  );
}
