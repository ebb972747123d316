import { t } from "@lingui/core/macro";
import { sharedText } from "#client/lib/i18n.tsx";
import type { ImportedPlace, ImportProblem } from "#shared/import-formats/imported-place.ts";

/**
 * The worker's messages: the file's places with the entries of it that could not be read
 * (left out, each with its reason), or the sentence saying why the file cannot be read at
 * all; after the places, what the server would refuse in each (row-problems.ts), checked
 * while the page names the file's unnamed points.
 */
export type WorkerMessage =
  | { ok: true; places: ImportedPlace[]; problems: ImportProblem[] }
  | { ok: false; error: string }
  | { rowProblems: string[][] };

/** A file read: its places now, the problems of each when the worker has checked them. */
export type ReadFileAnswer =
  | {
      ok: true;
      places: ImportedPlace[];
      problems: ImportProblem[];
      rowProblems: Promise<string[][]>;
    }
  | { ok: false; error: string };

const startWorker = () =>
  new Worker(new URL("./read-file.worker.ts", import.meta.url), { type: "module" });

/** A worker started ahead of a file being chosen, waiting for it; each reads one file. */
let warm: Worker | null = null;

/**
 * Starts the worker that will read the next file, so that its readers (some 240 KB of script)
 * load and compile while the person is still choosing one: the import dialog calls this as it
 * opens. A worker already waiting is kept.
 */
export function prepareFileReader() {
  if (warm) return;
  const worker = startWorker();
  // A worker whose script failed to load (offline, say) is dropped: the file's read tries anew.
  worker.onerror = () => {
    worker.terminate();
    if (warm === worker) warm = null;
  };
  warm = worker;
}

/** The waiting worker, or a new one. */
function takeWorker(): Worker {
  const worker = warm ?? startWorker();
  warm = null;
  return worker;
}

/** The worker's own words for a file no reader foresaw (read-file.worker.ts). */
const WORKER_COULD_NOT_READ = "This file could not be read. Choose it again, or try another file.";

/**
 * Why the worker could not read a file, in the language shown: the worker runs without the
 * catalogues, so its own words are matched here by their English, and the readers' reasons
 * (ImportFileError) are looked up as shared words.
 */
function sayWorkerError(english: string): string {
  return english === WORKER_COULD_NOT_READ
    ? t`This file could not be read. Choose it again, or try another file.`
    : sharedText(english);
}

/**
 * Reads a place file in a Web Worker (read-file.worker.ts), which holds the readers: the page
 * stays responsive, and loads them only once the import dialog opens. The places come first,
 * their problems after. Aborting stops the worker.
 */
export function readPlacesInWorker(file: File, signal: AbortSignal): Promise<ReadFileAnswer> {
  return new Promise((resolve, reject) => {
    const worker = takeWorker();
    let checked: { resolve: (rows: string[][]) => void; reject: (error: unknown) => void };
    const rowProblems = new Promise<string[][]>((resolveRows, rejectRows) => {
      checked = { resolve: resolveRows, reject: rejectRows };
    });
    // Left waiting only by an abort or a failure, whose own error is the one handled.
    rowProblems.catch(() => {});
    const stop = () => {
      worker.terminate();
      signal.removeEventListener("abort", abort);
    };
    const abort = () => {
      stop();
      reject(signal.reason);
      checked.reject(signal.reason);
    };
    signal.addEventListener("abort", abort);
    worker.onmessage = ({ data }: MessageEvent<WorkerMessage>) => {
      if ("rowProblems" in data) {
        stop();
        checked.resolve(data.rowProblems);
      } else if (data.ok) {
        resolve({ ...data, rowProblems });
      } else {
        stop();
        resolve({ ok: false, error: sayWorkerError(data.error) });
        checked.reject(new Error(data.error));
      }
    };
    // The worker's script failed to load or run: nothing of the file was read, or checked.
    worker.onerror = () => {
      stop();
      const couldNotRead = t`This file could not be read. Please try again.`;
      resolve({ ok: false, error: couldNotRead });
      checked.reject(new Error(couldNotRead));
    };
    worker.postMessage(file);
  });
}
