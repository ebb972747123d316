import type { PlaceFilter } from "../../../../shared/place-list.ts";
import { Card } from "../../../components/ui/card.tsx";
import { Progress } from "../../../components/ui/progress.tsx";

/** The summary block under the hero pictures: how far through the list you are. */
export function PlacesSummary({ counts }: { counts: Record<PlaceFilter, number> }) {
  const percent = counts.all === 0 ? 0 : Math.round((counts.visited / counts.all) * 100);
  const figures = [
    { label: "Places", value: counts.all },
    { label: "Visited", value: counts.visited },
    { label: "To Visit", value: counts.unvisited },
  ];
  return (
    <Card className="mt-4 p-4">
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="font-semibold">Your adventure so far</h2>
        <span className="text-sm text-muted-foreground">{percent}% explored</span>
      </div>
      <Progress value={percent} label="Places visited" className="mt-3" />
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-xl bg-muted px-2 py-2">
            <dt className="text-xs text-muted-foreground">{figure.label}</dt>
            <dd className="text-xl font-bold tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
