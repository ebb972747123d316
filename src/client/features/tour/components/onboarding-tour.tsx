import { Trans, useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { useSharedText } from "#client/lib/i18n.tsx";
import { type CardPlacement, placeTourCard, type Rect, TOUR_STEPS } from "#shared/tour.ts";

/** The first element marked for a step, if it is on the page. */
function findTarget(target: string | null): HTMLElement | null {
  return target ? document.querySelector<HTMLElement>(`[data-tour="${target}"]`) : null;
}

function rectOf(element: HTMLElement | null): Rect | null {
  if (!element) return null;
  const { top, left, width, height } = element.getBoundingClientRect();
  return { top, left, width, height };
}

/** Measures the step's target and places the card, again whenever the page moves. */
function usePlacement(step: number, card: React.RefObject<HTMLDivElement | null>) {
  const [placed, setPlaced] = useState<{ target: Rect | null; card: CardPlacement } | null>(null);
  const measure = useCallback(() => {
    const target = rectOf(findTarget(TOUR_STEPS[step]?.target ?? null));
    const viewport = { width: window.innerWidth, height: window.innerHeight };
    const height = card.current?.offsetHeight ?? 220;
    setPlaced({ target, card: placeTourCard(target, viewport, height) });
  }, [step, card]);
  useLayoutEffect(() => {
    findTarget(TOUR_STEPS[step]?.target ?? null)?.scrollIntoView({ block: "center" });
    measure();
    // Once more after the card has its real height.
    const frame = requestAnimationFrame(measure);
    window.addEventListener("resize", measure);
    window.addEventListener("scroll", measure, true);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("resize", measure);
      window.removeEventListener("scroll", measure, true);
    };
  }, [step, measure]);
  return placed;
}

const HIGHLIGHT_PADDING = 6;

/**
 * The tour: eight steps pointing at the real elements, 'Step X of 8', Back, Next, Finish
 * and a skip close. Escape skips; the arrow keys move.
 */
export function OnboardingTour({ onFinish, onSkip }: { onFinish: () => void; onSkip: () => void }) {
  const [step, setStep] = useState(0);
  const card = useRef<HTMLDivElement>(null);
  const placed = usePlacement(step, card);
  const { t } = useLingui();
  const shared = useSharedText();
  const current = TOUR_STEPS[step] ?? TOUR_STEPS[0];
  const last = step === TOUR_STEPS.length - 1;
  const next = () => (last ? onFinish() : setStep(step + 1));
  const back = () => setStep(Math.max(0, step - 1));
  if (!current) return null;
  const target = placed?.target;
  const stepNumber = step + 1;
  const stepCount = TOUR_STEPS.length;

  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onSkip()}>
      <DialogPrimitive.Portal>
        {/* The page dimmed around the step's target, which shows through. */}
        <div
          aria-hidden
          data-testid="tour-highlight"
          className="pointer-events-none fixed z-40 rounded-xl transition-all duration-200 motion-reduce:transition-none"
          style={
            target
              ? {
                  top: target.top - HIGHLIGHT_PADDING,
                  left: target.left - HIGHLIGHT_PADDING,
                  width: target.width + 2 * HIGHLIGHT_PADDING,
                  height: target.height + 2 * HIGHLIGHT_PADDING,
                  boxShadow: "0 0 0 4px var(--primary), 0 0 0 9999px rgb(0 0 0 / 0.55)",
                }
              : { inset: 0, background: "rgb(0 0 0 / 0.55)" }
          }
        />
        <DialogPrimitive.Content
          ref={card}
          onKeyDown={(event) => {
            if (event.key === "ArrowRight") next();
            else if (event.key === "ArrowLeft") back();
          }}
          className="fixed z-50 rounded-2xl border border-border bg-card p-5 text-card-foreground shadow-2xl outline-none"
          style={
            placed
              ? { top: placed.card.top, left: placed.card.left, width: placed.card.width }
              : { visibility: "hidden" }
          }
        >
          <div className="flex items-start justify-between gap-3">
            <p className="text-xs font-medium text-muted-foreground" aria-live="polite">
              <Trans>
                Step {stepNumber} of {stepCount}
              </Trans>
            </p>
            <DialogPrimitive.Close
              aria-label={t`Skip tour`}
              className="-mt-1 -mr-2 rounded-md p-1.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              <X className="size-4" aria-hidden />
            </DialogPrimitive.Close>
          </div>
          {/* Live, so Next and Back read the new step out, not only its number. */}
          <div aria-live="polite">
            <DialogPrimitive.Title className="mt-1 text-lg font-semibold tracking-tight">
              {shared(current.title)}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="mt-1 text-sm text-muted-foreground">
              {shared(current.body)}
            </DialogPrimitive.Description>
          </div>
          <div className="mt-4 flex items-center justify-between gap-2">
            <Button variant="outline" size="sm" onClick={back} disabled={step === 0}>
              <Trans>Back</Trans>
            </Button>
            <Button size="sm" onClick={next}>
              {last ? t`Finish` : t`Next`}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
