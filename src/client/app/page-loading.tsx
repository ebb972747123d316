import { Trans } from "@lingui/react/macro";

export function PageLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-live="polite">
      <div className="flex items-center gap-3 text-muted-foreground">
        <span
          className="size-5 animate-spin rounded-full border-2 border-current border-t-transparent"
          aria-hidden
        />
        <Trans>Loading...</Trans>
      </div>
    </div>
  );
}
