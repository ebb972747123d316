// Reads a chosen place file away from the page, so a large KMZ or CSV never freezes the dialog.
// Bundled as a file of its own, served from our origin: the CSP's script-src 'self' allows it,
// where a worker made from a blob: URL would be refused.
import {
  checkFileSize,
  ImportFileError,
  readPlaces,
} from "#shared/import-formats/read-places-file.ts";
import type { WorkerMessage } from "./read-file.ts";
import { problemsOf } from "./row-problems.ts";

/** The worker's side of the channel, typed without the WebWorker library. */
const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<File>) => void) | null;
  postMessage: (message: WorkerMessage) => void;
};

/** A failure no reader foresaw: not the traveller's to fix, so it says only what to try. */
const COULD_NOT_READ = "This file could not be read. Choose it again, or try another file.";

scope.onmessage = async ({ data: file }) => {
  try {
    // Before the bytes are loaded: a file too large is refused without reading it.
    checkFileSize(file.size);
    const { places, problems } = readPlaces(file.name, new Uint8Array(await file.arrayBuffer()));
    scope.postMessage({ ok: true, places, problems });
    // Checked here too, off the page, while the page names the unnamed points: the preview
    // only shows what this finds.
    scope.postMessage({ rowProblems: places.map(problemsOf) });
  } catch (error) {
    scope.postMessage({
      ok: false,
      error: error instanceof ImportFileError ? error.message : COULD_NOT_READ,
    });
  }
};
