// Text as place files hold it, made into what a place keeps.

// `\s` covers the BOM and no-break spaces; zero-width space and word joiner are added, since
// text copied from web pages carries them.
const WHITESPACE = /[\s\u200B\u2060]+/g;
const HORIZONTAL_SPACE = /[^\S\n]+/g;

export { formatCount } from "../format-count.ts";

/** One line of text (a name): whitespace runs become one space, ends trimmed, NFC; empty is null. */
export function cleanLine(text: string | null | undefined): string | null {
  const line = (text ?? "").replace(WHITESPACE, " ").trim().normalize("NFC");
  return line || null;
}

/**
 * An address: a spreadsheet cell may hold it over several lines, which read as one line
 * joined with commas ("Castlehill\nEdinburgh" is "Castlehill, Edinburgh").
 */
export function cleanAddress(text: string | null | undefined): string | null {
  // Most addresses are one line already: cleaned as a name is, without splitting.
  if (!text || !/[\r\n]/.test(text)) return cleanLine(text);
  const lines = (text ?? "").split(/\r\n|\r|\n/).flatMap((line) => cleanLine(line) ?? []);
  return cleanLine(
    lines
      .map((line, index) => (index < lines.length - 1 ? line.replace(/,$/, "") : line))
      .join(", "),
  );
}

/**
 * Notes keep their lines and inner spacing as written (so our own files come back exactly);
 * only line endings are made one kind, the ends trimmed and the text made NFC.
 */
export function cleanNotes(text: string | null | undefined): string | null {
  const notes = (text ?? "").replace(/\r\n?/g, "\n").trim().normalize("NFC");
  return notes || null;
}

/** Notes from several sources, one to a line; empty ones and repeats left out. */
export function joinNotes(...parts: (string | null | undefined)[]): string | null {
  const kept: string[] = [];
  for (const part of parts) {
    const note = cleanNotes(part);
    if (note && !kept.includes(note)) kept.push(note);
  }
  return kept.length ? kept.join("\n") : null;
}

// The entities HTML descriptions use in practice; any other named one is left as written.
const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  pound: "£",
  euro: "€",
  copy: "©",
  reg: "®",
  deg: "°",
  middot: "·",
  hellip: "…",
  ndash: "–",
  mdash: "—",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
};

function decodeEntities(text: string): string {
  return text.replace(
    /&(?:#(\d{1,7})|#x([\da-f]{1,6})|([a-z]+));/gi,
    (entity, decimal, hex, name) => {
      if (name) return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
      const codePoint = decimal ? Number(decimal) : Number.parseInt(hex, 16);
      return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
    },
  );
}

/**
 * A tag: "<" and a letter or "/", so "a < b" in plain text is left alone. It ends at the first
 * ">" before any other "<", so a file of "<a<a<a…" is read in one pass, not once per "<".
 */
const TAG = /<\/?[a-z][^<>]*>/gi;
const HAS_TAG = /<\/?[a-z][^<>]*>/i;
const LINE_BREAKING_TAG = /<(?:br\b[^<>]*|\/(?:p|div|li|tr|h[1-6]) ?)>/gi;

/**
 * The text without what lies between each `open` and the `close` after it (comments), found
 * by searching rather than by a regex, which would take very long on many opens and no close.
 * An open with no close is left as it is.
 */
function withoutSpans(text: string, open: string, close: string): string {
  let kept = "";
  let at = 0;
  for (;;) {
    const start = text.indexOf(open, at);
    const end = start < 0 ? -1 : text.indexOf(close, start + open.length);
    if (end < 0) return kept + text.slice(at);
    kept += text.slice(at, start);
    at = end + close.length;
  }
}

const OPENING_TAGS = [
  ["script", /<script(?![a-z0-9])/],
  ["style", /<style(?![a-z0-9])/],
] as const;

/** The text without <script> and <style> elements, their content included. */
function withoutScripts(html: string): string {
  let text = html;
  for (const [name, opening] of OPENING_TAGS) {
    for (;;) {
      const lower = text.toLowerCase();
      const start = lower.search(opening);
      const close = start < 0 ? -1 : lower.indexOf(`</${name}`, start);
      const end = close < 0 ? -1 : lower.indexOf(">", close);
      if (end < 0) break;
      text = text.slice(0, start) + text.slice(end + 1);
    }
  }
  return text;
}

/**
 * A description as text (My Maps writes HTML): <br> and the ends of paragraphs, list items and
 * table rows become line breaks, other tags go, entities are decoded. Without tags, the text's
 * own line breaks are kept; with them, line breaks in the source are spaces, as in HTML.
 */
export function htmlToText(html: string): string | null {
  let text = withoutSpans(html, "<!--", "-->");
  if (HAS_TAG.test(text)) {
    text = withoutScripts(text)
      .replace(WHITESPACE, " ")
      .replace(LINE_BREAKING_TAG, "\n")
      .replace(TAG, "");
  }
  const lines = decodeEntities(text)
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(HORIZONTAL_SPACE, " ").trim());
  // Runs of empty lines (a </p> after a <br>) are one line break.
  return cleanNotes(lines.join("\n").replace(/\n{2,}/g, "\n"));
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

function decoderFor(label: string): TextDecoder | null {
  try {
    return new TextDecoder(label);
  } catch {
    return null;
  }
}

/**
 * A file's bytes as text. UTF-8 (with or without a BOM) and UTF-16 with a BOM are read as such.
 * Bytes that are not UTF-8 are read in the encoding an XML declaration names, else as
 * Windows-1252: what Excel writes a "CSV" in on a UK Windows machine (a "£" survives).
 */
export function decodeText(bytes: Uint8Array): string {
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder("utf-16le").decode(bytes);
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder("utf-16be").decode(bytes);
  const body = startsWith(bytes, UTF8_BOM) ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(body);
  } catch {
    const head = new TextDecoder("windows-1252").decode(body.subarray(0, 200));
    const declared = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/.exec(head)?.[1];
    const decoder = (declared && decoderFor(declared)) || new TextDecoder("windows-1252");
    return decoder.decode(body);
  }
}

/** A value from the file, quoted for a message and cut short when long. */
export function quote(value: string): string {
  const text = value.length > 40 ? `${value.slice(0, 39)}…` : value;
  return `"${text}"`;
}

/**
 * A size in megabytes as a person reads it: "50", "51.3". Rounded up, so a file a byte over a
 * limit never reads as the limit itself.
 */
export const formatMegabytes = (bytes: number) =>
  (Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toLocaleString("en-GB");
