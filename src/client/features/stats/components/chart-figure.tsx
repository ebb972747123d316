import { Trans } from "@lingui/react/macro";
import { ChartColumn, Table2 } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { cn } from "#client/lib/cn.ts";

export type TableColumn = { label: string; numeric?: boolean };

/**
 * A chart with its text equivalent: the drawing is hidden from assistive technology and the
 * table below it is what a screen reader reads, always. "Show as table" shows that same table
 * to everyone, in the chart's place, for anyone who reads figures more easily than bars, and
 * "Show as chart" brings the drawing back.
 */
export function ChartFigure({
  title,
  legend,
  chart,
  columns,
  rows,
}: {
  title: string;
  legend?: ReactNode;
  chart: ReactNode;
  columns: TableColumn[];
  rows: { key: string; cells: (string | number)[] }[];
}) {
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <Card className="mt-4 p-4 sm:p-5">
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-lg font-semibold">
            {title}
          </h2>
          <Button variant="outline" size="sm" onClick={() => setAsTable((shown) => !shown)}>
            {asTable ? <ChartColumn aria-hidden /> : <Table2 aria-hidden />}
            {asTable ? <Trans>Show as chart</Trans> : <Trans>Show as table</Trans>}
          </Button>
        </div>
        {!asTable && (
          <div aria-hidden className="mt-3">
            {legend}
            {chart}
          </div>
        )}
        {/* A table is as wide as its cells whatever its own width says: the box around it is
            what a visually hidden one is shrunk by, or the page would scroll sideways. */}
        <div className={cn("mt-3", !asTable && "sr-only")}>
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr className="border-b border-border text-left text-muted-foreground">
                {columns.map((column) => (
                  <th
                    key={column.label}
                    scope="col"
                    className={cn("py-1.5 pr-2 font-medium", column.numeric && "text-right")}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b border-border last:border-0">
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      <th
                        key={columns[0]?.label}
                        scope="row"
                        className="py-1.5 pr-2 text-left font-normal"
                      >
                        {cell}
                      </th>
                    ) : (
                      <td
                        key={columns[index]?.label}
                        className="py-1.5 pr-2 text-right tabular-nums"
                      >
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </Card>
  );
}

/** A key to a chart's bars: each swatch drawn as its bars are, so it does not rest on colour. */
export function ChartLegend({ items }: { items: { label: string; swatch: ReactNode }[] }) {
  return (
    <ul className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      {items.map((item) => (
        <li key={item.label} className="flex items-center gap-1.5">
          <svg width="16" height="12" viewBox="0 0 16 12" role="presentation">
            {item.swatch}
          </svg>
          {item.label}
        </li>
      ))}
    </ul>
  );
}
