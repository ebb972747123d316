import { t } from "@lingui/core/macro";
import { useEffect, useState } from "react";
import { toast } from "#client/components/ui/toast-store.ts";
import { TOUR_DELAY_MS } from "#shared/tour.ts";
import { hasSeenTour, markTourSeen, takeTourRequest } from "./tour-flags.ts";

/**
 * When home shows the tour: after 1 s for someone who has not seen it and has no places, or
 * at once when Options asked for it. Finishing or skipping remembers it was seen.
 */
export function useOnboardingTour(places: { loaded: boolean; count: number }) {
  const [running, setRunning] = useState(false);
  const { loaded, count } = places;
  useEffect(() => {
    if (!loaded) return;
    if (takeTourRequest()) {
      setRunning(true);
      return;
    }
    if (hasSeenTour() || count > 0) return;
    const timer = setTimeout(() => setRunning(true), TOUR_DELAY_MS);
    // A place added in that second means no tour; a running tour carries on regardless.
    return () => clearTimeout(timer);
  }, [loaded, count]);
  return {
    running,
    finish() {
      markTourSeen();
      setRunning(false);
      toast({ title: t`Tour completed!`, description: t`You're ready to start exploring.` });
    },
    skip() {
      markTourSeen();
      setRunning(false);
    },
  };
}
