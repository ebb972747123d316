import { Trans } from "@lingui/react/macro";
import { Progress } from "#client/components/ui/progress.tsx";
import { formatCount } from "#shared/format-count.ts";
import type { BulkProgress } from "../bulk-add.ts";

/** From this many places an import or restore shows its progress, even in one request. */
const SHOWN_FROM = 300;

/**
 * How far an import or restore has got; shown when it takes several requests or holds a few
 * hundred places, for which the wait is long enough to wonder.
 */
export function BulkProgressBar({
  progress,
  label,
}: {
  progress: BulkProgress | null;
  label: string;
}) {
  if (!progress || (progress.requests <= 1 && progress.total < SHOWN_FROM)) return null;
  const sent = formatCount(progress.sent);
  const total = formatCount(progress.total);
  return (
    <div className="grid gap-1">
      <Progress value={(progress.sent / progress.total) * 100} label={label} />
      <p className="text-xs text-muted-foreground tabular-nums">
        <Trans>
          {sent} of {total}
        </Trans>
      </p>
    </div>
  );
}
