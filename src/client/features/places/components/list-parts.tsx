import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { formatCount } from "#shared/format-count.ts";
import type { Page } from "#shared/place-list.ts";

/** Previous and next, 'Page X of Y' and '(from-to of total)'. */
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
          Page {formatCount(page.page)} of {formatCount(page.pageCount)}
        </span>{" "}
        <span className="whitespace-nowrap text-muted-foreground">
          ({formatCount(page.from)}-{formatCount(page.to)} of {formatCount(page.total)})
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
