import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { CalendarCheck, CalendarPlus, ChartColumn, Compass, Download } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Progress } from "#client/components/ui/progress.tsx";
import { toast } from "#client/components/ui/toast-store.ts";
import { cn } from "#client/lib/cn.ts";
import { useSharedText } from "#client/lib/i18n.tsx";
import { saveFile } from "#client/lib/save-file.ts";
import { type AdventureSummary, summarizeAdventure } from "#shared/adventure-summary.ts";
import { APP_SLUG } from "#shared/app-info.ts";
import { formatCount } from "#shared/format-count.ts";
import { locationOf } from "#shared/geo/location.ts";
import type { Place } from "#shared/place.ts";
import { SummaryHeading } from "./summary-heading.tsx";

/** uk-adventures-summary.png. */
const SUMMARY_FILE_NAME = `${APP_SLUG}-summary.png`;

/**
 * The Adventure Summary card, on the home page: the list's figures,
 * and a Download that draws them as a shareable image. The onboarding tour points at it.
 * `monthVisits` is this month's visits, from the year's figures (a place visited twice this
 * month counts twice, which the list, holding only each place's latest visit, cannot tell);
 * undefined until they have come, and then left out of the line rather than guessed.
 */
export function AdventureSummaryCard({
  places,
  monthVisits,
}: {
  places: readonly Place[];
  monthVisits?: number;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const summary = useMemo(() => summarizeAdventure(places, new Date()), [places]);

  if (summary.total === 0) {
    return (
      <section data-tour="adventure-summary" aria-labelledby={headingId} className="mt-4">
        <Card className="flex items-center gap-4 p-4 sm:p-5">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-secondary text-secondary-foreground [&_svg]:size-6">
            <Compass aria-hidden />
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="font-semibold">
              <Trans>Start Your Adventure!</Trans>
            </h2>
            <p className="mt-0.5 text-sm text-muted-foreground">
              <Trans>Add your first place to create a shareable summary card.</Trans>
            </p>
          </div>
        </Card>
      </section>
    );
  }

  const percent = Math.round((summary.visited / summary.total) * 100);
  // Places marked visited with no date (a pasted list or an old backup can bring them) are
  // visits all the same: "No visits yet" beside a Visited count would contradict it.
  const daysAgo = summary.lastVisit?.daysAgo;
  const lastVisit =
    daysAgo === undefined
      ? summary.visited > 0
        ? t`no date recorded`
        : null
      : daysAgo <= 0
        ? t`Today`
        : t`${plural(daysAgo, { one: "# day ago", other: "# days ago" })}`;
  const added = formatCount(summary.thisMonth.added);
  const figures = [
    { label: t`Total`, value: summary.total },
    { label: t`Visited`, value: summary.visited },
    { label: t`To Visit`, value: summary.toVisit },
  ];

  return (
    <section data-tour="adventure-summary" aria-labelledby={headingId} className="mt-4">
      <Card className="p-4 sm:p-5">
        <SummaryHeading
          id={headingId}
          explored={t`${percent}% explored`}
          action={<DownloadButton summary={summary} places={places} />}
        />
        <Progress value={percent} label={t`Places visited`} className="mt-3" />

        <div className="mt-4 grid gap-4 sm:grid-cols-2 sm:gap-5">
          <dl className="grid grid-cols-3 gap-2 self-start text-center">
            {figures.map((figure) => (
              <div key={figure.label} className="rounded-xl bg-muted px-2 py-2">
                <dt className="text-xs text-muted-foreground">{figure.label}</dt>
                <dd className="text-xl font-bold tabular-nums">{formatCount(figure.value)}</dd>
              </div>
            ))}
          </dl>
          <TopCategories categories={summary.topCategories} />
        </div>

        {/* One line each on a phone: this month's visits, which come after the list, then
            lengthen their line without moving the others (no layout shift). */}
        <div className="mt-4 flex flex-col gap-x-6 gap-y-1.5 border-t border-border pt-3 text-sm text-muted-foreground sm:flex-row sm:flex-wrap [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-primary">
          <p className="flex items-center gap-2">
            <CalendarCheck aria-hidden />
            {lastVisit ? (
              <span>
                <Trans>
                  Last visit: <span className="font-medium text-foreground">{lastVisit}</span>
                </Trans>
              </span>
            ) : (
              <span>
                <Trans>No visits yet</Trans>
              </span>
            )}
          </p>
          <p className="flex items-center gap-2">
            <CalendarPlus aria-hidden />
            <span>
              {monthVisits === undefined ? (
                <Trans>
                  This month: <span className="font-medium text-foreground">{added} added</span>
                </Trans>
              ) : (
                <Trans>
                  This month:{" "}
                  <span className="font-medium text-foreground">
                    {added} added, <Plural value={monthVisits} one="# visit" other="# visits" />
                  </span>
                </Trans>
              )}
            </span>
          </p>
          <Link
            to="/stats"
            className="flex items-center gap-2 self-start font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring sm:ml-auto sm:self-auto"
          >
            <ChartColumn aria-hidden />
            <Trans>See your year in places</Trans>
          </Link>
        </div>
      </Card>
    </section>
  );
}

function TopCategories({ categories }: { categories: AdventureSummary["topCategories"] }) {
  const headingId = useId();
  // The categories are the shared list's, marked there.
  const shared = useSharedText();
  return (
    <div>
      <h3
        id={headingId}
        className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        <Trans>Top categories</Trans>
      </h3>
      {categories.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">
          <Trans>No categories yet. Give a place one to see your favourites here.</Trans>
        </p>
      ) : (
        <ol aria-labelledby={headingId} className="mt-2 grid gap-1.5 text-sm">
          {categories.map(({ category, count }, index) => (
            <li
              key={category}
              className={cn(
                "rounded-lg px-2.5 py-1",
                index === 0 ? "bg-accent py-1.5 text-accent-foreground" : "bg-muted",
              )}
            >
              {index === 0 && (
                <span className="block text-xs font-semibold tracking-wide uppercase">
                  <Trans>Top category</Trans>
                </span>
              )}
              <span className="flex min-h-6 items-center gap-2">
                <span className={cn("min-w-0 truncate", index === 0 ? "font-bold" : "font-medium")}>
                  {shared(category)}
                </span>
                <span
                  className={cn(
                    "ml-auto shrink-0 tabular-nums",
                    index === 0 ? "text-accent-foreground" : "text-muted-foreground",
                  )}
                >
                  <Plural value={count} one="# place" other="# places" />
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** Draws the summary image (the drawing code loads on the first press) and saves it. */
function DownloadButton({
  summary,
  places,
}: {
  summary: AdventureSummary;
  places: readonly Place[];
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const { drawSummaryImage } = await import("./draw-summary.ts");
      const visited = places
        .filter((place) => place.visited)
        .flatMap((place) => locationOf(place) ?? []);
      saveFile(await drawSummaryImage(summary, new Date(), visited), SUMMARY_FILE_NAME);
      toast({
        title: t`Downloaded!`,
        description: t`Your adventure summary card has been saved as an image.`,
      });
    } catch {
      toast({
        title: t`Download Failed`,
        description: t`Could not create the summary image.`,
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={download} disabled={busy} aria-busy={busy}>
      <Download aria-hidden />
      <Trans>Download</Trans>
    </Button>
  );
}
