// Renders the public pages to HTML at the end of `vite build` (vite.config.ts): the landing
// page, the feature pages, the terms and the privacy policy; and the home's shell, for the page
// a signed-in visitor is sent (signed-in-home.ts). Each page is the app's own
// index.html (its stylesheet, icons and theme script) with the page's markup in place and,
// instead of the app's script, public-page.ts: the theme menu, a few KB. The server sends
// these to signed-out visitors (src/server/http/static-client.ts).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { build, type Rolldown } from "vite";
import {
  HOME_RENDERER_FILE,
  HOME_RENDERER_FOLDER_SUFFIX,
  PUBLIC_PAGES_FOLDER,
  publicPageFile,
  welshPath,
} from "#shared/built-pages.ts";
import { LANGUAGES, LOCALES } from "#shared/i18n/language.ts";
import { messagesPlugin } from "./messages-plugin.ts";
import { writeCompressedCopies } from "./precompress.ts";
import { writeSignedInHome } from "./signed-in-home.ts";

const FEATURE = path.resolve("src/client/features/public-pages");
const HOME_SHELL = path.resolve("src/client/app/render-home-shell.tsx");
/** The public pages' renderer: it composes the marketing and legal features, as app/ does. */
const PAGES_RENDERER = path.resolve("src/client/app/render-public-pages.tsx");

/**
 * React's and Radix's "use client" lines mean nothing to a render on the server, and bundling
 * them for one warns about each (47 warnings of several lines): the build says nothing of them.
 */
const withoutDirectiveWarnings: Pick<Rolldown.InputOptions, "onLog"> = {
  onLog(level, log, handler) {
    if (log.code !== "MODULE_LEVEL_DIRECTIVE") handler(level, log);
  },
};

/** Builds the public pages' renderer (app/render-public-pages.tsx) for Node, to run once here. */
async function buildPagesRenderer(rendererDir: string) {
  await build({
    configFile: false,
    logLevel: "warn",
    plugins: [messagesPlugin(), react()],
    build: {
      ssr: true,
      outDir: rendererDir,
      emptyOutDir: true,
      rolldownOptions: {
        ...withoutDirectiveWarnings,
        input: { render: PAGES_RENDERER },
        output: { entryFileNames: "[name].mjs" },
      },
    },
  });
  return (await import(
    pathToFileURL(path.join(rendererDir, "render.mjs")).href
  )) as typeof import("#client/app/render-public-pages.tsx");
}

/**
 * Builds the home's shell renderer (app/render-home-shell.tsx) beside the client build, where
 * the server loads it to render each signed-in visitor's home. It carries React and everything
 * else it uses, as the server does not install the web app's packages.
 */
export async function buildHomeRenderer(clientDir: string) {
  const outDir = `${clientDir}${HOME_RENDERER_FOLDER_SUFFIX}`;
  await build({
    configFile: false,
    logLevel: "warn",
    mode: "production",
    plugins: [messagesPlugin()],
    // React's production build, whatever NODE_ENV the build runs under (the tests' is "test"):
    // the JSX transform to match, rather than the React plugin's, which follows NODE_ENV.
    oxc: { jsx: { runtime: "automatic", development: false } },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    ssr: { noExternal: true },
    build: {
      ssr: true,
      outDir,
      emptyOutDir: true,
      minify: true,
      rolldownOptions: {
        ...withoutDirectiveWarnings,
        input: { [HOME_RENDERER_FILE.replace(/\.mjs$/, "")]: HOME_SHELL },
        // The basemap's data modules load only with a map, in a browser (the summary's
        // Download, a trip's map once the page shows): never here.
        external: [/^virtual:uk-basemap/],
        output: { entryFileNames: "[name].mjs" },
      },
    },
  });
  return (await import(
    pathToFileURL(path.join(outDir, HOME_RENDERER_FILE)).href
  )) as typeof import("#client/app/render-home-shell.tsx");
}

/** Builds public-page.ts into the app's assets; answers its path as the page asks for it. */
async function buildPageScript(clientDir: string): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    plugins: [messagesPlugin()],
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      sourcemap: false,
      rolldownOptions: {
        input: path.join(FEATURE, "public-page.ts"),
        output: { entryFileNames: "assets/public-page-[hash].js" },
      },
    },
  })) as Rolldown.RolldownOutput;
  const script = output.output.find((file) => file.type === "chunk" && file.isEntry);
  if (!script) throw new Error("the public pages' script was not built");
  writeCompressedCopies(path.join(clientDir, script.fileName));
  return `/${script.fileName}`;
}

/** The app's index.html without its script: what the public pages share. */
function pageTemplate(clientDir: string, script: string): string {
  const html = readFileSync(path.join(clientDir, "index.html"), "utf8")
    .replace(/\s*<script type="module"[^>]*><\/script>/g, "")
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "");
  return html.replace(
    "</head>",
    `\n    <script type="module" src="${script}"></script>\n  </head>`,
  );
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c,
  );

/**
 * Writes each public page, and the page `/` is for a signed-in visitor, into `clientDir` (the
 * app's finished build).
 */
export async function prerenderPages(clientDir: string) {
  // Inside the project, so the renderer finds React in node_modules wherever the build goes;
  // a folder of its own, as two builds may run at once (the tests build one each).
  const cache = path.resolve("node_modules/.cache");
  mkdirSync(cache, { recursive: true });
  const rendererDir = mkdtempSync(path.join(cache, "prerender-public-pages-"));
  try {
    const [{ PUBLIC_PATHS, renderPublicPage }, { renderHomeShell }, script] = await Promise.all([
      buildPagesRenderer(rendererDir),
      buildHomeRenderer(clientDir),
      buildPageScript(clientDir),
    ]);
    writeSignedInHome(clientDir, renderHomeShell());
    const template = pageTemplate(clientDir, script);
    rmSync(path.join(clientDir, PUBLIC_PAGES_FOLDER), { recursive: true, force: true });
    for (const route of PUBLIC_PATHS) {
      const copies = { en: route, cy: welshPath(route) };
      // Each copy names the other for search engines, and English as the default.
      const alternates = [
        ...LANGUAGES.map(
          (language) =>
            `<link rel="alternate" hreflang="${LOCALES[language]}" href="${copies[language]}" />`,
        ),
        `<link rel="alternate" hreflang="x-default" href="${copies.en}" />`,
      ].join("\n    ");
      for (const language of LANGUAGES) {
        const { body, title, themeMenu, description } = renderPublicPage(route, language);
        let html = template
          .replace('<html lang="en-GB">', `<html lang="${LOCALES[language]}">`)
          .replace(
            /<meta name="description" content="[^"]*"/,
            `<meta name="description" content="${escapeHtml(description)}"`,
          )
          .replace("</head>", `  ${alternates}\n  </head>`)
          .replace(
            '<div id="root"></div>',
            `<div id="root">${body}</div>\n    <template id="theme-menu-markup">${themeMenu}</template>`,
          );
        if (title)
          html = html.replace(/<title>.*?<\/title>/, `<title>${escapeHtml(title)}</title>`);
        const out = path.join(clientDir, publicPageFile(copies[language]));
        mkdirSync(path.dirname(out), { recursive: true });
        writeFileSync(out, html);
        writeCompressedCopies(out);
      }
    }
  } finally {
    rmSync(rendererDir, { recursive: true, force: true });
  }
}
