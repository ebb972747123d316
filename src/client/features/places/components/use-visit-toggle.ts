import { useState } from "react";
import type { Place } from "../../../../shared/place.ts";
import { useSetVisited } from "../api.ts";

/**
 * Spec §4: visited → unvisited is direct; unvisited → visited records a date and is followed by
 * the celebration. `celebrating` names the place to celebrate, until closed.
 */
export function useVisitToggle() {
  const setVisited = useSetVisited();
  const [celebrating, setCelebrating] = useState<string | null>(null);

  function markVisited(place: Place, visitDate: string | null, then?: () => void) {
    setVisited.mutate(
      { id: place.id, visited: true, visitDate },
      {
        onSuccess: (updated) => {
          then?.();
          setCelebrating(updated.name);
        },
      },
    );
  }

  function markUnvisited(place: Place) {
    setVisited.mutate({ id: place.id, visited: false });
  }

  return {
    markVisited,
    markUnvisited,
    /** The id whose visit status is being saved. */
    pendingId: setVisited.isPending ? setVisited.variables?.id : undefined,
    celebrating,
    closeCelebration: () => setCelebrating(null),
  };
}
