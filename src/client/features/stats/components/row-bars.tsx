import type { ReactNode } from "react";
import { formatCount } from "#shared/format-count.ts";
import { shareOf } from "#shared/stats-chart.ts";

/**
 * A chart of labelled rows, each with one or two horizontal bars drawn in SVG and their counts
 * written beside them: long names (Entertainment & Events) wrap as text, on a phone too.
 */
export function RowBars({
  defs,
  top,
  rows,
}: {
  defs?: ReactNode;
  top: number;
  rows: {
    label: string;
    bars: { value: number; draw: (width: string) => ReactNode; name: string }[];
  }[];
}) {
  return (
    <div>
      {defs && (
        <svg width="0" height="0" className="absolute" role="presentation">
          {defs}
        </svg>
      )}
      <ul className="grid gap-3">
        {rows.map((row) => (
          <li key={row.label} className="grid gap-1 text-sm">
            <span className="font-medium">{row.label}</span>
            {row.bars.map((bar) => (
              <span key={bar.name} className="flex items-center gap-2">
                <svg width="100%" height="12" className="min-w-0 flex-1" role="presentation">
                  <rect width="100%" height="12" fill="var(--muted)" rx="2" />
                  {bar.value > 0 && bar.draw(`${Math.max(1, 100 * shareOf(bar.value, top))}%`)}
                </svg>
                <span className="w-10 shrink-0 text-right tabular-nums text-muted-foreground">
                  {formatCount(bar.value)}
                </span>
              </span>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
