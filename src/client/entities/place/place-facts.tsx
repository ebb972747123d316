import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { MoodLabel } from "#client/components/mood-label.tsx";
import { cn } from "#client/lib/cn.ts";
import { useSharedText } from "#client/lib/i18n.tsx";
import type { Place } from "#shared/place.ts";

// The parts of a place that every list shows the same way: the traveller's own cards and the
// admin's view of a user's places.

/** Category and mood on one line; nothing when the place has neither. */
export function PlaceFacts({ place, className }: { place: Place; className?: string }) {
  const shared = useSharedText();
  if (!place.category && !place.mood) return null;
  return (
    <span
      className={cn(
        "flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground",
        className,
      )}
    >
      {place.category && <span>{shared(place.category)}</span>}
      <MoodLabel mood={place.mood} />
    </span>
  );
}

/**
 * What a card, the place page or an import's row says of a visited place: "Visited 12 Oct 2026",
 * or "Visited 3 times · last 12 Oct 2026" (`lastDay` already written for people, or "" for
 * none), each said whole so that it can be put in another language.
 */
export function useVisitedText(): (visitCount: number, lastDay: string) => string {
  const { t } = useLingui();
  return (count, lastDay) => {
    if (count <= 1) return lastDay ? t`Visited ${lastDay}` : t`Visited`;
    return lastDay
      ? t`${plural(count, {
          one: `Visited # time · last ${lastDay}`,
          other: `Visited # times · last ${lastDay}`,
        })}`
      : t`${plural(count, { one: "Visited # time", other: "Visited # times" })}`;
  };
}

/** "Visited …" (with how many times, once there are several) in the accent colour. */
export function VisitedOn({ place, label }: { place: Place; label: (date: string) => string }) {
  const visitedText = useVisitedText();
  if (!place.visited || (!place.visitedDate && place.visitCount <= 1)) return null;
  const lastDay = place.visitedDate ? label(place.visitedDate) : "";
  return (
    <span className="text-xs font-medium text-primary">
      {visitedText(place.visitCount, lastDay)}
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
