import { readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono } from "hono";

const HASHED_ASSET_CACHE = "public, max-age=31536000, immutable";

const notFound = (c: Context) => c.text("Not found", 404);
/** A dot in the last path segment, as in `/favicon.png`, `/assets/x.js.map` or `/.env`. */
const looksLikeAFile = (path: string) => /\.[^/]*$/.test(path);
const isSourceMap = (path: string) => /\.map$/i.test(path);

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
      // Source maps hold the whole source: the build writes them outside this folder, and one
      // left in it by an older build is not served either.
      .use(async (c, next) => (isSourceMap(c.req.path) ? notFound(c) : next()))
      .use(serveStatic({ root, precompressed: true }))
      // A missing file is a 404, not the app's page: a tab left open across an upgrade asks for
      // chunks that are gone, and must be told so rather than handed HTML as JavaScript; a
      // probe for /favicon.png or a .map learns nothing from a 200. The app's own routes have
      // no dot in their last segment, so they still get the page.
      .get("/assets/*", notFound)
      .get("*", (c) => (looksLikeAFile(c.req.path) ? notFound(c) : c.html(indexHtml)))
  );
}
