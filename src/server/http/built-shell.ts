import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Context } from "hono";
import { type AnswerEncoding, chooseEncoding } from "#shared/accept-encoding.ts";
import {
  HOME_RENDERER_FILE,
  HOME_RENDERER_FOLDER_SUFFIX,
  HOME_SHELL_MARKS,
  SIGNED_IN_HOME_FILE,
} from "#shared/built-pages.ts";
import { type Language, LOCALES } from "#shared/i18n/language.ts";
import { compressed } from "./compress.ts";

/** The build's renderer of the pages the server draws (render-home-shell.tsx). */
export type Renderer = typeof import("#client/app/render-home-shell.tsx");

/**
 * The signed-in page the build wrote, cut where its shell goes, and the build's renderer of
 * the shells the server draws into it (the home's, the year's): what home-page.ts and
 * stats-page.ts send. `usable` is false when the build wrote no renderer or no marks; then
 * those pages go on to the built page as it is.
 */
export type BuiltShell = ReturnType<typeof builtShell>;

const rendererFileOf = (clientDir: string) =>
  path.join(`${clientDir}${HOME_RENDERER_FOLDER_SUFFIX}`, HOME_RENDERER_FILE);

/**
 * Loads the build's renderer ahead of the first signed-in visit (main.ts, once listening):
 * compiling it holds the event loop about 130 ms, and a visit that waited for it held every
 * other request up with it. The module is loaded once: builtShell's import then finds it.
 */
export async function loadRenderer(clientDir: string): Promise<void> {
  const rendererFile = rendererFileOf(clientDir);
  if (existsSync(rendererFile)) await import(pathToFileURL(rendererFile).href);
}

export function builtShell(clientDir: string) {
  const rendererFile = rendererFileOf(clientDir);
  const pageFile = path.join(clientDir, SIGNED_IN_HOME_FILE);
  const page = existsSync(pageFile) ? readFileSync(pageFile, "utf8") : "";
  const [open, close] = HOME_SHELL_MARKS;
  let renderer: Promise<Renderer> | undefined;
  return {
    before: page.slice(0, page.indexOf(open) + open.length),
    after: page.slice(page.indexOf(close)),
    usable: existsSync(rendererFile) && page.includes(open) && page.includes(close),
    /** Loaded by loadRenderer once the server listens, or else on the first signed-in visit. */
    renderer: () => {
      renderer ??= import(pathToFileURL(rendererFile).href) as Promise<Renderer>;
      return renderer;
    },
  };
}

/** The start of the built page (`before`), its `<html lang>` set to `language`. */
export const pageIn = (language: Language, before: string) =>
  before.replace('<html lang="en-GB">', `<html lang="${LOCALES[language]}">`);

/** The headers of a page drawn for one signed-in visitor, in `encoding` (null: as it is). */
export function shellPageHeaders(encoding: AnswerEncoding | null): Record<string, string> {
  return {
    "content-type": "text/html; charset=utf-8",
    // The visitor's own things: no shared cache keeps it, and the browser asks again each time.
    "cache-control": "private, no-cache",
    vary: "cookie, accept-encoding, accept-language",
    ...(encoding ? { "content-encoding": encoding } : {}),
  };
}

/**
 * The signed-in page with `shell` (and `hints` in its head), compressed as the browser accepts.
 * Only for a shell that holds no secret, and no text a third party chose beside the visitor's
 * own (BREACH; docs/decisions/0032).
 */
export function sendShellPage(
  c: Context,
  { before, after }: Pick<BuiltShell, "before" | "after">,
  shell: string,
  hints: readonly string[],
  language: Language,
) {
  const links = hints.map(
    (url) => `<link rel="preload" as="fetch" href="${url}" crossorigin="use-credentials">`,
  );
  const html = new TextEncoder().encode(
    pageIn(language, before).replace("</head>", `  ${links.join("\n    ")}\n  </head>`) +
      shell +
      after,
  );
  const encoding = chooseEncoding(c.req.header("accept-encoding"));
  const body = encoding ? compressed(html, encoding) : html;
  return c.body(body, 200, shellPageHeaders(encoding));
}
