import { Progress } from "#client/components/ui/progress.tsx";
import { formatCount } from "#shared/format-count.ts";
import type { BulkProgress } from "../bulk-add.ts";

/** How far an import or restore has got; shown only when it takes several requests. */
export function BulkProgressBar({
  progress,
  label,
}: {
  progress: BulkProgress | null;
  label: string;
}) {
  if (!progress || progress.requests <= 1) return null;
  return (
    <div className="grid gap-1">
      <Progress value={(progress.sent / progress.total) * 100} label={label} />
      <p className="text-xs text-muted-foreground tabular-nums">
        {formatCount(progress.sent)} of {formatCount(progress.total)}
      </p>
    </div>
  );
}
