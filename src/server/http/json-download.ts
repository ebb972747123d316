import type { Context, TypedResponse } from "hono";

/** A stored photo as the data URL a backup carries. */
export const photoDataUrl = (bytes: Uint8Array) =>
  `data:image/webp;base64,${Buffer.from(bytes).toString("base64")}`;

const indent = (json: string, spaces: string) => json.replaceAll("\n", `\n${spaces}`);

/** The text of `{ ...fields, list: [items…], … }`, two-space indented, a piece at a time. */
async function* jsonPieces(
  fields: Record<string, unknown>,
  lists: Record<string, AsyncIterable<unknown>>,
) {
  const head = Object.entries(fields).map(
    ([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`,
  );
  yield `{\n${head.join(",\n")}`;
  for (const [name, items] of Object.entries(lists)) {
    yield `,\n  ${JSON.stringify(name)}: [`;
    let first = true;
    for await (const item of items) {
      yield `${first ? "" : ","}\n    ${indent(JSON.stringify(item, null, 2), "    ")}`;
      first = false;
    }
    yield first ? "]" : "\n  ]";
  }
  yield "\n}\n";
}

/** The keys of a file's fields that hold lists. */
type ListKeys<File> = {
  [K in keyof File]: File[K] extends readonly unknown[] ? K : never;
}[keyof File];

/**
 * A JSON file download, streamed: a backup with photos can run to hundreds of megabytes, and
 * the lists' items (each may load a photo) are only made as the client reads them. Typed as
 * the `File` it sends: its `fields` and its `lists` make up the file between them.
 */
export function jsonDownload<File extends object, Lists extends ListKeys<File>>(
  c: Context,
  fileName: string,
  fields: Omit<File, Lists>,
  lists: { [K in Lists]: AsyncIterable<File[K] extends readonly (infer Item)[] ? Item : never> },
): Response & TypedResponse<File, 200, "json"> {
  const pieces = jsonPieces(fields, lists);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await pieces.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
  const sent: Response = c.body(body, 200, {
    "content-type": "application/json; charset=utf-8",
    "content-disposition": `attachment; filename="${fileName}"`,
    "cache-control": "no-store",
  });
  // The pieces are the file's own fields and lists, as the parameters' types require.
  return sent as Response & TypedResponse<File, 200, "json">;
}
