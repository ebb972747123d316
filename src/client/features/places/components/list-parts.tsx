import { Trans, useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { formatCount } from "#shared/format-count.ts";
import type { Page } from "#shared/place-list.ts";

/** Previous and next, 'Page X of Y' and '(from-to of total)'. */
export function Pager({ page, onPage }: { page: Page<unknown>; onPage: (page: number) => void }) {
  const { t } = useLingui();
  const current = formatCount(page.page);
  const pageCount = formatCount(page.pageCount);
  const from = formatCount(page.from);
  const to = formatCount(page.to);
  const total = formatCount(page.total);
  return (
    <nav aria-label={t`Pages`} className="mt-5 flex items-center justify-between gap-2">
      <Button
        variant="outline"
        size="sm"
        disabled={page.page <= 1}
        onClick={() => onPage(page.page - 1)}
      >
        <ChevronLeft aria-hidden />
        <Trans>Previous</Trans>
      </Button>
      <p className="text-center text-sm" aria-live="polite">
        <span className="font-medium">
          <Trans>
            Page {current} of {pageCount}
          </Trans>
        </span>{" "}
        <span className="whitespace-nowrap text-muted-foreground">
          <Trans>
            ({from}-{to} of {total})
          </Trans>
        </span>
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={page.page >= page.pageCount}
        onClick={() => onPage(page.page + 1)}
      >
        <Trans>Next</Trans>
        <ChevronRight aria-hidden />
      </Button>
    </nav>
  );
}
