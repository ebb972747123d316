import { MoodLabel } from "#client/components/mood-label.tsx";
import { cn } from "#client/lib/cn.ts";
import type { Place } from "#shared/place.ts";
import { formatVisitDate } from "#shared/relative-date.ts";

/** A selected user's place: name, address, badge, category, mood, visit date, photo. */
export function UserPlaceRow({ place }: { place: Place }) {
  return (
    <li
      data-testid="admin-place-row"
      className="flex items-start gap-3 rounded-xl border border-border bg-card p-3"
    >
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="min-w-0 font-semibold wrap-anywhere">{place.name}</span>
          <span
            className={cn(
              "rounded-full px-2 py-0.5 text-xs font-medium",
              place.visited
                ? "bg-primary text-primary-foreground"
                : "bg-accent text-accent-foreground",
            )}
          >
            {place.visited ? "Visited" : "To Visit"}
          </span>
        </div>
        {place.address && (
          <p className="text-sm text-muted-foreground wrap-anywhere">{place.address}</p>
        )}
        {(place.category || place.mood) && (
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
            {place.category && <span>{place.category}</span>}
            <MoodLabel mood={place.mood} />
          </p>
        )}
        {place.visited && place.visitedDate && (
          <p className="text-xs font-medium text-primary">
            Visited {formatVisitDate(place.visitedDate)}
          </p>
        )}
      </div>
      {place.photoUrl && (
        <img
          src={`${place.photoUrl}/thumbnail`}
          // The name is written beside it: read once, not twice.
          alt=""
          loading="lazy"
          className="size-14 shrink-0 rounded-lg bg-muted object-cover"
        />
      )}
    </li>
  );
}
