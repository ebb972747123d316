import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildHomeRenderer } from "#scripts/prerender-public-pages.ts";
import { writeSignedInHome } from "#scripts/signed-in-home.ts";
import { HOME_SHELL_ID } from "#shared/built-pages.ts";

/**
 * A client build of the real build's shape for the pages the server draws for a signed-in
 * visitor: an app page, the signed-in page made from it, and the renderer as the build makes
 * it. `remove` deletes it.
 */
export async function signedInPageBuild(name: string) {
  const buildDir = mkdtempSync(path.join(tmpdir(), `uka-${name}-`));
  const clientDir = path.join(buildDir, "client");
  mkdirSync(clientDir);
  writeFileSync(
    path.join(clientDir, "index.html"),
    '<!doctype html><html><head><title>UK Adventures</title><script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
  );
  const { renderHomeShell } = await buildHomeRenderer(clientDir);
  writeSignedInHome(clientDir, renderHomeShell());
  return { clientDir, remove: () => rmSync(buildDir, { recursive: true, force: true }) };
}

/** A page as sent, and its shell: the markup between the shell's element and the app's root. */
export async function shellPageOf(response: Response) {
  const html = await response.text();
  const start = html.indexOf(`<div id="${HOME_SHELL_ID}"`);
  return { html, shell: start === -1 ? null : html.slice(start, html.indexOf('<div id="root">')) };
}
