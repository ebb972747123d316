import { MapPinned } from "lucide-react";
import type { ReactNode } from "react";

/** A loading, error or empty state in place of a list. */
export function ListMessage({
  title,
  hint,
  action,
  busy = false,
}: {
  title: string;
  hint?: string;
  action?: ReactNode;
  busy?: boolean;
}) {
  return (
    <div
      className="mt-4 rounded-2xl border border-dashed border-border px-6 py-10 text-center"
      role={busy ? "status" : undefined}
    >
      {busy ? (
        <span
          className="mx-auto block size-6 animate-spin rounded-full border-2 border-primary border-t-transparent"
          aria-hidden
        />
      ) : (
        <MapPinned className="mx-auto size-10 text-primary" aria-hidden />
      )}
      <p className="mt-3 font-semibold">{title}</p>
      {hint && <p className="mt-1 text-sm text-muted-foreground">{hint}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}
