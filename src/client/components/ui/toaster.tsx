import { useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { cn } from "#client/lib/cn.ts";
import { currentToasts, dismissToast, subscribeToToasts } from "./toast-store.ts";

// 5 s on screen, swipe 50 px to dismiss; Radix's default hotkey F8 focuses the toasts.
const TOAST_DURATION_MS = 5000;
const TOAST_SWIPE_THRESHOLD = 50;

/**
 * Escape closes what the person is working in. A toast that appeared over an open dialog is
 * the top layer, so Escape would close the toast and leave the dialog: unless the toast itself
 * has the focus (F8), the dialog gets it, through its own close button (which asks first when
 * closing would lose work).
 */
function escapeToTheDialog(event: KeyboardEvent) {
  if (document.activeElement?.closest("[data-toast]")) return;
  const dialogs = document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]');
  const topmost = dialogs[dialogs.length - 1];
  if (!topmost) return;
  event.preventDefault();
  topmost.querySelector<HTMLButtonElement>("button[data-dialog-close]")?.click();
}

/**
 * Publishes how much of the screen's foot the toasts take, as --toast-stack on the root, so an
 * achievement's popup rises above a toast instead of lying under it. (The floating Add Place
 * button stays put: the toasts keep beside it, `clear-of-floating-button`.)
 */
function useToastStackHeight() {
  const viewport = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => {
      const height = element.childElementCount > 0 ? element.getBoundingClientRect().height : 0;
      root.style.setProperty("--toast-stack", `${Math.round(height)}px`);
    };
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    publish();
    return () => {
      observer.disconnect();
      root.style.removeProperty("--toast-stack");
    };
  }, []);
  return viewport;
}

export function Toaster() {
  const items = useSyncExternalStore(subscribeToToasts, currentToasts);
  const viewport = useToastStackHeight();
  const { t } = useLingui();
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
    >
      {items.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          duration={item.durationMs}
          data-testid="toast"
          data-toast=""
          open={item.open}
          onOpenChange={(open) => !open && dismissToast(item.id)}
          onEscapeKeyDown={escapeToTheDialog}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg",
            "data-[state=open]:animate-in data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=closed]:opacity-0 transition-[opacity,transform]",
            item.variant === "destructive"
              ? "border-destructive bg-destructive text-destructive-foreground"
              : "border-border bg-card text-card-foreground",
          )}
        >
          <div className="grid flex-1 gap-1 self-center">
            <ToastPrimitive.Title className="text-sm font-semibold">
              {item.title}
            </ToastPrimitive.Title>
            {item.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {item.description}
              </ToastPrimitive.Description>
            )}
          </div>
          {item.action && (
            <ToastPrimitive.Action
              altText={item.action.altText}
              onClick={item.action.onClick}
              className="shrink-0 self-center rounded-md border border-current/40 px-3 py-1.5 text-sm font-semibold hover:bg-foreground/10 focus-visible:outline-2 focus-visible:outline-ring"
            >
              {item.action.label}
            </ToastPrimitive.Action>
          )}
          <ToastPrimitive.Close
            aria-label={t`Close`}
            className="absolute top-3 right-3 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X className="size-4" aria-hidden />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        ref={viewport}
        className="clear-of-floating-button pointer-events-none fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:max-w-sm"
      />
    </ToastPrimitive.Provider>
  );
}
