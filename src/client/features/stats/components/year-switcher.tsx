import { Trans } from "@lingui/react/macro";
import { useId } from "react";

/**
 * Which year the page shows: a native select, so a keyboard, a screen reader and a phone's own
 * picker all work as they do everywhere. Years come newest first.
 */
export function YearSwitcher({
  years,
  year,
  onChange,
}: {
  years: readonly number[];
  year: number;
  onChange: (year: number) => void;
}) {
  const id = useId();
  // The year shown is always offered, even one with nothing recorded (an address typed by hand).
  const offered = years.includes(year) ? years : [year, ...years].sort((a, b) => b - a);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        <Trans>Year</Trans>
      </label>
      <select
        id={id}
        value={year}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-10 rounded-lg border border-input bg-card px-3 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {offered.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
