import { readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";

const HASHED_ASSET_CACHE = "public, max-age=31536000, immutable";

/**
 * Serves the built React app: hashed assets cached for a year, everything else revalidated,
 * and index.html for any other GET so client-side routes survive a reload. Files go out as the
 * Brotli or gzip copy the build wrote beside them, when the browser accepts it.
 */
export function staticClient(clientDir: string) {
  const indexHtml = readFileSync(path.join(clientDir, "index.html"), "utf8");
  const root = path.relative(process.cwd(), clientDir) || ".";
  return (
    new Hono()
      // Set after the answer is made: serveStatic's own onFound hook runs too late to add
      // headers. On the answer's own headers, as in app.ts: c.header() would rebuild it.
      .use(async (c, next) => {
        await next();
        if (c.res.ok) {
          c.res.headers.set(
            "cache-control",
            c.req.path.startsWith("/assets/") ? HASHED_ASSET_CACHE : "no-cache",
          );
        }
      })
      .use(serveStatic({ root, precompressed: true }))
      // A missing asset is a 404, not the app's page: a tab left open across an upgrade asks for
      // chunks that are gone, and must be told so rather than handed HTML as JavaScript.
      .get("/assets/*", (c) => c.text("Not found", 404))
      .get("*", (c) => c.html(indexHtml))
  );
}
