import type { ComponentProps } from "react";
import { cn } from "#client/lib/cn.ts";

/** A problem to fix, said where the person is looking, and read out when it appears. */
export function ErrorAlert({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="alert"
      className={cn(
        "rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm break-words text-destructive",
        className,
      )}
      {...props}
    />
  );
}
