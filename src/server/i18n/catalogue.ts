import { readFileSync } from "node:fs";
import type { Language } from "#shared/i18n/language.ts";

/**
 * The Welsh catalogue the web app is built with (src/client/locales/cy.po), read by the server
 * for the words it says itself: an error's message, an email. Keyed by the English, as the
 * catalogue is: the server says the English, and answers the Welsh where there is one.
 */
const CATALOGUE = new URL("../../client/locales/cy.po", import.meta.url);

/**
 * Each translated entry of a `.po` file: English → Welsh. Lingui writes one quoted string per
 * line (a long one continued on the next lines), escaped as JSON escapes them.
 */
export function readPo(po: string): Map<string, string> {
  const entries = new Map<string, string>();
  let field: "msgid" | "msgstr" | null = null;
  let id = "";
  let translation = "";
  const finish = () => {
    if (id && translation) entries.set(id, translation);
    id = "";
    translation = "";
    field = null;
  };
  for (const line of po.split("\n")) {
    const trimmed = line.trim();
    if (trimmed.startsWith("msgid ")) {
      finish();
      field = "msgid";
      id = JSON.parse(trimmed.slice(6)) as string;
    } else if (trimmed.startsWith("msgstr ")) {
      field = "msgstr";
      translation = JSON.parse(trimmed.slice(7)) as string;
    } else if (trimmed.startsWith('"') && field) {
      const more = JSON.parse(trimmed) as string;
      if (field === "msgid") id += more;
      else translation += more;
    } else if (trimmed === "" || trimmed.startsWith("#")) {
      if (field === "msgstr") finish();
    }
  }
  finish();
  return entries;
}

let welsh: Map<string, string> | undefined;

/** `english` in `language`: the catalogue's Welsh, else the English as it is. */
export function translated(language: Language, english: string): string {
  if (language === "en") return english;
  welsh ??= readPo(readFileSync(CATALOGUE, "utf8"));
  return welsh.get(english) ?? english;
}
