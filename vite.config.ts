import { execSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import packageJson from "./package.json" with { type: "json" };
import { messagesPlugin } from "./scripts/messages-plugin.ts";
import { COMPRESSIBLE, writeCompressedCopies } from "./scripts/precompress.ts";
import { prerenderPages } from "./scripts/prerender-public-pages.ts";
import { ukBasemap } from "./scripts/uk-basemap-plugin.ts";

/** The build label shown on the About page: the git commit when there is one, else the build time. */
function buildLabel(): string {
  try {
    return execSync("git rev-parse --short HEAD", { stdio: ["ignore", "pipe", "ignore"] })
      .toString()
      .trim();
  } catch {
    return new Date().toISOString().slice(0, 16).replace("T", " ");
  }
}

/**
 * Writes a Brotli and a gzip copy beside each text file of the build. Uncompressed, the
 * landing page's script was 2.6 times larger on the wire.
 */
function precompress(): Plugin {
  let outDir = "";
  return {
    name: "precompress",
    apply: "build",
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const name of readdirSync(outDir, { recursive: true, encoding: "utf8" })) {
        if (!COMPRESSIBLE.test(name)) continue;
        // The service worker is written by its own build, which may finish after this one.
        if (name === "sw.js") continue;
        writeCompressedCopies(path.join(outDir, name));
      }
    },
  };
}

/**
 * Writes the pages the server sends in place of the app's index.html, once the app is built:
 * the public pages (the landing page, the feature pages, the terms and the privacy policy) as
 * HTML with their own small script, so a first visit shows them without running, or
 * downloading, the app; and the page `/` is for a signed-in visitor, its first answers hinted.
 */
function builtPages(): Plugin {
  let outDir = "";
  return {
    name: "built-pages",
    apply: "build",
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: "post",
      sequential: true,
      handler: async () => {
        await prerenderPages(outDir);
      },
    },
  };
}

/**
 * Moves the source maps out of the served folder, to a `-sourcemaps` folder beside it
 * (`dist/client-sourcemaps`): they hold the whole source, so they are for reading a production
 * stack trace on the server, never for a browser.
 */
function sourceMapsOutsideTheBuild(): Plugin {
  let outDir = "";
  return {
    name: "source-maps-outside-the-build",
    apply: "build",
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const mapsDir = `${outDir}-sourcemaps`;
      rmSync(mapsDir, { recursive: true, force: true });
      for (const name of readdirSync(outDir, { recursive: true, encoding: "utf8" })) {
        if (!name.endsWith(".map")) continue;
        const from = path.join(outDir, name);
        const to = path.join(mapsDir, name);
        mkdirSync(path.dirname(to), { recursive: true });
        // Copied, not renamed: the two folders may be on different volumes.
        writeFileSync(to, readFileSync(from));
        rmSync(from);
      }
    },
  };
}

/**
 * The web app manifest and the service worker (src/client/sw/sw.ts), built by vite-plugin-pwa
 * with Workbox's injectManifest: the worker is our own code, and the build hands it the list of
 * files to precache. That list is the shell and every page's code and styles, and the icons;
 * not MapLibre's chunk and worker, which load only where a self-hoster set a map style, nor
 * source maps or the compressed copies. The worker registers from the app's own script
 * (src/client/features/offline), never an inline one, as the CSP allows none.
 */
const pwa = () =>
  VitePWA({
    strategies: "injectManifest",
    srcDir: "sw",
    filename: "sw.ts",
    injectRegister: false,
    registerType: "prompt",
    manifestFilename: "manifest.webmanifest",
    // The icons are in the precache list already (globPatterns).
    includeManifestIcons: false,
    manifest: {
      id: "/",
      name: "UK Adventures",
      short_name: "Adventures",
      description: packageJson.description,
      lang: "en-GB",
      start_url: "/",
      scope: "/",
      display: "standalone",
      // The light theme's; the dark theme's bar colour comes from index.html's media query.
      theme_color: "#0f766e",
      background_color: "#f8faf9",
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        {
          src: "/icons/maskable-512.png",
          sizes: "512x512",
          type: "image/png",
          purpose: "maskable",
        },
      ],
    },
    injectManifest: {
      globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
      globIgnores: [
        "**/vector-style-*",
        "**/*.mjs",
        "**/*.map",
        "**/*.br",
        "**/*.gz",
        "sw.js",
        "sw-reset.js",
        // The public pages rendered at build time and their script (features/public-pages):
        // a signed-in visit never needs them, and once the worker runs it serves the app.
        "pages/**",
        "assets/public-page-*",
        // The shell with hints for a first visit; the worker's shell is index.html.
        "signed-in-home.html",
        // Added by the plugin itself.
        "manifest.webmanifest",
      ],
      // The largest page chunk is far below this; MapLibre's (excluded) is over it.
      maximumFileSizeToCacheInBytes: 1024 * 1024,
      // A classic script: every browser that has service workers runs one.
      rollupFormat: "iife",
      minify: true,
      sourcemap: false,
    },
  });

export default defineConfig({
  root: "src/client",
  publicDir: "public",
  plugins: [
    messagesPlugin(),
    react(),
    tailwindcss(),
    ukBasemap(),
    pwa(),
    sourceMapsOutsideTheBuild(),
    precompress(),
    builtPages(),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(packageJson.version),
    __APP_BUILD__: JSON.stringify(buildLabel()),
  },
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    // Hidden maps (no link to them in the scripts), moved out of the served folder.
    sourcemap: "hidden",
    // MapLibre's chunk (1.1 MB, 290 KB gzipped) is loaded only when MAP_STYLE_URL is set; every
    // other chunk is far below this, and the bench watches the ones every visitor loads.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        // Fewer, larger chunks, each page still its own. Left to itself the bundler split the
        // code shared between pages into some 20 chunks of 0.2-5 KB, one request each: the
        // signed-in home waited on 19 of them, six at a time over HTTP/1.1. Now the landing
        // page's code is one file, and shared code is grouped by the pages that use it, groups
        // under 8 KB merged into their neighbours. Lighthouse mobile, signed-in home: largest
        // paint 3.1-3.3 s before, 2.7-2.8 s after (`npm run bench`).
        codeSplitting: {
          groups: [
            { name: "landing", tags: ["$initial"], priority: 2 },
            // Libraries shared by pages go in chunks of their own, grouped by the pages that use
            // them: as one chunk, the home page downloaded Zod and the passkey library because
            // the sign-in and account pages use them. Grouped with our own shared code, a new module shared by two pages could split a library across two
            // chunks that import each other, and the page then failed at start-up with
            // "T is not a function" (a helper read before its chunk had run).
            // Leaflet is shared by the map page and the small maps, and must never join the chunk
            // below, which the home page loads. (The map page's clustering runs in a worker,
            // bundled on its own. MapLibre, used by one module only, stays in that module's
            // chunk, loaded when a style is set.)
            {
              name: "map-libraries",
              test: /[\\/]node_modules[\\/]leaflet[\\/]/,
              priority: 1.8,
            },
            {
              name: "shared-libraries",
              test: /[\\/]node_modules[\\/]/,
              minShareCount: 2,
              entriesAware: true,
              entriesAwareMergeThreshold: 8 * 1024,
              priority: 1.5,
            },
            {
              name: "shared",
              minShareCount: 2,
              entriesAware: true,
              // Small, so that a module of one page's is not merged into a neighbour another
              // page loads (the sign-in page's password rules, which bring Zod, sat beside the
              // home's checkbox): the home's script fell from 186 to 148 KB as sent.
              entriesAwareMergeThreshold: 1024,
              priority: 1,
            },
          ],
        },
        // Grouped chunks are named after every page that uses them; the hash is enough.
        chunkFileNames: (chunk) =>
          chunk.name.startsWith("shared") ? "assets/shared-[hash].js" : "assets/[name]-[hash].js",
      },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:5000" },
  },
});
