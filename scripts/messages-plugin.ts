import { lingui } from "@lingui/vite-plugin";
import type { Plugin } from "vite";

const COMPILER = "@lingui/message-utils/compileMessage";
const EMPTY_COMPILER = "\0lingui-core-compiler";

/**
 * @lingui/core imports the message compiler for development builds and never calls it in a
 * production one, but the import alone put the compiler in the app's entry script (10 KB
 * gzip). In a build, core's import gets an empty module; the app loads the compiler itself,
 * beside the first page's code (lib/i18n.tsx).
 */
function compilerOffTheEntry(): Plugin {
  return {
    name: "lingui-compiler-off-the-entry",
    apply: "build",
    // Before Vite's own resolver, which would find the package.
    enforce: "pre",
    resolveId(source, importer) {
      if (source !== COMPILER || !importer?.replaceAll("\\", "/").includes("/@lingui/core/")) {
        return null;
      }
      return EMPTY_COMPILER;
    },
    load(id) {
      return id === EMPTY_COMPILER ? "export const compileMessage = undefined;" : null;
    },
  };
}

/**
 * Lingui's Vite plugin, for every build and test that runs the app's components: it turns the
 * message macros (`<Trans>`, `t`, `msg`, `plural`) into calls with an id, natively (no Babel),
 * and compiles a `.po` catalogue when it is imported. The English text stays in the code
 * (`descriptorFields: "message"`): English needs no catalogue, and only Welsh loads one.
 */
export const messagesPlugin = () => [
  ...lingui({
    macroTransform: { macro: { descriptorFields: "message" } },
    // A translation that is not a valid ICU message stops the build, not a reader's page.
    failOnCompileError: true,
  }),
  compilerOffTheEntry(),
];
