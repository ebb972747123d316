import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "#client/lib/api-client.ts";
import { okJson } from "#shared/api-answer.ts";
import type { Stats as StatsFigures, StatsPlacesAnswer } from "#shared/stats.ts";
import { localMonthOf, visitsInMonth } from "#shared/stats-chart.ts";

// A year's figures are read by the stats page and by the home's summary card (this month's
// visits), so the query lives here rather than in either feature.

/** GET /api/stats?year=YYYY (docs/product.md#your-travels), as the route answers it. */
export type Stats = StatsFigures;
/** GET /api/stats/places?year=YYYY: the places visited in each month. */
export type MonthPlaces = StatsPlacesAnswer["monthPlaces"];

/**
 * A year's figures. `listVersion` is the place list's version (`placeListVersion`): a visit
 * added or a place removed changes the list, and so asks again,
 * while the figures already shown stay until the new ones come.
 */
export const statsQuery = (year: number, listVersion: number) =>
  queryOptions({
    queryKey: ["/api/stats", year, listVersion],
    queryFn: (): Promise<Stats> => okJson(api.stats.$get({ query: { year: String(year) } })),
    placeholderData: keepPreviousData,
  });

/** The places visited in each month of a year, asked for again as `statsQuery` is. */
export const statsPlacesQuery = (year: number, listVersion: number) =>
  queryOptions({
    queryKey: ["/api/stats/places", year, listVersion],
    queryFn: (): Promise<StatsPlacesAnswer> =>
      okJson(api.stats.places.$get({ query: { year: String(year) } })),
    placeholderData: keepPreviousData,
  });

/**
 * This month's visits (the viewer's month), from this year's figures; undefined until they
 * have come, or when `enabled` is false (no places, so no visits to ask about).
 */
export function useThisMonthVisits(listVersion: number, enabled: boolean): number | undefined {
  const now = new Date();
  const stats = useQuery({ ...statsQuery(now.getFullYear(), listVersion), enabled });
  if (!enabled) return 0;
  return stats.data
    ? (visitsInMonth(stats.data.months, localMonthOf(now)) ?? undefined)
    : undefined;
}
