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
import { yearHeading } from "#shared/stats-chart.ts";
import { CategoryChart } from "./category-chart.tsx";
import { DownloadYearButton } from "./download-year-button.tsx";
import { MonthByMonth } from "./month-by-month.tsx";
import { MonthChart } from "./month-chart.tsx";
import { NationChart } from "./nation-chart.tsx";
import { YearSwitcher } from "./year-switcher.tsx";

const PAGE_TITLE = "Your Travels";

/** The year in the address (?year=2025), or this year when it names none or no real one. */
function yearFrom(search: URLSearchParams): number {
  const asked = Number(search.get("year"));
  const thisYear = new Date().getFullYear();
  return Number.isInteger(asked) && asked >= 1900 && asked <= thisYear + 1 ? asked : thisYear;
}

/** Your Travels (docs/product.md#your-travels): a year of visits, in figures and charts. */
export function StatsPage() {
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
      <PageFrame title={PAGE_TITLE}>
        <ListMessage
          title={stats.isError ? "Failed to load your travels." : "Loading..."}
          busy={!stats.isError}
          action={
            stats.isError ? (
              <Button variant="outline" onClick={() => stats.refetch()}>
                Try again
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
  return (
    <PageFrame title={PAGE_TITLE}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-2xl font-bold tracking-tight" aria-live="polite">
          {yearHeading(data.year)}
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

function Totals({ totals }: { totals: Stats["totals"] }) {
  const figures = [
    { label: "Visits", value: totals.visits },
    { label: "Places visited", value: totals.placesVisited },
    { label: "First visits", value: totals.firstVisits },
    { label: "Places added", value: totals.added },
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
