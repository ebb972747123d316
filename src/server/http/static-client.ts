import { readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

/**
 * Serves the built React app: hashed assets cached for a year, everything else revalidated,
 * and index.html for any other GET so client-side routes survive a reload.
 */
export function staticClient(clientDir: string) {
  const indexHtml = readFileSync(path.join(clientDir, "index.html"), "utf8");
  const root = path.relative(process.cwd(), clientDir) || ".";
  return new Hono()
    .use(
      "/assets/*",
      serveStatic({
        root,
        onFound: (_path, c) => {
          c.header("cache-control", "public, max-age=31536000, immutable");
        },
      }),
    )
    .use(
      "*",
      serveStatic({
        root,
        onFound: (_path, c) => {
          c.header("cache-control", "no-cache");
        },
      }),
    )
    .get("*", (c) => {
      c.header("cache-control", "no-cache");
      return c.html(indexHtml);
    });
}
