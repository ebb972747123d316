import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent } from "#client/components/ui/dialog.tsx";
import { ErrorAlert } from "#client/components/ui/error-alert.tsx";
import { endedBySignOut, toast } from "#client/components/ui/toast-store.ts";
import { placesQuery } from "#client/entities/place/list-query.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { describeError } from "#shared/error-messages.ts";
import { countOf as countPlaces, formatCount } from "#shared/format-count.ts";
import type { ImportProblem } from "#shared/import-formats/imported-place.ts";
import { parsePlaceList } from "#shared/import-parser.ts";
import { PLACE_LIMITS } from "#shared/place-limits.ts";
import { findByName, nameNearTowns } from "../api.ts";
import { addPlacesInBatches, BulkAddError, type BulkProgress } from "../bulk-add.ts";
import { describeBulkResult } from "../bulk-outcome.ts";
import {
  importOutcome,
  type ListPlaces,
  leftOutAtFirst,
  leftOutOnceFound,
  listPlaces,
  type PreviewRow,
  rowsFromFile,
  rowsFromList,
  rowsToFind,
  toBulkPlace,
  withFound,
} from "../preview.ts";
import { marksOf, skippedLine, summarise } from "../preview-summary.ts";
import { prepareFileReader, readPlacesInWorker } from "../read-file.ts";
import { BulkProgressBar } from "./bulk-progress.tsx";
import { PREVIEW_PAGE, PreviewList } from "./import-preview.tsx";
import { ImportSource } from "./import-source.tsx";
import { PreviewHeading, RowProblemsAlert } from "./preview-heading.tsx";

type Preview = {
  rows: PreviewRow[];
  /** The places the list held when the rows were read, to mark those repeating one. */
  list: ListPlaces;
  /** The file they came from; null for a pasted list. */
  fileName: string | null;
  /** The file's entries that could not be read: left out, and said above the rows. */
  unreadable: readonly ImportProblem[];
  /** A pasted list longer than any list may be: counted, not checked or drawn. */
  tooMany: number | null;
};

type Step = { step: "edit" } | { step: "reading"; fileName: string } | { step: "preview" };

/**
 * The import dialog: paste a list or choose a file, see every place found with what stands
 * out about it, leave out any, and import the rest (docs/product.md#import).
 */
export function ImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [text, setText] = useState("");
  const [step, setStep] = useState<Step>({ step: "edit" });
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [leftOut, setLeftOut] = useState<ReadonlySet<number>>(new Set());
  const [shown, setShown] = useState(PREVIEW_PAGE);
  const [findFailed, setFindFailed] = useState(false);
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  // Reading a file and finding positions stop when the traveller goes back or closes.
  const work = useRef<AbortController | null>(null);
  const importing = progress !== null;
  // Leaving the page stops the worker and the lookups with it.
  useEffect(() => () => work.current?.abort(), []);
  // The file reader loads while a file is being chosen, not after.
  useEffect(() => {
    if (open) prepareFileReader();
  }, [open]);

  const rows = preview?.rows ?? [];
  const summary = useMemo(() => summarise(rows, leftOut), [rows, leftOut]);
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

  /**
   * Shows the rows: those already in the list or repeating an earlier row start left out, and
   * positions are looked for (for a file's rows without coordinates and a pasted list's lines
   * alike); once found, they may make a row another place, or the same.
   */
  function showPreview(next: Preview, signal: AbortSignal) {
    setPreview(next);
    setLeftOut(leftOutAtFirst(next.rows));
    setShown(PREVIEW_PAGE);
    setFindFailed(false);
    setStep({ step: "preview" });
    const toFind = rowsToFind(next.rows);
    if (toFind.length === 0) return;
    const placeFound = (found: Parameters<typeof withFound>[1]) => {
      const placed = withFound(next.rows, found, next.list);
      setPreview({ ...next, rows: placed });
      setLeftOut((current) => leftOutOnceFound(next.rows, placed, current));
    };
    findByName(
      toFind.map((row) => row.fields),
      signal,
    ).then(
      (found) => {
        if (!signal.aborted) placeFound(found);
      },
      () => {
        if (signal.aborted) return;
        setFindFailed(true);
        placeFound([]);
      },
    );
  }

  async function parseText() {
    const signal = startWork();
    const parsed = parsePlaceList(text);
    // More than a list can hold is refused outright, without checking (or drawing) every line.
    if (parsed.length > PLACE_LIMITS.perUser) {
      showPreview(
        { rows: [], list: listPlaces([]), fileName: null, unreadable: [], tooMany: parsed.length },
        signal,
      );
      return;
    }
    try {
      const list = listPlaces(await queryClient.ensureQueryData(placesQuery));
      if (signal.aborted) return;
      showPreview(
        { rows: rowsFromList(parsed, list), list, fileName: null, unreadable: [], tooMany: null },
        signal,
      );
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
      const named = await nameNearTowns(answer.places, signal);
      if (signal.aborted) return;
      const list = listPlaces(places);
      // A place named after its town is checked again: the worker saw its other name.
      const checked = named.map((place, i) =>
        place === answer.places[i] ? answer.rowProblems[i] : undefined,
      );
      const fileRows = rowsFromFile(named, list, checked);
      showPreview(
        {
          rows: fileRows,
          list,
          fileName: file.name,
          unreadable: answer.problems,
          tooMany: null,
        },
        signal,
      );
    } catch (error) {
      if (signal.aborted) return;
      setFileProblem(describeError(error, "This file could not be read. Please try again."));
      setStep({ step: "edit" });
    }
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
      toast({
        title: "Import successful!",
        description: describeBulkResult("Added", result, preview?.fileName ? "file" : "list"),
      });
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
  const marks = marksOf(summary, preview?.fileName ? "file" : "list");

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
          <ImportSource
            text={text}
            onTextChange={setText}
            problem={fileProblem}
            onFile={(file) => void readFile(file)}
            onParse={() => void parseText()}
          />
        )}
        {step.step === "preview" && preview && (
          <div className="grid gap-3">
            <PreviewHeading
              found={found}
              fileName={preview.fileName}
              marks={marks}
              unreadable={preview.unreadable}
              finding={summary.finding}
            />
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
              <RowProblemsAlert
                problems={summary.problems}
                disabled={importing}
                onLeaveOut={() => setLeftOut(new Set([...leftOut, ...summary.problemRows]))}
              />
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
