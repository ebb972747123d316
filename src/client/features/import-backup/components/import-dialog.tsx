import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Button } from "#client/components/ui/button.tsx";
import { Dialog, DialogContent } from "#client/components/ui/dialog.tsx";
import { endedBySignOut, toast } from "#client/components/ui/toast-store.ts";
import { placesQuery } from "#client/entities/place/list-query.ts";
import { sharedText } from "#client/lib/i18n.tsx";
import { queryClient } from "#client/lib/query-client.ts";
import { describeError } from "#shared/error-messages.ts";
import { IMPORT_FILE_LIMITS, type ImportProblem } from "#shared/import-formats/imported-place.ts";
import { parsePlaceList } from "#shared/import-parser.ts";
import { findByName, nameNearTowns } from "../api.ts";
import { addPlacesInBatches, BulkAddError, type BulkProgress } from "../bulk-add.ts";
import { describeBulkResult } from "../bulk-outcome.ts";
import {
  type ListPlaces,
  listPlaces,
  type PreviewRow,
  rowsFromFile,
  rowsFromList,
  rowsToFind,
  toBulkPlace,
  withFound,
} from "../preview.ts";
import { prepareFileReader, readPlacesInWorker } from "../read-file.ts";
import { roomFor } from "../room.ts";
import { ImportPreviewStep } from "./import-preview-step.tsx";
import { ImportSource } from "./import-source.tsx";

type Preview = {
  rows: PreviewRow[];
  /** The places the list held when the rows were read, to mark those repeating one. */
  list: ListPlaces;
  /** How many more places the list had room for then (room.ts). */
  room: number;
  /** The file they came from; null for a pasted list. */
  fileName: string | null;
  /** The file's entries that could not be read: left out, and said above the rows. */
  unreadable: readonly ImportProblem[];
  /** A pasted list longer than the import reads: counted, not checked or drawn, with why. */
  tooMany: { count: number; message: string } | null;
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
  // Each preview shown is drawn afresh, its choice of rows made anew.
  const [previewKey, setPreviewKey] = useState(0);
  const [findFailed, setFindFailed] = useState(false);
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  // Reading a file and finding positions stop when the traveller goes back or closes.
  const work = useRef<AbortController | null>(null);
  const importing = progress !== null;
  const { t } = useLingui();
  // Leaving the page stops the worker and the lookups with it.
  useEffect(() => () => work.current?.abort(), []);
  // The file reader loads while a file is being chosen, not after.
  useEffect(() => {
    if (open) prepareFileReader();
  }, [open]);

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
   * Shows the rows (the preview step decides which start ticked), and looks for positions for
   * a file's rows without coordinates and a pasted list's lines alike; once found, they may
   * make a row another place, or the same.
   */
  function showPreview(next: Preview, signal: AbortSignal) {
    setPreview(next);
    setPreviewKey((key) => key + 1);
    setFindFailed(false);
    setStep({ step: "preview" });
    const toFind = rowsToFind(next.rows);
    if (toFind.length === 0) return;
    const placeFound = (found: Parameters<typeof withFound>[1]) => {
      setPreview({ ...next, rows: withFound(next.rows, found, next.list) });
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
    // More than the import reads is refused outright, without checking (or drawing) every line.
    if (parsed.length > IMPORT_FILE_LIMITS.places) {
      const most = IMPORT_FILE_LIMITS.places;
      const message = t`${plural(most, {
        one: "The import reads at most # place at a time. Import this list in parts.",
        other: "The import reads at most # places at a time. Import this list in parts.",
      })}`;
      showPreview(
        {
          rows: [],
          list: listPlaces([]),
          room: 0,
          fileName: null,
          unreadable: [],
          tooMany: { count: parsed.length, message },
        },
        signal,
      );
      return;
    }
    try {
      const places = await queryClient.ensureQueryData(placesQuery);
      if (signal.aborted) return;
      const list = listPlaces(places);
      showPreview(
        {
          rows: rowsFromList(parsed, list),
          list,
          room: roomFor(places.length),
          fileName: null,
          unreadable: [],
          tooMany: null,
        },
        signal,
      );
    } catch (error) {
      if (!signal.aborted)
        setFileProblem(describeError(error, t`Could not check your list.`, sharedText));
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
      const [named, rowProblems] = await Promise.all([
        nameNearTowns(answer.places, signal),
        answer.rowProblems,
      ]);
      if (signal.aborted) return;
      const list = listPlaces(places);
      // A place named after its town is checked again: the worker saw its other name.
      const checked = named.map((place, i) =>
        place === answer.places[i] ? rowProblems[i] : undefined,
      );
      showPreview(
        {
          rows: rowsFromFile(named, list, checked),
          list,
          room: roomFor(places.length),
          fileName: file.name,
          unreadable: answer.problems,
          tooMany: null,
        },
        signal,
      );
    } catch (error) {
      if (signal.aborted) return;
      setFileProblem(
        describeError(error, t`This file could not be read. Please try again.`, sharedText),
      );
      setStep({ step: "edit" });
    }
  }

  /** What an import stopped part way says: the places saved, then why it stopped. */
  const addedBeforeError = (added: number, why: string) =>
    t`${plural(added, {
      one: `# place was added before this error: ${why}`,
      other: `# places were added before this error: ${why}`,
    })}`;

  /** Sends the rows chosen; the server's own cap check is the final word (400 when full). */
  async function importPlaces(chosen: readonly PreviewRow[]) {
    const places = chosen.map(toBulkPlace);
    try {
      const result = await addPlacesInBatches(places, setProgress);
      toast({
        title: t`Import successful!`,
        description: describeBulkResult("Added", result, preview?.fileName ? "file" : "list"),
      });
      setProgress(null);
      close();
    } catch (error) {
      setProgress(null);
      if (endedBySignOut(error)) return;
      const fallback = t`There was an error importing your places. Please try again.`;
      toast({
        title: t`Import failed`,
        description:
          error instanceof BulkAddError
            ? addedBeforeError(error.added, describeError(error.cause, fallback, sharedText))
            : describeError(error, fallback, sharedText),
        variant: "destructive",
      });
    }
  }

  const fileName = step.step === "reading" ? step.fileName : "";
  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent
        title={t`Import Places`}
        description={t`Paste a list with one place on each line, or choose a file.`}
        sheetOnMobile
      >
        {step.step === "reading" && (
          <div className="grid gap-3">
            <p role="status" className="flex items-center gap-2 text-sm break-all">
              <span
                aria-hidden
                className="size-4 shrink-0 animate-spin rounded-full border-2 border-primary border-t-transparent"
              />
              <Trans>Reading {fileName}…</Trans>
            </p>
            <div className="flex justify-end">
              <Button variant="outline" onClick={backToEdit}>
                <Trans>Cancel</Trans>
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
          <ImportPreviewStep
            key={previewKey}
            rows={preview.rows}
            room={preview.room}
            fileName={preview.fileName}
            unreadable={preview.unreadable}
            tooMany={preview.tooMany}
            findFailed={findFailed}
            progress={progress}
            onBack={backToEdit}
            onImport={(chosen) => void importPlaces(chosen)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
