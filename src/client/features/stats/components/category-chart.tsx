import type { Stats } from "#client/entities/stats/query.ts";
import { formatCount } from "#shared/format-count.ts";
import { chartScale } from "#shared/stats-chart.ts";
import { SOLID } from "./bar-styles.tsx";
import { ChartFigure } from "./chart-figure.tsx";
import { RowBars } from "./row-bars.tsx";

/** What a visit to a place without a category is counted under. */
export const NO_CATEGORY = "No category";

/** The year's visits by the visited place's category. */
export function CategoryChart({ byCategory }: { byCategory: Stats["byCategory"] }) {
  const rows = byCategory.map((entry) => ({
    label: entry.category ?? NO_CATEGORY,
    visits: entry.visits,
  }));
  const { top } = chartScale(Math.max(0, ...rows.map((row) => row.visits)));
  return (
    <ChartFigure
      title="Visits by category"
      chart={
        rows.length === 0 ? (
          <p className="text-sm text-muted-foreground">No visits this year.</p>
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
      columns={[{ label: "Category" }, { label: "Visits", numeric: true }]}
      rows={rows.map((row) => ({ key: row.label, cells: [row.label, formatCount(row.visits)] }))}
    />
  );
}
