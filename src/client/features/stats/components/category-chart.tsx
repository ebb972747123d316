import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { Stats } from "#client/entities/stats/query.ts";
import { useSharedText } from "#client/lib/i18n.tsx";
import { formatCount } from "#shared/format-count.ts";
import { chartScale } from "#shared/stats-chart.ts";
import { SOLID } from "./bar-styles.tsx";
import { ChartFigure } from "./chart-figure.tsx";
import { RowBars } from "./row-bars.tsx";

/** What a visit to a place without a category is counted under. */
export const NO_CATEGORY = msg`No category`;

/** The year's visits by the visited place's category. */
export function CategoryChart({ byCategory }: { byCategory: Stats["byCategory"] }) {
  const { t, i18n } = useLingui();
  // The categories are the shared list's, marked there.
  const shared = useSharedText();
  const rows = byCategory.map((entry) => ({
    label: entry.category ? shared(entry.category) : i18n._(NO_CATEGORY),
    visits: entry.visits,
  }));
  const { top } = chartScale(Math.max(0, ...rows.map((row) => row.visits)));
  return (
    <ChartFigure
      title={t`Visits by category`}
      chart={
        rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No visits this year.</Trans>
          </p>
        ) : (
          <RowBars
            top={top}
            rows={rows.map((row) => ({
              label: row.label,
              bars: [
                {
                  name: "visits",
                  value: row.visits,
                  draw: (width) => <rect width={width} height="12" fill={SOLID} rx="2" />,
                },
              ],
            }))}
          />
        )
      }
      columns={[{ label: t`Category` }, { label: t`Visits`, numeric: true }]}
      rows={rows.map((row) => ({ key: row.label, cells: [row.label, formatCount(row.visits)] }))}
    />
  );
}
