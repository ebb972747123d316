import type { Context } from "hono";

/** About this much text goes out in one chunk: a piece per place would mean a write each. */
const CHUNK_CHARS = 16 * 1024;

/**
 * A text file download, streamed: the pieces are made only as the client reads them, a chunk
 * at a time, so the whole file is never held in memory.
 */
export function textDownload(
  c: Context,
  { fileName, contentType }: { fileName: string; contentType: string },
  pieces: Iterator<string, unknown, undefined>,
): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      let chunk = "";
      while (chunk.length < CHUNK_CHARS) {
        const next = pieces.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += next.value;
      }
      controller.enqueue(encoder.encode(chunk));
    },
    cancel() {
      pieces.return?.(undefined);
    },
  });
  return c.body(body, 200, {
    "content-type": contentType,
    "content-disposition": `attachment; filename="${fileName}"`,
    "cache-control": "no-store",
  });
}
