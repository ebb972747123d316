import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { Stats } from "#client/entities/stats/query.ts";
import { formatCount } from "#shared/format-count.ts";
import { chartScale } from "#shared/stats-chart.ts";
import { SOLID, StripedRect, useStripes } from "./bar-styles.tsx";
import { ChartFigure, ChartLegend } from "./chart-figure.tsx";
import { RowBars } from "./row-bars.tsx";

/** The nations' names for people, by the name the answer keys them with. */
const NATION_NAMES: Record<string, MessageDescriptor> = {
  England: msg`England`,
  Scotland: msg`Scotland`,
  Wales: msg`Wales`,
  "Northern Ireland": msg`Northern Ireland`,
};

/** Places in each nation of the UK: those visited and those still to visit. */
export function NationChart({ byNation }: { byNation: Stats["byNation"] }) {
  const { t, i18n } = useLingui();
  const nationName = (nation: string) => {
    const name = NATION_NAMES[nation];
    return name ? i18n._(name) : nation;
  };
  const stripes = useStripes();
  const { top } = chartScale(Math.max(0, ...byNation.map((n) => Math.max(n.visited, n.toVisit))));
  return (
    <ChartFigure
      title={t`Places by nation`}
      legend={
        <ChartLegend
          items={[
            { label: t`Visited`, swatch: <rect width="16" height="12" fill={SOLID} /> },
            {
              label: t`To visit`,
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
            label: nationName(entry.nation),
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
        { label: t`Nation` },
        { label: t`Visited`, numeric: true },
        { label: t`To visit`, numeric: true },
      ]}
      rows={byNation.map((entry) => ({
        key: entry.nation,
        cells: [nationName(entry.nation), formatCount(entry.visited), formatCount(entry.toVisit)],
      }))}
    />
  );
}
