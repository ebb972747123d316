import { MoodLabel } from "#client/components/mood-label.tsx";
import { cn } from "#client/lib/cn.ts";
import type { Place } from "#shared/place.ts";
import { visitedText } from "#shared/visit.ts";

// The parts of a place that every list shows the same way: the traveller's own cards and the
// admin's view of a user's places.

/** Category and mood on one line; nothing when the place has neither. */
export function PlaceFacts({ place, className }: { place: Place; className?: string }) {
  if (!place.category && !place.mood) return null;
  return (
    <span
      className={cn(
        "flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground",
        className,
      )}
    >
      {place.category && <span>{place.category}</span>}
      <MoodLabel mood={place.mood} />
    </span>
  );
}

/** "Visited …" (with how many times, once there are several) in the accent colour. */
export function VisitedOn({ place, label }: { place: Place; label: (date: string) => string }) {
  if (!place.visited || (!place.visitedDate && place.visitCount <= 1)) return null;
  return (
    <span className="text-xs font-medium text-primary">
      {visitedText(place.visitCount, place.visitedDate ? label(place.visitedDate) : "")}
    </span>
  );
}

/** The photo's thumbnail; decorative, since the name is written beside it. */
export function PlaceThumbnail({ place, className }: { place: Place; className?: string }) {
  if (!place.photoUrl) return null;
  return (
    <img
      src={`${place.photoUrl}/thumbnail`}
      alt=""
      loading="lazy"
      className={cn("size-14 shrink-0 object-cover", className)}
    />
  );
}
