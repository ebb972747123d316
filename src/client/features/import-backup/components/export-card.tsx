import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { FileDown } from "lucide-react";
import { useId } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import {
  type ExportFormatName,
  HOLDS_PLACES_WITHOUT_LOCATION,
} from "#shared/export-formats/formats.ts";

/** The files GET /api/places/export writes, by the name people know them by. */
const EXPORTS: readonly { format: ExportFormatName; label: string }[] = [
  { format: "geojson", label: "GeoJSON" },
  { format: "gpx", label: "GPX" },
  { format: "kml", label: "KML" },
  { format: "csv", label: "CSV" },
];

/**
 * What a file that cannot hold a place without a location (GPX: a waypoint is a position)
 * says of them: how many of the list's places it leaves out, when that is known and any are.
 */
function LeftOutNote({ label, unlocated }: { label: string; unlocated: number | null }) {
  if (unlocated === null || unlocated === 0) {
    return <Trans>{label} holds only places with a location.</Trans>;
  }
  return (
    <Plural
      value={unlocated}
      one={`${label} holds only places with a location: # of your places has none and is left out.`}
      other={`${label} holds only places with a location: # of your places have none and are left out.`}
    />
  );
}

/**
 * Export: the list as a file for other apps. Plain links: the download is same-origin, so the
 * session cookie goes with it, and the browser saves it under the name the server gives.
 * `unlocated` is how many of the list's places have no location; null while the list loads.
 */
export function ExportCard({ unlocated }: { unlocated: number | null }) {
  const noteId = useId();
  const { t } = useLingui();
  const leavingOut = EXPORTS.filter(({ format }) => !HOLDS_PLACES_WITHOUT_LOCATION[format]);
  return (
    <Card className="grid gap-3 p-4">
      <div className="flex items-center gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground [&_svg]:size-5">
          <FileDown aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold">
            <Trans>Export</Trans>
          </h2>
          <p className="text-sm text-muted-foreground">
            <Trans>
              GPX and KML for map and navigation apps, GeoJSON for mapping tools, CSV for
              spreadsheets.
            </Trans>
          </p>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {EXPORTS.map(({ format, label }) => (
          <Button key={format} variant="outline" asChild>
            <a
              href={`/api/places/export?format=${format}`}
              download
              aria-label={t`Export as ${label}`}
              aria-describedby={
                HOLDS_PLACES_WITHOUT_LOCATION[format] ? undefined : `${noteId}-${format}`
              }
            >
              {label}
            </a>
          </Button>
        ))}
      </div>
      {leavingOut.map(({ format, label }) => (
        <p key={format} id={`${noteId}-${format}`} className="text-sm text-muted-foreground">
          <LeftOutNote label={label} unlocated={unlocated} />
        </p>
      ))}
    </Card>
  );
}
