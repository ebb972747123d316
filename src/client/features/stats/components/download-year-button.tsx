import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { toast } from "#client/components/ui/toast-store.ts";
import type { Stats } from "#client/entities/stats/query.ts";
import { saveFile } from "#client/lib/save-file.ts";
import { APP_SLUG } from "#shared/app-info.ts";
import { locationOf } from "#shared/geo/location.ts";
import type { Place } from "#shared/place.ts";
import { yearImageFileName } from "#shared/stats-chart.ts";

/** The positions of the places visited in the year, from the list the app already holds. */
function visitedPositions(stats: Stats, places: readonly Place[]) {
  const ids = new Set(stats.monthPlaces.flatMap((entry) => entry.places.map((p) => p.id)));
  return places.filter((place) => ids.has(place.id)).flatMap((place) => locationOf(place) ?? []);
}

/** Draws the year as an image (the drawing code loads on the first press) and saves it. */
export function DownloadYearButton({ stats, places }: { stats: Stats; places: readonly Place[] }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const { drawYearImage } = await import("./draw-year.ts");
      const image = await drawYearImage(stats, visitedPositions(stats, places));
      saveFile(image, yearImageFileName(APP_SLUG, stats.year));
      toast({
        title: "Downloaded!",
        description: `Your ${stats.year} in places has been saved as an image.`,
      });
    } catch {
      toast({
        title: "Download Failed",
        description: "Could not create the image of your year.",
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
      disabled={busy}
      aria-busy={busy}
    >
      <Download aria-hidden />
      Download your year
    </Button>
  );
}
