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

/** Where Lingui's plurals write a count (`#`), and the count written without Intl when it can be. */
const COUNT_WRITTEN = "const valueStr = number(locales, value, numberFormat);";
const COUNT_WRITTEN_PLAINLY =
  "const valueStr = numberFormat === void 0 && Number.isInteger(value) && value >= 0 && value < 1000 ? String(value) : number(locales, value, numberFormat);";

/**
 * Lingui writes a plural's count (`# places`) with an `Intl.NumberFormat`, made at the first
 * plural shown, even one whose words have no `#`. The first Intl formatter a page makes loads
 * the browser's locale data: 56-86 ms of the main thread on the development machine, four times
 * that on Lighthouse's phone, in the home page's first render (which made no Intl formatter
 * before the messages). A whole count under 1,000 reads the same as Intl writes it, in English
 * and in Welsh ("7"; only from 1,000 does Intl group the digits): it is written as it is, and
 * any other count by Intl, as before.
 */
export function pluralCountsWithoutIntl(): Plugin {
  return {
    name: "lingui-plural-counts-without-intl",
    transform(code, id) {
      if (!id.replaceAll("\\", "/").includes("/@lingui/core/dist/index.mjs")) return null;
      if (!code.includes(COUNT_WRITTEN)) {
        throw new Error(`@lingui/core no longer writes a plural's count as ${COUNT_WRITTEN}`);
      }
      return { code: code.replace(COUNT_WRITTEN, COUNT_WRITTEN_PLAINLY), map: null };
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
  pluralCountsWithoutIntl(),
];
