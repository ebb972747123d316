import { useState } from "react";
import { calendarDateOf, instantOfCalendarDate } from "#shared/calendar-date.ts";
import type { Place } from "#shared/place.ts";
import { useSetVisited } from "../api.ts";

/**
 * Visited → unvisited is direct; unvisited → visited records a date and is followed by
 * the celebration. `celebrating` names the place to celebrate, until closed. Several places
 * may be saving at once (quick double taps down the list): each is tracked.
 */
export function useVisitToggle({ onVisited }: { onVisited?: () => void } = {}) {
  const [celebrating, setCelebrating] = useState<string | null>(null);
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());
  const setVisited = useSetVisited({
    onVisited: (place) => {
      onVisited?.();
      setCelebrating(place.name);
    },
  });

  function save(id: number, visited: boolean, visitDate?: string | null) {
    setPending((ids) => new Set(ids).add(id));
    // mutateAsync, not mutate: mutate's own callbacks fire only for the latest call.
    setVisited
      .mutateAsync({ id, visited, visitDate })
      .catch(() => {
        // Already shown as a toast by the mutation.
      })
      .finally(() =>
        setPending((ids) => {
          const next = new Set(ids);
          next.delete(id);
          return next;
        }),
      );
  }

  return {
    /**
     * A visit is on a day: the date, or the moment (a card's tick sends now), is sent as its
     * day in the viewer's zone, as the server stores a day (noon UTC), so it shows as that day
     * everywhere.
     */
    markVisited: (place: Place, visitDate: string | null) => {
      const day = visitDate === null ? null : calendarDateOf(visitDate);
      save(place.id, true, day === null ? null : instantOfCalendarDate(day));
    },
    markUnvisited: (place: Place) => save(place.id, false),
    isSaving: (id: number) => pending.has(id),
    celebrating,
    /** A visit recorded another way (the add/edit form) is celebrated too. */
    celebrate: (place: Place) => setCelebrating(place.name),
    closeCelebration: () => setCelebrating(null),
  };
}
