import { Trans, useLingui } from "@lingui/react/macro";
import { ListMessage } from "#client/components/list-message.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { useSharedText } from "#client/lib/i18n.tsx";
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
  const { t } = useLingui();
  const shared = useSharedText();
  if (query.isPending) return <ListMessage busy title={loading} />;
  return (
    <div role="alert">
      <ListMessage
        title={failed}
        hint={describeError(query.error, t`Please try again.`, shared)}
        action={
          <Button variant="outline" disabled={query.isRefetching} onClick={() => query.refetch()}>
            {query.isRefetching ? <Trans>Trying again...</Trans> : <Trans>Try again</Trans>}
          </Button>
        }
      />
    </div>
  );
}
