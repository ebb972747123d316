// Lingui extracts the web app's messages from its macros. The server and the code it shares
// with the browser cannot use macros (Node runs them as written), so their words are marked
// with `text("…")` (src/shared/i18n/text.ts): this finds each one, keyed by its English.
import type { ExtractorType } from "@lingui/conf";

const CALL = "text(";
const isNamePart = (char: string | undefined) => char !== undefined && /[\w$.]/.test(char);

/** The string literal quoted by `source[from]` (" or '), or undefined if it does not end. */
function stringAt(source: string, from: number): string | undefined {
  const quote = source[from];
  let value = "";
  for (let at = from + 1; at < source.length; at++) {
    const char = source[at];
    if (char === quote) return value;
    if (char === "\n") return undefined;
    if (char === "\\") {
      at++;
      const escaped = source[at] ?? "";
      value += quote === '"' || escaped !== "'" ? (JSON.parse(`"\\${escaped}"`) as string) : "'";
    } else {
      value += char;
    }
  }
  return undefined;
}

/**
 * The English of each `text("…")` call in `source`, with its line: a call whose argument is
 * one quoted string, as the code writes them. (Lingui loads this with its config,
 * synchronously, so it reads the source itself rather than through an ES-module parser.)
 */
export function markedTexts(source: string): { text: string; line: number }[] {
  const found: { text: string; line: number }[] = [];
  for (let at = source.indexOf(CALL); at !== -1; at = source.indexOf(CALL, at + 1)) {
    if (isNamePart(source[at - 1])) continue;
    let from = at + CALL.length;
    while (/\s/.test(source[from] ?? "")) from++;
    if (source[from] !== '"' && source[from] !== "'") continue;
    const text = stringAt(source, from);
    if (text !== undefined) found.push({ text, line: source.slice(0, at).split("\n").length });
  }
  return found;
}

function isSharedOrServer(fileName: string): boolean {
  const file = `/${fileName.replaceAll("\\", "/")}`;
  const inFolder = file.includes("/src/shared/") || file.includes("/src/server/");
  return inFolder && file.endsWith(".ts") && !file.endsWith(".test.ts");
}

export const sharedTextExtractor: ExtractorType = {
  match: isSharedOrServer,
  extract(fileName, source, onMessageExtracted) {
    if (!source.includes("text(")) return;
    for (const { text, line } of markedTexts(source)) {
      onMessageExtracted({ id: text, message: text, origin: [fileName, line] });
    }
  },
};
