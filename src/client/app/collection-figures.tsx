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
  const figures = [
    { label: "Total Places", value: counts.all },
    { label: "Visited", value: counts.visited },
    { label: "To Visit", value: counts.unvisited },
  ];
  return (
    <Card className="p-4">
      <h2 className="font-semibold">Your Collection</h2>
      <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-xl bg-muted px-2 py-3">
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
