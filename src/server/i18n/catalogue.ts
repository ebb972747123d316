import { readFileSync } from "node:fs";
import type { Language } from "#shared/i18n/language.ts";
import { fillIn, type TextCatalogue, templatesOf, translateText } from "#shared/i18n/text.ts";

/**
 * The Welsh catalogue the web app is built with (src/client/locales/cy.po), read by the server
 * for the words it says itself: an error's message, an email. Keyed by the English, as the
 * catalogue is: the server says the English, and answers the Welsh where there is one.
 */
const CATALOGUE = new URL("../../client/locales/cy.po", import.meta.url);

/** The comment Lingui writes above an entry keyed by its own words: ours, marked with text(). */
const MARKED_WITH_TEXT = "#. js-lingui-explicit-id";

/**
 * Each translated entry of a `.po` file: English → Welsh; with `markedOnly`, only the words the
 * server and shared code mark with text(). Lingui writes one quoted string per line (a long one
 * continued on the next lines), escaped as JSON escapes them.
 */
export function readPo(po: string, { markedOnly = false } = {}): Map<string, string> {
  const entries = new Map<string, string>();
  let field: "msgid" | "msgstr" | null = null;
  let marked = false;
  let id = "";
  let translation = "";
  const finish = () => {
    if (id && translation && (marked || !markedOnly)) entries.set(id, translation);
    id = "";
    translation = "";
    field = null;
    marked = false;
  };
  for (const line of po.split("\n")) {
    const trimmed = line.trim();
    if (trimmed.startsWith("msgid ")) {
      if (field === "msgstr") finish();
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
      if (trimmed === MARKED_WITH_TEXT) marked = true;
    }
  }
  finish();
  return entries;
}

let welsh: TextCatalogue | undefined;

/** The Welsh catalogue, read at its first use. */
function welshCatalogue(): TextCatalogue {
  if (welsh) return welsh;
  const po = readFileSync(CATALOGUE, "utf8");
  const entries = readPo(po);
  // Templates only from the words marked with text(): one of the web app's own could fit a
  // sentence the server says, and put it in other words.
  const templates = templatesOf(readPo(po, { markedOnly: true }).keys());
  welsh = {
    has: (english) => entries.has(english),
    say: (english, values) => {
      const words = entries.get(english) ?? english;
      return values ? fillIn(words, values) : words;
    },
    templates: () => templates,
  };
  return welsh;
}

/** `english` in `language`: the catalogue's Welsh, else the English as it is. */
export function translated(language: Language, english: string): string {
  return language === "en" ? english : translateText(english, welshCatalogue());
}
