import { Trans, useLingui } from "@lingui/react/macro";
import { FileUp } from "lucide-react";
import { type DragEvent, useId, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { Label } from "#client/components/ui/input.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { cn } from "#client/lib/cn.ts";

/** The files the readers take (#shared/import-formats), for the file picker. */
const ACCEPTED_FILES = ".json,.geojson,.kml,.kmz,.gpx,.csv";

type Props = {
  text: string;
  onTextChange: (text: string) => void;
  /** Why the last file could not be read, or the list checked; null for nothing wrong. */
  problem: string | null;
  onFile: (file: File) => void;
  onParse: () => void;
};

/**
 * The import dialog's first step: a file to choose or drop, or a list to paste
 * (docs/product.md#import).
 */
export function ImportSource({ text, onTextChange, problem, onFile, onParse }: Props) {
  const textId = useId();
  const fileId = useId();
  const fileHintId = useId();
  const [dragging, setDragging] = useState(false);
  const { t } = useLingui();
  // The categories in brackets stay as the import reads them; the place names are names.
  const example = t`Tate Modern (Arts & Culture) - Bankside, London [Free entry]
- Edinburgh Castle (History & Heritage)
1. The Kelpies - Falkirk`;

  // A file dropped anywhere on the dialog is read, rather than opened by the browser in place
  // of the app; text dragged into the list is left to the text area.
  const carriesFile = (event: DragEvent) => event.dataTransfer.types.includes("Files");

  function onDragOver(event: DragEvent) {
    if (!carriesFile(event)) return;
    event.preventDefault();
    setDragging(true);
  }

  function onDragLeave(event: DragEvent) {
    // Moving over the zone's own children is not leaving it.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  }

  function onDrop(event: DragEvent) {
    if (!carriesFile(event)) return;
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target only; the file picker inside is the way in for keyboards and screen readers
    <div className="grid gap-4" onDragOver={onDragOver} onDragLeave={onDragLeave} onDrop={onDrop}>
      {/* Dropping a file is for pointers; the picker is there for everyone. */}
      <section
        aria-label={t`From a file`}
        className={cn(
          "grid gap-2 rounded-xl border-2 border-dashed border-border p-3",
          dragging && "border-primary bg-primary/5",
        )}
      >
        <div className="flex items-center gap-2">
          <FileUp className="size-5 shrink-0 text-muted-foreground" aria-hidden />
          <Label htmlFor={fileId}>
            <Trans>Choose a file</Trans>
          </Label>
          <span className="hidden text-sm text-muted-foreground sm:inline">
            {dragging ? t`– drop it to read it` : t`or drop one here`}
          </span>
        </div>
        <input
          id={fileId}
          type="file"
          accept={ACCEPTED_FILES}
          aria-describedby={fileHintId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Cleared, so choosing the same file again (after fixing it) reads it again.
            event.target.value = "";
            if (file) onFile(file);
          }}
          className="block w-full min-w-0 rounded-lg border border-input bg-card text-sm text-foreground file:mr-3 file:h-10 file:cursor-pointer file:border-0 file:bg-secondary file:px-3 file:font-medium file:text-secondary-foreground focus-visible:outline-2 focus-visible:outline-ring"
        />
        <p id={fileHintId} className="text-xs text-muted-foreground">
          <Trans>
            Google Takeout saved places (.json or .csv), My Maps or Google Earth (.kml, .kmz), GPS
            waypoints (.gpx), GeoJSON or a spreadsheet saved as CSV.
          </Trans>
        </p>
      </section>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          onParse();
        }}
      >
        <Label htmlFor={textId}>
          <Trans>Your list</Trans>
        </Label>
        <Textarea
          id={textId}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          placeholder={example}
          rows={6}
          className="font-mono text-sm"
        />
        <p className="text-sm text-muted-foreground">
          <Trans>
            Put a category in (round brackets), notes in [square brackets], and an address after “ -
            ”. Bullets and numbering are ignored.
          </Trans>
        </p>
        <div className="flex justify-end">
          <Button type="submit" disabled={text.trim() === ""}>
            <Trans>Parse Places</Trans>
          </Button>
        </div>
      </form>
    </div>
  );
}
