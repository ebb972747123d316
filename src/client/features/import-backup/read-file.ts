import type { ImportedPlace, ImportProblem } from "#shared/import-formats/imported-place.ts";

/**
 * The worker's answer: the file's places with the entries of it that could not be read (left
 * out, each with its reason), or the sentence saying why the file cannot be read at all.
 */
export type ReadFileAnswer =
  | { ok: true; places: ImportedPlace[]; problems: ImportProblem[] }
  | { ok: false; error: string };

/**
 * Reads a place file in a Web Worker (read-file.worker.ts), which holds the readers: the page
 * stays responsive, and loads them only when a file is chosen. Aborting stops the worker.
 */
export function readPlacesInWorker(file: File, signal: AbortSignal): Promise<ReadFileAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL("./read-file.worker.ts", import.meta.url), {
      type: "module",
    });
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
