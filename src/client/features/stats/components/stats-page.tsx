import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { ListMessage } from "#client/components/list-message.tsx";
import { PageFrame } from "#client/components/page-frame.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { placeListVersion, placesQuery } from "#client/entities/place/list-query.ts";
import {
  type MonthPlaces,
  type Stats,
  statsPlacesQuery,
  statsQuery,
} from "#client/entities/stats/query.ts";
import { homeShellShown, useRemoveHomeShell } from "#client/lib/home-shell.ts";
import { formatCount } from "#shared/format-count.ts";
import type { Place } from "#shared/place.ts";
import { CategoryChart } from "./category-chart.tsx";
import { DownloadYearButton } from "./download-year-button.tsx";
import { MonthByMonth } from "./month-by-month.tsx";
import { MonthChart } from "./month-chart.tsx";
import { NationChart } from "./nation-chart.tsx";
import { YearSwitcher } from "./year-switcher.tsx";

/** The year in the address (?year=2025), or this year when it names none or no real one. */
function yearFrom(search: URLSearchParams): number {
  const asked = Number(search.get("year"));
  const thisYear = new Date().getFullYear();
  return Number.isInteger(asked) && asked >= 1900 && asked <= thisYear + 1 ? asked : thisYear;
}

/** Your Travels (docs/product.md#your-travels): a year of visits, in figures and charts. */
export function StatsPage() {
  const { t } = useLingui();
  const [search, setSearch] = useSearchParams();
  const year = yearFrom(search);
  const places = useQuery(placesQuery);
  // Read on each render, which a change to the list brings (useQuery above).
  const listVersion = placeListVersion();
  const stats = useQuery(statsQuery(year, listVersion));
  const monthPlaces = useQuery(statsPlacesQuery(year, listVersion)).data?.monthPlaces;
  // The page the server sent shows this year's figures (its shell) until the app has them.
  useRemoveHomeShell(stats.data !== undefined || stats.isError);

  if (!stats.data) {
    if (!stats.isError && homeShellShown()) return null;
    return (
      <PageFrame title={t`Your Travels`}>
        <ListMessage
          title={stats.isError ? t`Failed to load your travels.` : t`Loading...`}
          busy={!stats.isError}
          action={
            stats.isError ? (
              <Button variant="outline" onClick={() => stats.refetch()}>
                <Trans>Try again</Trans>
              </Button>
            ) : undefined
          }
        />
      </PageFrame>
    );
  }

  return (
    <StatsView
      stats={stats.data}
      year={year}
      monthPlaces={monthPlaces}
      places={places.data ?? []}
      onYear={(next) => setSearch({ year: String(next) }, { replace: true })}
    />
  );
}

/**
 * The page once a year's figures have come: drawn by the app, and by the server as the shell
 * of the page it sends (app/render-home-shell.tsx), so the figures show before the app runs.
 */
export function StatsView({
  stats: data,
  year,
  monthPlaces,
  places,
  onYear,
}: {
  stats: Stats;
  year: number;
  /** Undefined until they have come (the shell has none). */
  monthPlaces: MonthPlaces | undefined;
  places: readonly Place[];
  onYear: (year: number) => void;
}) {
  const { t } = useLingui();
  return (
    <PageFrame title={t`Your Travels`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-2xl font-bold tracking-tight" aria-live="polite">
          <YearHeading year={data.year} />
        </h2>
        <YearSwitcher years={data.years} year={year} onChange={onYear} />
      </div>
      <Totals totals={data.totals} />
      <DownloadYearButton stats={data} monthPlaces={monthPlaces} places={places} />
      <MonthChart months={data.months} />
      <CategoryChart byCategory={data.byCategory} />
      <NationChart byNation={data.byNation} />
      {monthPlaces && <MonthByMonth monthPlaces={monthPlaces} />}
    </PageFrame>
  );
}

/** The page's heading for a year, as one sentence (the downloaded image says it too). */
function YearHeading({ year }: { year: number }) {
  return <Trans>Your {year} in places</Trans>;
}

function Totals({ totals }: { totals: Stats["totals"] }) {
  const { t } = useLingui();
  const figures = [
    { label: t`Visits`, value: totals.visits },
    { label: t`Places visited`, value: totals.placesVisited },
    { label: t`First visits`, value: totals.firstVisits },
    { label: t`Places added`, value: totals.added },
  ];
  return (
    <dl className="mt-4 grid grid-cols-2 gap-2 text-center sm:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-xl bg-muted px-2 py-3">
          <dt className="text-xs text-muted-foreground">{figure.label}</dt>
          <dd className="text-2xl font-bold tabular-nums">{formatCount(figure.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
