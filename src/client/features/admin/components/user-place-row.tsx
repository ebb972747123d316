import { Trans } from "@lingui/react/macro";
import { PlaceFacts, PlaceThumbnail, VisitedOn } from "#client/entities/place/place-facts.tsx";
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
            {place.visited ? <Trans>Visited</Trans> : <Trans>To Visit</Trans>}
          </span>
        </div>
        {place.address && (
          <p className="text-sm text-muted-foreground wrap-anywhere">{place.address}</p>
        )}
        <PlaceFacts place={place} />
        <VisitedOn place={place} label={formatVisitDate} />
      </div>
      <PlaceThumbnail place={place} className="rounded-lg bg-muted" />
    </li>
  );
}
