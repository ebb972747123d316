import { extractor } from "@lingui/cli/api";
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { sharedTextExtractor } from "./scripts/shared-text-extractor.ts";

/**
 * The product's messages: English as written in the code, Welsh in its own catalogue. Both
 * catalogues are `.po` files a translator can open; `npm run messages` writes every message
 * of the code into them, keeping the translations made so far.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "cy"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/src/client/locales/{locale}",
      include: ["<rootDir>/src/client", "<rootDir>/src/shared", "<rootDir>/src/server"],
      exclude: ["**/*.test.ts", "**/*.test.tsx", "**/node_modules/**"],
    },
  ],
  orderBy: "message",
  // The words the server and shared code mark with text(), and the macros of the web app: the
  // first extractor that takes a file is the only one to read it.
  extractors: [sharedTextExtractor, extractor],
  // Each message says which files use it, not which lines: a line moved is not a change.
  format: formatter({ lineNumbers: false }),
  // The app's own `useLingui` and `Trans` (lib/i18n.tsx): Lingui's, readable outside the
  // provider too.
  runtimeConfigModule: {
    useLingui: ["#client/lib/i18n.tsx", "useLingui"],
    Trans: ["#client/lib/i18n.tsx", "Trans"],
  },
});
