import { useId, useMemo, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent } from "#client/components/ui/dialog.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { Label } from "#client/components/ui/input.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { toast } from "#client/components/ui/toast-store.ts";
import { cn } from "#client/lib/cn.ts";
import { describeError } from "#shared/error-messages.ts";
import { type ParsedPlace, parsePlaceList } from "#shared/import-parser.ts";
import { bulkPlaceSchema } from "#shared/place.ts";
import { PLACE_LIMITS } from "#shared/place-limits.ts";
import {
  addPlacesInBatches,
  BulkAddError,
  type BulkProgress,
  describeBulkResult,
} from "../bulk-add.ts";
import { BulkProgressBar } from "./bulk-progress.tsx";

const EXAMPLE = `Tate Modern (Arts & Culture) - Bankside, London [Free entry]
- Edinburgh Castle (History & Heritage)
1. The Kelpies - Falkirk`;

/** What the server would refuse in each line, found before sending: 'name: Use at most…'. */
function problemsIn(places: readonly ParsedPlace[]): Map<number, string[]> {
  const problems = new Map<number, string[]>();
  for (const { line, ...place } of places) {
    const issues = bulkPlaceSchema.safeParse(place).error?.issues ?? [];
    if (issues.length > 0) {
      problems.set(
        line,
        issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
      );
    }
  }
  return problems;
}

/** Lines drawn in the preview; the rest are counted. */
const PREVIEW_LIMIT = 500;

const countOf = (n: number) => `${n} ${n === 1 ? "place" : "places"}`;

/** The import dialog: paste, Parse Places, preview, import (docs/product.md#import). */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const textId = useId();
  const [text, setText] = useState("");
  const [parsed, setParsed] = useState<ParsedPlace[] | null>(null);
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const importing = progress !== null;
  // More than a list can hold is refused outright, without checking (or drawing) every line.
  const tooMany = (parsed?.length ?? 0) > PLACE_LIMITS.perUser;
  // Checked once per parse, not on every progress update.
  const problems = useMemo(
    () => (tooMany ? new Map<number, string[]>() : problemsIn(parsed ?? [])),
    [parsed, tooMany],
  );
  const problemLines = [...problems].map(
    ([line, messages]) => `Line ${line}: ${messages.join("; ")}`,
  );

  function close() {
    if (importing) return;
    setParsed(null);
    setText("");
    onClose();
  }

  async function importPlaces(places: ParsedPlace[]) {
    try {
      const result = await addPlacesInBatches(
        places.map(({ line: _line, ...place }) => place),
        setProgress,
      );
      toast({ title: "Import successful!", description: describeBulkResult("Added", result) });
      setProgress(null);
      close();
    } catch (error) {
      setProgress(null);
      const fallback = "There was an error importing your places. Please try again.";
      toast({
        title: "Import failed",
        description:
          error instanceof BulkAddError
            ? `${countOf(error.added)} were added before this error: ${describeError(error.cause, fallback)}`
            : describeError(error, fallback),
        variant: "destructive",
      });
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent
        title="Import Places"
        description="Paste a list with one place on each line."
        sheetOnMobile
      >
        {parsed === null ? (
          <form
            className="grid gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              setParsed(parsePlaceList(text));
            }}
          >
            <Label htmlFor={textId}>Your list</Label>
            <Textarea
              id={textId}
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={EXAMPLE}
              rows={8}
              className="font-mono text-sm"
            />
            <p className="text-sm text-muted-foreground">
              Put a category in (round brackets), notes in [square brackets], and an address after “
              - ”. Bullets and numbering are ignored.
            </p>
            <div className="flex justify-end">
              <Button type="submit" disabled={text.trim() === ""}>
                Parse Places
              </Button>
            </div>
          </form>
        ) : (
          <div className="grid gap-3">
            <p className="font-semibold" aria-live="polite">
              Found {countOf(parsed.length)}
            </p>
            {parsed.length === 0 && (
              <p className="text-sm text-muted-foreground">
                No line held a place name. Put one place on each line.
              </p>
            )}
            {tooMany && (
              <ErrorAlert>
                A list holds at most {PLACE_LIMITS.perUser.toLocaleString("en-GB")} places. Import
                this one in parts.
              </ErrorAlert>
            )}
            {problemLines.length > 0 && (
              <ErrorAlert>
                <p className="font-medium">Fix these lines before importing:</p>
                <ul className="mt-1 list-inside list-disc">
                  {problemLines.slice(0, 5).map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
                {problemLines.length > 5 && (
                  <p className="mt-1">…and {problemLines.length - 5} more.</p>
                )}
              </ErrorAlert>
            )}
            {parsed.length > 0 && (
              <ul
                className="max-h-[40dvh] divide-y divide-border overflow-y-auto rounded-lg border border-border"
                aria-label="Places found"
              >
                {parsed.slice(0, PREVIEW_LIMIT).map((place) => (
                  <li
                    key={place.line}
                    className={cn(
                      "px-3 py-2 text-sm",
                      problems.has(place.line) &&
                        "border-l-4 border-l-destructive bg-destructive/5",
                    )}
                  >
                    <p className="font-medium break-words">{place.name}</p>
                    {(place.address || place.category || place.notes) && (
                      <p className="text-muted-foreground break-words">
                        {[place.category, place.address, place.notes].filter(Boolean).join(" · ")}
                      </p>
                    )}
                    {problems.get(place.line)?.map((message) => (
                      <p key={message} className="font-medium text-destructive">
                        Line {place.line}: {message}
                      </p>
                    ))}
                  </li>
                ))}
                {parsed.length > PREVIEW_LIMIT && (
                  <li className="px-3 py-2 text-sm text-muted-foreground">
                    …and {(parsed.length - PREVIEW_LIMIT).toLocaleString("en-GB")} more
                  </li>
                )}
              </ul>
            )}
            <BulkProgressBar progress={progress} label="Importing places" />
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" disabled={importing} onClick={() => setParsed(null)}>
                Back to Edit
              </Button>
              <Button
                disabled={importing || parsed.length === 0 || tooMany || problems.size > 0}
                onClick={() => importPlaces(parsed)}
              >
                {importing
                  ? "Importing..."
                  : `Import ${parsed.length} ${parsed.length === 1 ? "Place" : "Places"}`}
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
