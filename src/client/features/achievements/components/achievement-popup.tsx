import { Trans } from "@lingui/react/macro";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useEffect, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { cn } from "#client/lib/cn.ts";
import { useSharedText } from "#client/lib/i18n.tsx";
import { type Achievement, POPUP_TIMING, popupStage } from "#shared/achievements.ts";

// It rises into place from below, and sinks away.
const STAGE_CLASS = {
  entering: "opacity-0 translate-y-4 scale-95",
  visible: "opacity-100 translate-y-0 scale-100",
  exiting: "opacity-0 translate-y-2 scale-95",
  closed: "opacity-0",
} as const;

/** The stage now, stepping through POPUP_TIMING from when it was shown. */
function useStage(onClosed: () => void) {
  const [shownAt] = useState(() => performance.now());
  const [stage, setStage] = useState(() => popupStage(0));
  useEffect(() => {
    const timers = [
      POPUP_TIMING.visibleAfterMs,
      POPUP_TIMING.exitAfterMs,
      POPUP_TIMING.closeAfterMs,
    ].map((at) =>
      setTimeout(() => {
        const next = popupStage(performance.now() - shownAt);
        setStage(next);
        if (next === "closed") onClosed();
      }, at),
    );
    return () => timers.forEach(clearTimeout);
  }, [shownAt, onClosed]);
  return stage;
}

/**
 * 'Achievement Unlocked!' (docs/product.md#achievement-popup): icon, name, description and 'Awesome!'. It does
 * not block the page (it may appear over the celebration, or while someone carries on), takes
 * no focus, and closes itself after three seconds.
 */
export function AchievementPopup({
  achievement,
  onClosed,
}: {
  achievement: Achievement;
  onClosed: () => void;
}) {
  const stage = useStage(onClosed);
  // Its name and description are the shared list's, marked there for the catalogues.
  const shared = useSharedText();
  return (
    <DialogPrimitive.Root
      open={stage !== "closed"}
      modal={false}
      onOpenChange={(open) => !open && onClosed()}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          data-stage={stage}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          aria-live="polite"
          className={cn(
            // At the foot of the screen, above the Add Place button and any toast: never over
            // the header's filters and search, which stay in use while it shows.
            "fixed bottom-[calc(6rem+var(--toast-stack,0px))] left-1/2 z-[70] w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 rounded-2xl sm:right-5 sm:left-auto sm:translate-x-0 border border-primary/40 bg-card p-5 text-center text-card-foreground shadow-2xl outline-none transition-all duration-300 motion-reduce:transition-none",
            STAGE_CLASS[stage],
          )}
        >
          <DialogPrimitive.Title className="text-xs font-semibold tracking-wide text-primary uppercase">
            <Trans>Achievement Unlocked!</Trans>
          </DialogPrimitive.Title>
          <div className="mt-3 text-5xl" aria-hidden>
            {achievement.icon}
          </div>
          <p className="mt-2 text-lg font-bold">{shared(achievement.name)}</p>
          <DialogPrimitive.Description className="text-sm text-muted-foreground">
            {shared(achievement.description)}
          </DialogPrimitive.Description>
          <DialogPrimitive.Close asChild>
            <Button className="mt-4 w-full">
              <Trans>Awesome!</Trans>
            </Button>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
