import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useRef } from "react";
import { ListMessage } from "#client/components/list-message.tsx";
import { Card } from "#client/components/ui/card.tsx";
import type { AdminUser } from "#shared/admin.ts";
import { displayName } from "#shared/user.ts";
import { adminUserPlacesQuery } from "../api.ts";
import { QueryMessage } from "./query-message.tsx";
import { UserPlaceRow } from "./user-place-row.tsx";

/** The places of one user; its own component so the query exists only once one is chosen. */
function PlacesOf({ user }: { user: AdminUser }) {
  const { t } = useLingui();
  const places = useQuery(adminUserPlacesQuery(user.id));
  if (!places.data) {
    return (
      <QueryMessage
        query={places}
        loading={t`Loading places...`}
        failed={t`Failed to load places`}
      />
    );
  }
  if (places.data.length === 0) {
    return <ListMessage title={t`No places added yet`} hint={t`This user has no places yet.`} />;
  }
  const count = places.data.length;
  const name = displayName(user);
  return (
    <>
      <p className="text-sm text-muted-foreground" role="status">
        {t`${plural(count, { one: "# place", other: "# places" })}`}
      </p>
      {/* The panel scrolls at a maximum height. Focusable so keys can scroll it. */}
      <ul
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        tabIndex={0}
        aria-label={t`${name}'s places`}
        className="mt-3 grid max-h-[32rem] gap-2 overflow-y-auto rounded-xl pr-1"
      >
        {places.data.map((place) => (
          <UserPlaceRow key={place.id} place={place} />
        ))}
      </ul>
    </>
  );
}

/** The selected user's places, beside the user list (below it on a phone). */
export function UserPlacesPanel({ user }: { user: AdminUser | null }) {
  const { t } = useLingui();
  const headingId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const userId = user?.id;
  const name = user ? displayName(user) : null;
  // On a phone the panel is below the list: bring it into view when a user is chosen.
  // "nearest" does nothing where it is already on screen (beside the list on a wide one).
  useEffect(() => {
    if (userId) panel.current?.scrollIntoView({ block: "nearest" });
  }, [userId]);

  return (
    <Card
      ref={panel}
      className="scroll-mt-[calc(5rem+var(--status-line,0px))] p-4 md:sticky md:top-[calc(5rem+var(--status-line,0px))] md:self-start"
    >
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="mb-1 font-semibold wrap-anywhere">
          {name ? t`${name}'s places` : t`Places`}
        </h2>
        {user ? (
          <PlacesOf key={user.id} user={user} />
        ) : (
          <ListMessage title={t`Select a user to view their places`} />
        )}
      </section>
    </Card>
  );
}
