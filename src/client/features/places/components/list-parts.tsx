import { ChevronLeft, ChevronRight, MapPinned } from "lucide-react";
import type { ReactNode } from "react";
import type { Page } from "../../../../shared/place-list.ts";
import { Button } from "../../../components/ui/button.tsx";

/** The loading, error and empty states of the list. */
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

/** Spec §2: previous and next, 'Page X of Y' and '(from-to of total)'. */
export function Pager({ page, onPage }: { page: Page<unknown>; onPage: (page: number) => void }) {
  return (
    <nav aria-label="Pages" className="mt-5 flex items-center justify-between gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={page.page <= 1}
        onClick={() => onPage(page.page - 1)}
      >
        <ChevronLeft aria-hidden />
        Previous
      </Button>
      <p className="text-center text-sm" aria-live="polite">
        <span className="font-medium">
          Page {page.page} of {page.pageCount}
        </span>{" "}
        <span className="whitespace-nowrap text-muted-foreground">
          ({page.from}-{page.to} of {page.total})
        </span>
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={page.page >= page.pageCount}
        onClick={() => onPage(page.page + 1)}
      >
        Next
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
