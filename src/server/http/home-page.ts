import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Context, Next } from "hono";
import { chooseEncoding } from "#shared/accept-encoding.ts";
import {
  HOME_RENDERER_FILE,
  HOME_RENDERER_FOLDER_SUFFIX,
  HOME_SHELL_MARKS,
  SIGNED_IN_HOME_FILE,
} from "#shared/built-pages.ts";
import type { PlaceListStore } from "../routes/place-list.ts";
import { compressed } from "./compress.ts";
import type { AppEnv } from "./session.ts";

type Renderer = typeof import("#client/app/render-home-shell.tsx");

/**
 * GET / for a signed-in visitor: the page the build wrote for them (the app's page, with hints
 * for the home's first answers), its shell now the visitor's own home as the address asks for
 * it, rendered here: the counts, the summary and the first page of cards show as soon as the
 * page and its stylesheet arrive, before the app's script, its session check and its list. The
 * list is read from the same kept answer as GET /api/places, which the page asks for next.
 *
 * Answers only when the caller is signed in (run after loadSession), and only when the build
 * wrote the renderer; otherwise the request goes on to the built page (static-client.ts).
 */
export function signedInHomePage(clientDir: string, lists: PlaceListStore) {
  const rendererFile = path.join(`${clientDir}${HOME_RENDERER_FOLDER_SUFFIX}`, HOME_RENDERER_FILE);
  const pageFile = path.join(clientDir, SIGNED_IN_HOME_FILE);
  const page = existsSync(pageFile) ? readFileSync(pageFile, "utf8") : "";
  const [open, close] = HOME_SHELL_MARKS;
  const before = page.slice(0, page.indexOf(open) + open.length);
  const after = page.slice(page.indexOf(close));
  const usable = existsSync(rendererFile) && page.includes(open) && page.includes(close);
  // Loaded on the first signed-in visit, not at start-up: the API alone never needs it.
  let renderer: Promise<Renderer> | undefined;

  return async (c: Context<AppEnv>, next: Next) => {
    const user = c.var.user;
    if (!usable || !user) return next();
    renderer ??= import(pathToFileURL(rendererFile).href) as Promise<Renderer>;
    const { renderHomeShell } = await renderer;
    const places = await lists.places(user.id);
    const search = new URL(c.req.url).search;
    const html = new TextEncoder().encode(before + renderHomeShell({ places, search }) + after);
    // The page holds no secret (no CSRF token, no session), and nothing a third party chose is
    // written into it but the list's filter, sort and page, each one of a few known values: so
    // it may be compressed (BREACH; docs/decisions/0032).
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    const headers: Record<string, string> = {
      "content-type": "text/html; charset=utf-8",
      // The visitor's own places: no shared cache keeps it, and the browser asks again each time.
      "cache-control": "private, no-cache",
      vary: "cookie, accept-encoding",
    };
    if (encoding) headers["content-encoding"] = encoding;
    return c.body(encoding ? compressed(html, encoding) : html, 200, headers);
  };
}
