import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { Link } from "react-router";
import { Card } from "#client/components/ui/card.tsx";
import type { MonthPlaces } from "#client/entities/stats/query.ts";
import { monthTitleIn } from "../month-names.ts";

/** For each month with visits, the places visited in it, each a link to its page. */
export function MonthByMonth({ monthPlaces }: { monthPlaces: MonthPlaces }) {
  const headingId = useId();
  const months = monthPlaces.filter((entry) => entry.places.length > 0);
  return (
    <Card className="mt-4 p-4 sm:p-5">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="text-lg font-semibold">
          <Trans>Month by month</Trans>
        </h2>
        {months.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">
            <Trans>No visits recorded this year.</Trans>
          </p>
        ) : (
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            {months.map((entry) => (
              <MonthSection key={entry.month} month={entry.month} places={entry.places} />
            ))}
          </div>
        )}
      </section>
    </Card>
  );
}

function MonthSection({
  month,
  places,
}: {
  month: string;
  places: { id: number; name: string }[];
}) {
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <div>
      <h3 id={headingId} className="text-sm font-semibold text-muted-foreground">
        {monthTitleIn(month, i18n.locale)}
      </h3>
      <ul aria-labelledby={headingId} className="mt-1 grid gap-0.5 text-sm">
        {places.map((place) => (
          <li key={place.id}>
            <Link
              to={`/place/${place.id}`}
              className="inline-block py-1 break-words text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {place.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
