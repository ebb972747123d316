import { FileUp } from "lucide-react";
import { type DragEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent } from "#client/components/ui/dialog.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { Label } from "#client/components/ui/input.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { endedBySignOut, toast } from "#client/components/ui/toast-store.ts";
import { placesQuery } from "#client/entities/place/list-query.ts";
import { cn } from "#client/lib/cn.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { describeError } from "#shared/error-messages.ts";
import { countOf as countPlaces, formatCount } from "#shared/format-count.ts";
import { parsePlaceList } from "#shared/import-parser.ts";
import { PLACE_LIMITS } from "#shared/place-limits.ts";
import { findByName } from "../api.ts";
import {
  addPlacesInBatches,
  BulkAddError,
  type BulkProgress,
  describeBulkResult,
} from "../bulk-add.ts";
import {
  importOutcome,
  keysOf,
  leftOutAtFirst,
  type PreviewRow,
  rowsFromFile,
  rowsFromList,
  rowsToFind,
  toBulkPlace,
  withFound,
} from "../preview.ts";
import { readPlacesInWorker } from "../read-file.ts";
import { BulkProgressBar } from "./bulk-progress.tsx";
import { PREVIEW_PAGE, PreviewList } from "./import-preview.tsx";

const EXAMPLE = `Tate Modern (Arts & Culture) - Bankside, London [Free entry]
- Edinburgh Castle (History & Heritage)
1. The Kelpies - Falkirk`;

/** The files the readers take (#shared/import-formats), for the file picker. */
const ACCEPTED_FILES = ".json,.geojson,.kml,.kmz,.gpx,.csv";

const countOf = (n: number) => countPlaces(n, "place");

type Preview = {
  rows: PreviewRow[];
  /** The file they came from; null for a pasted list. */
  fileName: string | null;
  /** A pasted list longer than any list may be: counted, not checked or drawn. */
  tooMany: number | null;
};

type Step = { step: "edit" } | { step: "reading"; fileName: string } | { step: "preview" };

/** How many problem lines the alert lists before counting the rest. */
const PROBLEMS_LISTED = 5;

/**
 * The chosen rows the server will skip, said beside the Import button, whose count leaves them
 * out: "1 chosen place is already in your list: it is skipped."
 */
function skippedLine({ inList, repeats }: ReturnType<typeof importOutcome>): string | null {
  if (inList + repeats === 0) return null;
  const reasons = [
    inList > 0 &&
      `${countPlaces(inList, "chosen place")} ${inList === 1 ? "is" : "are"} already in your list`,
    repeats > 0 &&
      `${countPlaces(repeats, "chosen place")} ${repeats === 1 ? "repeats one" : "repeat ones"} above`,
  ].filter(Boolean);
  return `${reasons.join("; ")}: ${inList + repeats === 1 ? "it is" : "they are"} skipped.`;
}

/**
 * The import dialog: paste a list or choose a file, see every place found with what stands
 * out about it, leave out any, and import the rest (docs/product.md#import).
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const textId = useId();
  const fileId = useId();
  const fileHintId = useId();
  const [text, setText] = useState("");
  const [step, setStep] = useState<Step>({ step: "edit" });
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [leftOut, setLeftOut] = useState<ReadonlySet<number>>(new Set());
  const [shown, setShown] = useState(PREVIEW_PAGE);
  const [findFailed, setFindFailed] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  // Reading a file and finding positions stop when the traveller goes back or closes.
  const work = useRef<AbortController | null>(null);
  const importing = progress !== null;
  // Leaving the page stops the worker and the lookups with it.
  useEffect(() => () => work.current?.abort(), []);

  const rows = preview?.rows ?? [];
  const summary = useMemo(() => {
    let duplicates = 0;
    let prose = 0;
    let unlocated = 0;
    let approximate = 0;
    let finding = 0;
    const problems: string[] = [];
    const problemRows: number[] = [];
    for (const row of rows) {
      if (row.duplicate) duplicates++;
      if (row.prose) prose++;
      if (row.location.kind === "none") unlocated++;
      if (row.location.kind === "approximate") approximate++;
      if (row.location.kind === "finding") finding++;
      if (row.problems.length > 0 && !leftOut.has(row.index)) {
        problemRows.push(row.index);
        problems.push(`${row.where}: ${row.problems.join("; ")}`);
      }
    }
    return { duplicates, prose, unlocated, approximate, finding, problems, problemRows };
  }, [rows, leftOut]);
  const included = rows.length - leftOut.size;
  const outcome = useMemo(() => importOutcome(rows, leftOut), [rows, leftOut]);

  function startWork(): AbortSignal {
    work.current?.abort();
    work.current = new AbortController();
    return work.current.signal;
  }

  function backToEdit() {
    work.current?.abort();
    setPreview(null);
    setStep({ step: "edit" });
  }

  function close() {
    if (importing) return;
    backToEdit();
    setText("");
    setFileProblem(null);
    onClose();
  }

  /** Shows the rows: those already in the list start left out, and positions are looked for. */
  function showPreview(next: Preview, signal: AbortSignal) {
    setPreview(next);
    setLeftOut(leftOutAtFirst(next.rows));
    setShown(PREVIEW_PAGE);
    setFindFailed(false);
    setStep({ step: "preview" });
    const toFind = rowsToFind(next.rows);
    if (toFind.length === 0) return;
    findByName(
      toFind.map((row) => row.fields),
      signal,
    ).then(
      (found) => {
        if (!signal.aborted) setPreview({ ...next, rows: withFound(next.rows, found) });
      },
      () => {
        if (signal.aborted) return;
        setFindFailed(true);
        setPreview({ ...next, rows: withFound(next.rows, []) });
      },
    );
  }

  async function parseText() {
    const signal = startWork();
    const parsed = parsePlaceList(text);
    // More than a list can hold is refused outright, without checking (or drawing) every line.
    if (parsed.length > PLACE_LIMITS.perUser) {
      showPreview({ rows: [], fileName: null, tooMany: parsed.length }, signal);
      return;
    }
    try {
      const existing = keysOf(await queryClient.ensureQueryData(placesQuery));
      if (signal.aborted) return;
      showPreview({ rows: rowsFromList(parsed, existing), fileName: null, tooMany: null }, signal);
    } catch (error) {
      if (!signal.aborted) setFileProblem(describeError(error, "Could not check your list."));
    }
  }

  async function readFile(file: File) {
    const signal = startWork();
    setFileProblem(null);
    setStep({ step: "reading", fileName: file.name });
    try {
      const [answer, places] = await Promise.all([
        readPlacesInWorker(file, signal),
        queryClient.ensureQueryData(placesQuery),
      ]);
      if (signal.aborted) return;
      if (!answer.ok) {
        setFileProblem(answer.error);
        setStep({ step: "edit" });
        return;
      }
      const fileRows = rowsFromFile(answer.places, keysOf(places));
      showPreview({ rows: fileRows, fileName: file.name, tooMany: null }, signal);
    } catch (error) {
      if (signal.aborted) return;
      setFileProblem(describeError(error, "This file could not be read. Please try again."));
      setStep({ step: "edit" });
    }
  }

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
    if (file) void readFile(file);
  }

  const toggle = useCallback((index: number, include: boolean) => {
    setLeftOut((current) => {
      const next = new Set(current);
      if (include) next.delete(index);
      else next.add(index);
      return next;
    });
  }, []);

  async function importPlaces() {
    const places = rows.filter((row) => !leftOut.has(row.index)).map(toBulkPlace);
    try {
      const result = await addPlacesInBatches(places, setProgress);
      toast({ title: "Import successful!", description: describeBulkResult("Added", result) });
      setProgress(null);
      close();
    } catch (error) {
      setProgress(null);
      if (endedBySignOut(error)) return;
      const fallback = "There was an error importing your places. Please try again.";
      toast({
        title: "Import failed",
        description:
          error instanceof BulkAddError
            ? `${countPlaces(error.added, "place was", "places were")} added before this error: ${describeError(error.cause, fallback)}`
            : describeError(error, fallback),
        variant: "destructive",
      });
    }
  }

  // The lines that read as prose are not counted as places found: they are said apart.
  const found = preview?.tooMany ?? rows.length - summary.prose;
  const marks = [
    summary.duplicates > 0 && `${formatCount(summary.duplicates)} already in your list`,
    summary.prose > 0 &&
      `${countPlaces(summary.prose, "other line")} ${summary.prose === 1 ? "looks" : "look"} like text, not places`,
    summary.unlocated > 0 && `${formatCount(summary.unlocated)} with no location`,
    summary.approximate > 0 && `${formatCount(summary.approximate)} with an approximate location`,
  ].filter(Boolean);

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent
        title="Import Places"
        description="Paste a list with one place on each line, or choose a file."
        sheetOnMobile
      >
        {step.step === "reading" && (
          <div className="grid gap-3">
            <p role="status" className="flex items-center gap-2 text-sm break-all">
              <span
                aria-hidden
                className="size-4 shrink-0 animate-spin rounded-full border-2 border-primary border-t-transparent"
              />
              Reading {step.fileName}…
            </p>
            <div className="flex justify-end">
              <Button variant="outline" onClick={backToEdit}>
                Cancel
              </Button>
            </div>
          </div>
        )}
        {step.step === "edit" && (
          // biome-ignore lint/a11y/noStaticElementInteractions: a drop target only; the file picker inside is the way in for keyboards and screen readers
          <div
            className="grid gap-4"
            onDragOver={onDragOver}
            onDragLeave={onDragLeave}
            onDrop={onDrop}
          >
            {/* Dropping a file is for pointers; the picker is there for everyone. */}
            <section
              aria-label="From a file"
              className={cn(
                "grid gap-2 rounded-xl border-2 border-dashed border-border p-3",
                dragging && "border-primary bg-primary/5",
              )}
            >
              <div className="flex items-center gap-2">
                <FileUp className="size-5 shrink-0 text-muted-foreground" aria-hidden />
                <Label htmlFor={fileId}>Choose a file</Label>
                <span className="hidden text-sm text-muted-foreground sm:inline">
                  {dragging ? "– drop it to read it" : "or drop one here"}
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
                  if (file) void readFile(file);
                }}
                className="block w-full min-w-0 rounded-lg border border-input bg-card text-sm text-foreground file:mr-3 file:h-10 file:cursor-pointer file:border-0 file:bg-secondary file:px-3 file:font-medium file:text-secondary-foreground focus-visible:outline-2 focus-visible:outline-ring"
              />
              <p id={fileHintId} className="text-xs text-muted-foreground">
                Google Takeout saved places (.json or .csv), My Maps or Google Earth (.kml, .kmz),
                GPS waypoints (.gpx), GeoJSON or a spreadsheet saved as CSV.
              </p>
            </section>
            {fileProblem && <ErrorAlert>{fileProblem}</ErrorAlert>}
            <form
              className="grid gap-3"
              onSubmit={(event) => {
                event.preventDefault();
                void parseText();
              }}
            >
              <Label htmlFor={textId}>Your list</Label>
              <Textarea
                id={textId}
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder={EXAMPLE}
                rows={6}
                className="font-mono text-sm"
              />
              <p className="text-sm text-muted-foreground">
                Put a category in (round brackets), notes in [square brackets], and an address after
                “ - ”. Bullets and numbering are ignored.
              </p>
              <div className="flex justify-end">
                <Button type="submit" disabled={text.trim() === ""}>
                  Parse Places
                </Button>
              </div>
            </form>
          </div>
        )}
        {step.step === "preview" && preview && (
          <div className="grid gap-3">
            <div className="grid gap-0.5">
              <p className="font-semibold" aria-live="polite">
                Found {countOf(found)}
              </p>
              {preview.fileName && (
                <p className="text-sm break-all text-muted-foreground">In {preview.fileName}</p>
              )}
              {marks.length > 0 && (
                <p className="text-sm text-muted-foreground">{marks.join(" · ")}</p>
              )}
              {summary.finding > 0 && (
                <p role="status" className="text-sm text-muted-foreground">
                  Finding locations for {countOf(summary.finding)}…
                </p>
              )}
            </div>
            {rows.length === 0 && preview.tooMany === null && (
              <p className="text-sm text-muted-foreground">
                No line held a place name. Put one place on each line.
              </p>
            )}
            {preview.tooMany !== null && (
              <ErrorAlert>
                A list holds at most {formatCount(PLACE_LIMITS.perUser)} places. Import this one in
                parts.
              </ErrorAlert>
            )}
            {findFailed && (
              <ErrorAlert>
                Could not look up where the places without a location are: they will be imported
                without one.
              </ErrorAlert>
            )}
            {summary.problems.length > 0 && (
              <ErrorAlert className="grid gap-2">
                <div>
                  <p className="font-medium">Leave out or fix these places before importing:</p>
                  <ul className="mt-1 list-inside list-disc">
                    {summary.problems.slice(0, PROBLEMS_LISTED).map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                  {summary.problems.length > PROBLEMS_LISTED && (
                    <p className="mt-1">
                      …and {formatCount(summary.problems.length - PROBLEMS_LISTED)} more.
                    </p>
                  )}
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  className="justify-self-start"
                  disabled={importing}
                  onClick={() => setLeftOut(new Set([...leftOut, ...summary.problemRows]))}
                >
                  Leave them out
                </Button>
              </ErrorAlert>
            )}
            {rows.length > 0 && (
              <>
                <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                  <span className="text-muted-foreground">
                    {formatCount(included)} of {formatCount(rows.length)} chosen
                  </span>
                  <span className="flex gap-1">
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={importing || leftOut.size === 0}
                      onClick={() => setLeftOut(new Set())}
                    >
                      Include all
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={importing || included === 0}
                      onClick={() => setLeftOut(new Set(rows.map((row) => row.index)))}
                    >
                      Leave all out
                    </Button>
                  </span>
                </div>
                <PreviewList
                  rows={rows}
                  shown={shown}
                  leftOut={leftOut}
                  disabled={importing}
                  onToggle={toggle}
                  onShowMore={() => setShown((n) => n + PREVIEW_PAGE)}
                />
              </>
            )}
            {skippedLine(outcome) && (
              <p className="text-sm text-muted-foreground">{skippedLine(outcome)}</p>
            )}
            <BulkProgressBar progress={progress} label="Importing places" />
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" disabled={importing} onClick={backToEdit}>
                Back to Edit
              </Button>
              <Button
                disabled={
                  importing ||
                  outcome.adds === 0 ||
                  preview.tooMany !== null ||
                  summary.finding > 0 ||
                  summary.problems.length > 0
                }
                onClick={importPlaces}
              >
                {importing ? "Importing..." : `Import ${countPlaces(outcome.adds, "Place")}`}
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
