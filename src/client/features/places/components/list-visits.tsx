import { useState } from "react";
import type { Place } from "#shared/place.ts";
import { Celebration } from "./celebration.tsx";
import { MarkVisitedDialog } from "./mark-visited-dialog.tsx";
import { useVisitToggle } from "./use-visit-toggle.ts";

/**
 * Visits from the list: a card's tick asks for the day as the place page does (Mark as
 * Visited, today unless changed); unticking is direct; a double tap is the quick way, with
 * today's date. `dialogs` is the dialog and the celebration, for the page to render.
 */
export function useListVisits() {
  const [asking, setAsking] = useState<Place | null>(null);
  const visit = useVisitToggle({ onVisited: () => setAsking(null) });
  const dialogs = (
    <>
      {asking && (
        <MarkVisitedDialog
          placeName={asking.name}
          saving={visit.isSaving(asking.id)}
          onConfirm={(visitDate) => visit.markVisited(asking, visitDate)}
          onClose={() => setAsking(null)}
        />
      )}
      {visit.celebrating && (
        <Celebration placeName={visit.celebrating} onClose={visit.closeCelebration} />
      )}
    </>
  );
  return {
    isSaving: visit.isSaving,
    celebrate: visit.celebrate,
    /** The card's checkbox: ticked asks for the day, unticked marks unvisited at once. */
    tick: (place: Place, visited: boolean) =>
      visited ? setAsking(place) : visit.markUnvisited(place),
    /** A double tap on an unvisited card: visited today, without asking. */
    markVisitedToday: (place: Place) => visit.markVisited(place, new Date().toISOString()),
    dialogs,
  };
}
