import { Trans, useLingui } from "@lingui/react/macro";
import { formatCount } from "#shared/format-count.ts";
import type { countPlaces } from "#shared/place-list.ts";
import { Card } from "../components/ui/card.tsx";

/** Options' "Your Collection": the list's counts, written as everywhere else ("1,000"). */
export function CollectionFigures({
  counts,
  pending,
}: {
  counts: ReturnType<typeof countPlaces>;
  pending: boolean;
}) {
  const { t } = useLingui();
  const figures = [
    { key: "all", label: t`Total Places`, value: counts.all },
    { key: "visited", label: t`Visited`, value: counts.visited },
    { key: "unvisited", label: t`To Visit`, value: counts.unvisited },
  ];
  return (
    <Card className="p-4">
      <h2 className="font-semibold">
        <Trans>Your Collection</Trans>
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        {figures.map((figure) => (
          <div key={figure.key} className="rounded-xl bg-muted px-2 py-3">
            <dt className="text-xs text-muted-foreground">{figure.label}</dt>
            <dd className="text-2xl font-bold tabular-nums">
              {pending ? "…" : formatCount(figure.value)}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
