import { useLingui } from "@lingui/react/macro";
import type { Stats } from "#client/entities/stats/query.ts";
import { formatCount } from "#shared/format-count.ts";
import { chartScale, shareOf } from "#shared/stats-chart.ts";
import { monthShortIn, monthTitleIn } from "../month-names.ts";
import { SOLID, StripedRect, useStripes } from "./bar-styles.tsx";
import { ChartFigure, ChartLegend } from "./chart-figure.tsx";

// The drawing's own units: it scales to the card's width, up to a size where its words stay
// the size of the page's small print.
const WIDTH = 360;
const HEIGHT = 180;
const AXIS = 26;
const FOOT = 18;
const TOP = 8;
const PLOT_HEIGHT = HEIGHT - FOOT - TOP;

/** Visits and places added in each month of the year: two bars a month. */
export function MonthChart({ months }: { months: Stats["months"] }) {
  const { t, i18n } = useLingui();
  const monthTitle = (month: string) => monthTitleIn(month, i18n.locale);
  const stripes = useStripes();
  const { top, ticks } = chartScale(Math.max(0, ...months.map((m) => Math.max(m.visits, m.added))));
  const column = (WIDTH - AXIS) / Math.max(1, months.length);
  const bar = Math.min(11, (column - 6) / 2);
  const y = (value: number) => TOP + PLOT_HEIGHT * (1 - shareOf(value, top));

  return (
    <ChartFigure
      title={t`Visits and places added, month by month`}
      legend={
        <ChartLegend
          items={[
            { label: t`Visits`, swatch: <rect width="16" height="12" fill={SOLID} /> },
            {
              label: t`Places added`,
              swatch: <StripedRect x={0.5} y={0.5} width={15} height={11} fill={stripes.fill} />,
            },
          ]}
        />
      }
      chart={
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="block h-auto w-full max-w-xl text-muted-foreground"
          data-testid="month-chart"
          aria-hidden
        >
          {stripes.defs}
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={AXIS}
                x2={WIDTH}
                y1={y(tick)}
                y2={y(tick)}
                stroke="var(--border)"
                strokeWidth={1}
              />
              <text
                x={AXIS - 4}
                y={y(tick)}
                dy="0.32em"
                textAnchor="end"
                fontSize={10}
                fill="currentColor"
              >
                {formatCount(tick)}
              </text>
            </g>
          ))}
          {months.map((month, index) => {
            const middle = AXIS + column * index + column / 2;
            return (
              <g key={month.month}>
                <title>{monthTitle(month.month)}</title>
                {month.visits > 0 && (
                  <rect
                    x={middle - bar - 1}
                    y={y(month.visits)}
                    width={bar}
                    height={y(0) - y(month.visits)}
                    fill={SOLID}
                    rx={1.5}
                  />
                )}
                {month.added > 0 && (
                  <StripedRect
                    x={middle + 1.5}
                    y={y(month.added) + 0.5}
                    width={bar - 1}
                    height={Math.max(0, y(0) - y(month.added) - 0.5)}
                    fill={stripes.fill}
                  />
                )}
                <text
                  x={middle}
                  y={HEIGHT - 4}
                  textAnchor="middle"
                  fontSize={10}
                  fill="currentColor"
                >
                  {monthShortIn(month.month, i18n.locale)}
                </text>
              </g>
            );
          })}
        </svg>
      }
      columns={[
        { label: t`Month` },
        { label: t`Visits`, numeric: true },
        { label: t`Places added`, numeric: true },
      ]}
      rows={months.map((month) => ({
        key: month.month,
        cells: [monthTitle(month.month), formatCount(month.visits), formatCount(month.added)],
      }))}
    />
  );
}
