import { Trans } from "@lingui/react/macro";
import { CircleAlert, CloudUpload } from "lucide-react";
import { useSyncExternalStore } from "react";
import { cn } from "#client/lib/cn.ts";

/** A place with a change kept on this device: waiting to be sent, or refused and waiting for a choice. */
export type PlaceMark = "waiting" | "problem";

let marks: ReadonlyMap<number, PlaceMark> = new Map();
/** The same, by visit id, for the visits on a place's page. */
let visitMarks: ReadonlyMap<number, PlaceMark> = new Map();
/** The same, by trip id, for the trips list and a trip's page. */
let tripMarks: ReadonlyMap<number, PlaceMark> = new Map();
const listeners = new Set<() => void>();

/** Set by the offline feature whenever its waiting changes change. */
export function setPlaceMarks(
  next: ReadonlyMap<number, PlaceMark>,
  nextVisits: ReadonlyMap<number, PlaceMark> = new Map(),
) {
  marks = next;
  visitMarks = nextVisits;
  for (const listener of listeners) listener();
}

/** Set by the trips' queue whenever its waiting changes change. */
export function setTripMarks(next: ReadonlyMap<number, PlaceMark>) {
  tripMarks = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * On a place's card or page: "Waiting to be sent" while a change to it is kept on this device,
 * or "Not saved: needs your choice" once the server refused one. In words and an icon, not
 * colour alone.
 */
export function WaitingMark({ placeId, className }: { placeId: number; className?: string }) {
  const mark = useSyncExternalStore(
    subscribe,
    () => marks.get(placeId) ?? null,
    // The server's copy of the home (app/render-home-shell.tsx) knows of no change on a device.
    () => null,
  );
  return mark && <MarkBadge mark={mark} className={className} />;
}

/** The same mark on one of a place's visits, added, changed or removed on this device. */
export function VisitWaitingMark({ visitId, className }: { visitId: number; className?: string }) {
  const mark = useSyncExternalStore(
    subscribe,
    () => visitMarks.get(visitId) ?? null,
    () => null,
  );
  return mark && <MarkBadge mark={mark} className={className} />;
}

/** The same mark on a trip, in the trips list and on its page. */
export function TripWaitingMark({ tripId, className }: { tripId: number; className?: string }) {
  const mark = useSyncExternalStore(
    subscribe,
    () => tripMarks.get(tripId) ?? null,
    () => null,
  );
  return mark && <MarkBadge mark={mark} className={className} />;
}

function MarkBadge({ mark, className }: { mark: PlaceMark; className?: string | undefined }) {
  const Icon = mark === "problem" ? CircleAlert : CloudUpload;
  return (
    <span
      data-testid="waiting-mark"
      className={cn(
        "inline-flex w-fit items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium",
        mark === "problem"
          ? "border-destructive/40 bg-destructive/10 text-destructive"
          : "border-border bg-muted text-foreground",
        className,
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      {mark === "problem" ? (
        <Trans>Not saved: needs your choice</Trans>
      ) : (
        <Trans>Waiting to be sent</Trans>
      )}
    </span>
  );
}
