import { Check } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "#client/lib/cn.ts";

/** A native checkbox (so labels, forms and keyboards just work), drawn to match the theme. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <span className={cn("relative inline-flex size-6 shrink-0", className)}>
      <input
        type="checkbox"
        className="peer size-6 cursor-pointer appearance-none rounded-md border-2 border-input bg-card transition-colors checked:border-primary checked:bg-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50"
        {...props}
      />
      <Check
        className="pointer-events-none absolute inset-0 m-auto size-4 text-primary-foreground opacity-0 peer-checked:opacity-100"
        strokeWidth={3}
        aria-hidden
      />
    </span>
  );
}
