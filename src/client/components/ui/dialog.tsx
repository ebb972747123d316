import { useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "#client/lib/cn.ts";

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  title: string;
  /** Read out with the title; shown unless `hideDescription`. */
  description?: ReactNode;
  /** A bottom sheet on small screens, a centred card from 640 px (the add/edit place dialog). */
  sheetOnMobile?: boolean;
  /** A side panel from the left (the menu drawer). */
  side?: "left";
  /** Opened over another dialog (a confirmation): drawn, overlay and all, above it. */
  nested?: boolean;
};

const placement = {
  centred:
    "top-1/2 left-1/2 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl",
  sheet:
    "inset-x-0 bottom-0 max-h-[92dvh] rounded-t-2xl sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl",
  left: "inset-y-0 left-0 h-dvh w-72 max-w-[85vw] rounded-r-2xl",
} as const;

/** A modal dialog: focus is trapped inside, Escape and the close button dismiss it. */
export function DialogContent({
  title,
  description,
  sheetOnMobile = false,
  side,
  nested = false,
  className,
  children,
  ...props
}: DialogContentProps) {
  const { t } = useLingui();
  const where = side === "left" ? "left" : sheetOnMobile ? "sheet" : "centred";
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        className={cn(
          "dialog-overlay fixed inset-0 bg-black/50 backdrop-blur-[2px]",
          nested ? "z-[60]" : "z-40",
        )}
      />
      <DialogPrimitive.Content
        {...(description ? {} : { "aria-describedby": undefined })}
        className={cn(
          "dialog-content fixed flex flex-col overflow-y-auto border border-border bg-card text-card-foreground shadow-xl outline-none",
          nested ? "z-[61]" : "z-50",
          `dialog-${where}`,
          placement[where],
          className,
        )}
        {...props}
      >
        <div className="flex items-start justify-between gap-4 px-5 pt-5">
          <div className="grid gap-1">
            <DialogPrimitive.Title className="text-lg font-semibold tracking-tight">
              {title}
            </DialogPrimitive.Title>
            {description && (
              <DialogPrimitive.Description className="text-sm text-muted-foreground">
                {description}
              </DialogPrimitive.Description>
            )}
          </div>
          {/* Marked for the toaster's Escape (toaster.tsx), which cannot know its words. */}
          <DialogPrimitive.Close
            aria-label={t`Close`}
            data-dialog-close=""
            className="-mt-1 -mr-2 rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X className="size-5" aria-hidden />
          </DialogPrimitive.Close>
        </div>
        <div className="px-5 pt-4 pb-5">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
