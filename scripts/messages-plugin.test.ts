import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { setupI18n as SetupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { afterAll, describe, expect, it } from "vitest";
import { LOCALES } from "#shared/i18n/language.ts";
import { pluralCountsWithoutIntl } from "./messages-plugin.ts";

const require = createRequire(import.meta.url);
const coreFile = path.join(
  path.dirname(require.resolve("@lingui/core/package.json")),
  "dist/index.mjs",
);
const core = readFileSync(coreFile, "utf8");

const transform = (code: string, id: string) =>
  (
    pluralCountsWithoutIntl().transform as (
      code: string,
      id: string,
    ) => { code: string } | null | undefined
  )(code, id);

// Lingui's core as the build ships it and as published, each loaded from a file of its own:
// its one import (the compiler) pointed at the installed package.
const folder = mkdtempSync(path.join(os.tmpdir(), "lingui-core-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
async function loaded(name: string, code: string): Promise<typeof SetupI18n> {
  const compiler = pathToFileURL(require.resolve("@lingui/message-utils/compileMessage")).href;
  const file = path.join(folder, `${name}.mjs`);
  writeFileSync(file, code.replace("'@lingui/message-utils/compileMessage'", `'${compiler}'`));
  return ((await import(pathToFileURL(file).href)) as { setupI18n: typeof SetupI18n }).setupI18n;
}

describe("a plural's count written without Intl", () => {
  it("changes Lingui's core, and only it", () => {
    expect(transform(core, coreFile)?.code).not.toBe(core);
    expect(transform(core, "/app/node_modules/@lingui/react/dist/index.mjs")).toBeNull();
  });

  it("stops the build if Lingui's core no longer writes the count as it did", () => {
    expect(() => transform("export {}", coreFile)).toThrow(/no longer writes/);
  });

  // The counts written plainly read as Intl writes them, in each language the app speaks.
  it.each(Object.values(LOCALES))("reads as Intl's count in %s", async (locale) => {
    const shipped = (await loaded("shipped", transform(core, coreFile)?.code ?? ""))();
    const original = (await loaded("original", core))();
    for (const i18n of [shipped, original]) {
      i18n.setMessagesCompiler(compileMessage);
      i18n.loadAndActivate({ locale, locales: [locale], messages: {} });
    }
    expect(original._("{count, plural, other {# places}}", { count: 1234 })).toBe("1,234 places");
    const message = "{count, plural, =0 {none} one {# place} other {# places}} ({count})";
    const offset = "{count, plural, offset:1 one {you} other {you and # more}}";
    for (const count of [...Array.from({ length: 1200 }, (_, n) => n), 1e4, 1234567, -1, -5, 2.5]) {
      for (const text of [message, offset]) {
        expect(shipped._(text, { count })).toBe(original._(text, { count }));
      }
    }
  });
});
