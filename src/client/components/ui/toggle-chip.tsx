import type { ComponentProps } from "react";
import { cn } from "#client/lib/cn.ts";

/** A rounded on/off button (aria-pressed): filter tabs, category and mood choices. */
export function ToggleChip({
  pressed,
  className,
  ...props
}: Omit<ComponentProps<"button">, "type" | "aria-pressed"> & { pressed: boolean }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      className={cn(
        "inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 py-1 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        pressed
          ? "border-primary bg-primary text-primary-foreground"
          : "border-input bg-card text-foreground hover:bg-muted",
        className,
      )}
      {...props}
    />
  );
}

/** A count inside a ToggleChip ("All 23"). */
export function ChipCount({
  pressed,
  className,
  ...props
}: ComponentProps<"span"> & { pressed: boolean }) {
  return (
    <span
      className={cn(
        "min-w-6 rounded-full px-1.5 text-xs tabular-nums",
        // Inverted on the pressed chip: a tint of it would fail contrast.
        pressed ? "bg-primary-foreground text-primary" : "bg-secondary text-secondary-foreground",
        className,
      )}
      {...props}
    />
  );
}
