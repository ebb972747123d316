import { Trans, useLingui } from "@lingui/react/macro";
import { PartyPopper } from "lucide-react";
import type { CSSProperties } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogClose, DialogContent } from "#client/components/ui/dialog.tsx";

/** Twenty pieces of confetti. */
const CONFETTI_COUNT = 20;
const COLOURS = ["#f97316", "#0ea5e9", "#22c55e", "#ec4899", "#eab308", "#8b5cf6"];

// Spread evenly across the width with a fixed scatter, so every showing looks the same and
// rendering stays pure.
const PIECES = Array.from({ length: CONFETTI_COUNT }, (_, i) => ({
  left: `${((i * 37) % 100) + 0.5}%`,
  colour: COLOURS[i % COLOURS.length],
  delay: `${((i * 7) % 10) / 20}s`,
  fall: `${2.2 + ((i * 3) % 5) / 5}s`,
  drift: `${((i % 5) - 2) * 18}px`,
  round: i % 3 === 0,
}));

/** 'Discovery Complete!' after a place is marked visited (docs/product.md#celebration). */
export function Celebration({ placeName, onClose }: { placeName: string; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <div className="pointer-events-none fixed inset-0 z-[60] overflow-hidden" aria-hidden>
        {PIECES.map((piece) => (
          <span
            key={piece.left}
            data-testid="confetti"
            className={`confetti-piece absolute top-0 block h-3 w-2 ${piece.round ? "rounded-full" : "rounded-sm"}`}
            style={
              {
                left: piece.left,
                backgroundColor: piece.colour,
                "--delay": piece.delay,
                "--fall": piece.fall,
                "--drift": piece.drift,
              } as CSSProperties
            }
          />
        ))}
      </div>
      <DialogContent title={t`Discovery Complete!`} className="text-center">
        <PartyPopper className="mx-auto size-14 text-primary" aria-hidden />
        <p className="mt-3 text-base">
          <Trans>
            You visited <strong className="font-semibold">{placeName}</strong>. Another adventure
            ticked off!
          </Trans>
        </p>
        <DialogClose asChild>
          <Button className="mt-6 w-full">
            <Trans>Keep exploring</Trans>
          </Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
