import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { getSessionCookie } from "better-auth/cookies";
import { type Context, Hono } from "hono";
import {
  PUBLIC_PAGES_FOLDER,
  publicPageFile,
  SIGNED_IN_HOME_FILE,
  welshPath,
} from "#shared/built-pages.ts";
import { languageOf } from "../i18n/request-language.ts";

const HASHED_ASSET_CACHE = "public, max-age=31536000, immutable";

const notFound = (c: Context) => c.text("Not found", 404);
/**
 * A dot in the last path segment, as in `/favicon.png`, `/assets/x.js.map` or `/.env`. Read
 * without a regular expression: `/\.[^/]*$/` tries every dot in turn, quadratic in a path of
 * many dots that ends in a slash.
 */
const looksLikeAFile = (path: string) => path.slice(path.lastIndexOf("/") + 1).includes(".");
const isSourceMap = (path: string) => /\.map$/i.test(path);

/**
 * The kill switch for the service worker (README.md#working-offline): sw-reset.js unregisters
 * the worker and deletes its copies and the changes waiting on this device (not the sign-in
 * cookie). The worker never answers this path itself, so it works however broken a worker is.
 * Not a Clear-Site-Data header: Chromium abandons a navigation whose answer unregisters the
 * worker it passed through, and the page never shows.
 */
const SW_RESET_PAGE = `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Resetting UK Adventures</title><script src="/sw-reset.js" defer></script></head>
<body style="font-family: system-ui, sans-serif; max-width: 32rem; margin: 3rem auto; padding: 0 1rem">
<h1>Resetting UK Adventures</h1>
<p id="status" role="status">Removing the offline copy of the app from this browser…</p>
<p><a href="/">Open UK Adventures</a></p>
</body>
</html>`;

/** The paths of the public pages the build rendered to HTML (scripts/prerender-public-pages.ts). */
function renderedPaths(clientDir: string): Set<string> {
  const folder = path.join(clientDir, PUBLIC_PAGES_FOLDER);
  if (!existsSync(folder)) return new Set();
  const paths = readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".html"))
    .map((name) =>
      name
        .split(path.sep)
        .join("/")
        .replace(/\.html$/, ""),
    )
    .map((name) => (name === "index" ? "/" : `/${name}`));
  return new Set(paths);
}

/**
 * Serves the built React app: hashed assets cached for a year, everything else revalidated,
 * and index.html for any other GET so client-side routes survive a reload. Files go out as the
 * Brotli or gzip copy the build wrote beside them, when the browser accepts it.
 *
 * The public pages (the landing page, the feature pages, the terms and the privacy policy) go
 * out as the HTML the build rendered, with a script of a few KB instead of the app's. `/` is
 * both the landing page and the signed-in home, so a request carrying a session cookie gets the
 * app there (its page with hints to fetch the home's first answers at once); one whose
 * session has ended gets the app's own landing page.
 *
 * `/sw.js`, the service worker, is sent with `workerSettings` set before its code: settings
 * that change what the page's headers allow (the map servers in the CSP) then change the
 * worker's bytes, so browsers install it anew and fetch the page again with the new headers.
 */
export function staticClient(clientDir: string, { workerSettings = "" } = {}) {
  const indexHtml = readFileSync(path.join(clientDir, "index.html"), "utf8");
  const root = path.relative(process.cwd(), clientDir) || ".";
  const workerFile = path.join(clientDir, "sw.js");
  const rendered = renderedPaths(clientDir);
  const signedInHome = existsSync(path.join(clientDir, SIGNED_IN_HOME_FILE))
    ? SIGNED_IN_HOME_FILE
    : undefined;
  const worker = existsSync(workerFile)
    ? `self.__UKA_SETTINGS=${JSON.stringify(workerSettings)};\n${readFileSync(workerFile, "utf8")}`
    : undefined;
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
      .get("/sw.js", (c) =>
        worker === undefined
          ? notFound(c)
          : c.body(worker, 200, { "content-type": "text/javascript; charset=utf-8" }),
      )
      .get("/sw-reset", (c) => c.html(SW_RESET_PAGE))
      .get("*", async (c, next) => {
        const route = c.req.path;
        if (!rendered.has(route)) return next();
        let file = publicPageFile(route);
        const hasWelshCopy = rendered.has(welshPath(route));
        const signedIn = getSessionCookie(c.req.raw.headers);
        if (route === "/" || route === welshPath("/") || hasWelshCopy) {
          c.header("vary", hasWelshCopy ? "cookie, accept-language" : "cookie");
        }
        // The signed-in home is the app's, in the account's language, whichever `/` was asked.
        if (route === welshPath("/") && signedIn) return c.redirect("/", 302);
        if (route === "/" && signedIn) {
          if (!signedInHome) return next();
          file = signedInHome;
        } else if (hasWelshCopy) {
          // An English page for a visitor who reads Welsh (their choice in the cookie, else
          // their browser's): its Welsh copy, whose own address says its language.
          if (languageOf(c.req.raw.headers) === "cy") {
            return c.redirect(`${welshPath(route)}${new URL(c.req.url).search}`, 302);
          }
        }
        return serveStatic({ root, path: file, precompressed: true })(c, next);
      })
      .use(serveStatic({ root, precompressed: true }))
      // A missing file is a 404, not the app's page: a tab left open across an upgrade asks for
      // chunks that are gone, and must be told so rather than handed HTML as JavaScript; a
      // probe for /favicon.png or a .map learns nothing from a 200. The app's own routes have
      // no dot in their last segment, so they still get the page.
      .get("/assets/*", notFound)
      .get("*", (c) => (looksLikeAFile(c.req.path) ? notFound(c) : c.html(indexHtml)))
  );
}
