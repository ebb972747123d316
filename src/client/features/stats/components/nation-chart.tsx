import type { Stats } from "#client/entities/stats/query.ts";
import { formatCount } from "#shared/format-count.ts";
import { chartScale } from "#shared/stats-chart.ts";
import { SOLID, StripedRect, useStripes } from "./bar-styles.tsx";
import { ChartFigure, ChartLegend } from "./chart-figure.tsx";
import { RowBars } from "./row-bars.tsx";

/** Places in each nation of the UK: those visited and those still to visit. */
export function NationChart({ byNation }: { byNation: Stats["byNation"] }) {
  const stripes = useStripes();
  const { top } = chartScale(Math.max(0, ...byNation.map((n) => Math.max(n.visited, n.toVisit))));
  return (
    <ChartFigure
      title="Places by nation"
      legend={
        <ChartLegend
          items={[
            { label: "Visited", swatch: <rect width="16" height="12" fill={SOLID} /> },
            {
              label: "To visit",
              swatch: <StripedRect x={0.5} y={0.5} width={15} height={11} fill={stripes.fill} />,
            },
          ]}
        />
      }
      chart={
        <RowBars
          defs={stripes.defs}
          top={top}
          rows={byNation.map((entry) => ({
            label: entry.nation,
            bars: [
              {
                name: "visited",
                value: entry.visited,
                draw: (width) => <rect width={width} height="12" fill={SOLID} rx="2" />,
              },
              {
                name: "to visit",
                value: entry.toVisit,
                draw: (width) => (
                  <StripedRect x={0.5} y={0.5} width={width} height={11} fill={stripes.fill} />
                ),
              },
            ],
          }))}
        />
      }
      columns={[
        { label: "Nation" },
        { label: "Visited", numeric: true },
        { label: "To visit", numeric: true },
      ]}
      rows={byNation.map((entry) => ({
        key: entry.nation,
        cells: [entry.nation, formatCount(entry.visited), formatCount(entry.toVisit)],
      }))}
    />
  );
}
