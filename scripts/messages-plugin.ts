import { lingui } from "@lingui/vite-plugin";

/**
 * Lingui's Vite plugin, for every build and test that runs the app's components: it turns the
 * message macros (`<Trans>`, `t`, `msg`, `plural`) into calls with an id, natively (no Babel),
 * and compiles a `.po` catalogue when it is imported. The English text stays in the code
 * (`descriptorFields: "message"`): English needs no catalogue, and only Welsh loads one.
 */
export const messagesPlugin = () =>
  lingui({
    macroTransform: { macro: { descriptorFields: "message" } },
    // A translation that is not a valid ICU message stops the build, not a reader's page.
    failOnCompileError: true,
  });
