import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Compass, Download } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";

/** The card's first line: its icon, heading, how much is explored, and an action. */
export function SummaryHeading({
  id,
  explored,
  action,
}: {
  id?: string;
  explored: ReactNode;
  action: ReactNode;
}) {
  return (
    <div className="flex items-center gap-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground [&_svg]:size-5">
        <Compass aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={id} className="font-semibold leading-tight">
          <Trans>Your Adventure Summary</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">{explored}</p>
      </div>
      {action}
    </div>
  );
}

/** The card's three figures, named as the card names them. */
const PLACEHOLDER_FIGURES = [msg`Total`, msg`Visited`, msg`To Visit`];

/**
 * The card before the list has arrived, in the page the server sends a signed-in visitor: its
 * heading and frame in place, the figures still to come.
 */
export function AdventureSummaryPlaceholder() {
  const { i18n } = useLingui();
  return (
    <section className="mt-4">
      <Card className="p-4 sm:p-5">
        <SummaryHeading
          explored={<span className="inline-block h-3 w-20 rounded bg-muted align-middle" />}
          action={
            <Button variant="outline" size="sm" disabled>
              <Download aria-hidden />
              <Trans>Download</Trans>
            </Button>
          }
        />
        <div className="mt-3 h-2 rounded-full bg-muted" />
        <div className="mt-4 grid grid-cols-3 gap-2 sm:w-1/2">
          {PLACEHOLDER_FIGURES.map((label) => (
            <div key={label.id} className="rounded-xl bg-muted px-2 py-2 text-center">
              <p className="text-xs text-muted-foreground">{i18n._(label)}</p>
              <p className="text-xl font-bold text-muted-foreground">–</p>
            </div>
          ))}
        </div>
      </Card>
    </section>
  );
}
