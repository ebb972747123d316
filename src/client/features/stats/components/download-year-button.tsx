import { Trans, useLingui } from "@lingui/react/macro";
import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { toast } from "#client/components/ui/toast-store.ts";
import type { MonthPlaces, Stats } from "#client/entities/stats/query.ts";
import { saveFile } from "#client/lib/save-file.ts";
import { APP_SLUG } from "#shared/app-info.ts";
import { locationOf } from "#shared/geo/location.ts";
import type { Place } from "#shared/place.ts";
import { yearImageFileName } from "#shared/stats-chart.ts";

/** The positions of the places visited in the year, from the list the app already holds. */
function visitedPositions(monthPlaces: MonthPlaces, places: readonly Place[]) {
  const ids = new Set(monthPlaces.flatMap((entry) => entry.places.map((p) => p.id)));
  return places.filter((place) => ids.has(place.id)).flatMap((place) => locationOf(place) ?? []);
}

/** Draws the year as an image (the drawing code loads on the first press) and saves it. */
export function DownloadYearButton({
  stats,
  monthPlaces,
  places,
}: {
  stats: Stats;
  /** Undefined until they have come: the button waits for them. */
  monthPlaces: MonthPlaces | undefined;
  places: readonly Place[];
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const year = stats.year;
  async function download() {
    setBusy(true);
    try {
      const { drawYearImage } = await import("./draw-year.ts");
      const image = await drawYearImage(stats, visitedPositions(monthPlaces ?? [], places));
      saveFile(image, yearImageFileName(APP_SLUG, stats.year));
      toast({
        title: t`Downloaded!`,
        description: t`Your ${year} in places has been saved as an image.`,
      });
    } catch {
      toast({
        title: t`Download Failed`,
        description: t`Could not create the image of your year.`,
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="outline"
      className="mt-4 w-full sm:w-auto"
      onClick={download}
      disabled={busy || !monthPlaces}
      aria-busy={busy || !monthPlaces}
    >
      <Download aria-hidden />
      <Trans>Download your year</Trans>
    </Button>
  );
}
