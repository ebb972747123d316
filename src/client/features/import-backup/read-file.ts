import type { ImportedPlace, ImportProblem } from "#shared/import-formats/imported-place.ts";

/**
 * The worker's answer: the file's places with the entries of it that could not be read (left
 * out, each with its reason), or the sentence saying why the file cannot be read at all.
 */
export type ReadFileAnswer =
  | {
      ok: true;
      places: ImportedPlace[];
      problems: ImportProblem[];
      /** What the server would refuse in each place, checked in the worker (row-problems.ts). */
      rowProblems: string[][];
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

/**
 * Reads a place file in a Web Worker (read-file.worker.ts), which holds the readers: the page
 * stays responsive, and loads them only once the import dialog opens. Aborting stops the
 * worker.
 */
export function readPlacesInWorker(file: File, signal: AbortSignal): Promise<ReadFileAnswer> {
  return new Promise((resolve, reject) => {
    const worker = takeWorker();
    const stop = () => {
      worker.terminate();
      signal.removeEventListener("abort", abort);
    };
    const abort = () => {
      stop();
      reject(signal.reason);
    };
    signal.addEventListener("abort", abort);
    worker.onmessage = (event: MessageEvent<ReadFileAnswer>) => {
      stop();
      resolve(event.data);
    };
    // The worker's script failed to load or run: nothing of the file was read.
    worker.onerror = () => {
      stop();
      resolve({ ok: false, error: "This file could not be read. Please try again." });
    };
    worker.postMessage(file);
  });
}
