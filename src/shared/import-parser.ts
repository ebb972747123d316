// docs/product.md#import-lines. Pure and free of Zod so the browser can preview an import as it is
// pasted; lengths are checked elsewhere, which reports problems by `line`.
import { CATEGORIES, type Category } from "./catalog.ts";

export type ParsedPlace = {
  /** 1-based line number in the pasted text, so the UI can say "Line 12: …". */
  line: number;
  name: string;
  address: string | null;
  notes: string | null;
  category: Category | null;
};

// `\s` already covers the BOM and no-break spaces; zero-width space and word joiner are added.
// Zero-width (non-)joiners are not whitespace: emoji sequences and some scripts need them.
const WHITESPACE = /[\s\u200B\u2060]+/g;

/** Markdown headings ("## Day 1") are titles, not places. */
const HEADING = /^#+(?: |$)/;
/** Horizontal rules, checked with the spaces taken out so "* * *" counts too. */
const RULE = /^(?:-{3,}|\*{3,}|_{3,})$/;
/** Table separators such as "|---|:---:|", also checked without spaces. */
const TABLE_SEPARATOR = /^\|?:?-+:?(?:\|:?-+:?)*\|?$/;

// One leading list marker and the space after it. `*` and `+` need that space so "**bold**" is
// not read as a bullet. Numbering needs `.`, `)` or `:` after the digits, and no digit straight
// after ("1.5 Mile Walk", "3:30 Club"). Unlike a plain "strip leading digits", bare leading digits
// are kept: UK places start with them ("10 Downing Street", "30 St Mary Axe").
const LIST_MARKER = /^(?:[•·◦▪‣●○>]|[-–—]+|[*+](?= |$)|\[[ xX]\](?= |$)|\d+[.):](?!\d)) ?/;
const DASH = /^[-–—]/;

/** A markdown link or image: its text is kept, its address dropped. */
const LINK = /!?\[([^[\]]*)\]\([^()\s]*\)/g;
// Emphasis only when it wraps words, so "5* hotel" keeps its star. Bold may hold a single star
// ("**5* hotel**") but never runs past the next "**", which keeps the search linear. Underscores
// inside a word ("snake_case") are not emphasis in markdown either. Double delimiters go first.
const EMPHASIS = [
  /\*\*([^\s*](?:(?:[^*]|\*(?!\*))*[^\s*])?)\*\*/g,
  /(?<![\p{L}\p{N}_])__([^\s_](?:(?:[^_]|_(?!_))*[^\s_])?)__(?![\p{L}\p{N}_])/gu,
  /\*([^\s*](?:[^*]*[^\s*])?)\*/g,
  /(?<![\p{L}\p{N}_])_([^\s_](?:[^_]*[^\s_])?)_(?![\p{L}\p{N}_])/gu,
];
/** A square-bracket group (notes) or a parenthesis group (category, else notes). */
const GROUP = /\[([^[\]]*)\]|\(([^()]*)\)/g;
// The first spaced dash (hyphen, en or em) divides name from address, so "Stratford-upon-Avon"
// stays whole. It may open the text when the name is missing: "- - Bankside".
const ADDRESS_SEPARATOR = /(?:^| )[-–—]+(?: |$)/;

/** Whitespace runs become one space, ends are trimmed, and the text is NFC. */
function clean(text: string): string {
  return text.replace(WHITESPACE, " ").trim().normalize("NFC");
}

function categoryKey(text: string): string {
  return clean(text.toLowerCase().replace(/&|\band\b/g, " & "));
}

const CATEGORY_BY_KEY = new Map(CATEGORIES.map((category) => [categoryKey(category), category]));

/**
 * The category a text names, or null. Case and spacing do not matter, and "and" stands for "&":
 * "food and drink", "FOOD & DRINK" and " Arts &Culture " all match.
 */
export function matchCategory(text: string): Category | null {
  return CATEGORY_BY_KEY.get(categoryKey(text)) ?? null;
}

function isDecoration(line: string): boolean {
  if (HEADING.test(line)) return true;
  const compact = line.replaceAll(" ", "");
  return RULE.test(compact) || (compact.includes("|") && TABLE_SEPARATOR.test(compact));
}

/** Strips bullets, task boxes and numbering, however many are stacked ("1. - [ ] Kew"). */
function stripListMarkers(text: string): string {
  let rest = text;
  let sawDash = false;
  for (;;) {
    const marker = LIST_MARKER.exec(rest);
    if (!marker) return rest;
    const isDash = DASH.test(marker[0]);
    // A second dash is the address separator of a line with no name ("- - Bankside").
    if (isDash && sawDash) return rest;
    sawDash ||= isDash;
    rest = rest.slice(marker[0].length);
  }
}

function unwrapMarkdown(text: string): string {
  let plain = text.replace(LINK, "$1").replaceAll("`", "");
  for (const pattern of EMPHASIS) plain = plain.replace(pattern, "$1");
  return plain;
}

/**
 * Takes the bracket and parenthesis groups out of the text. The first parenthesis naming a
 * category is the category; every other group is kept as notes, bracket notes first.
 */
function extractGroups(text: string) {
  const groups = [...text.matchAll(GROUP)];
  const brackets = groups.flatMap((group) => group[1] ?? []);
  const parens = groups.flatMap((group) => group[2] ?? []);
  const categoryAt = parens.findIndex((paren) => matchCategory(paren));
  const notes = [...brackets, ...parens.filter((_, index) => index !== categoryAt)]
    .map(clean)
    .filter(Boolean)
    .join("; ");
  return {
    rest: clean(text.replace(GROUP, " ")),
    notes: notes || null,
    category: matchCategory(parens[categoryAt] ?? ""),
  };
}

function splitAddress(text: string) {
  const separator = ADDRESS_SEPARATOR.exec(text);
  if (!separator) return { name: text, address: null };
  const address = text.slice(separator.index + separator[0].length);
  return { name: text.slice(0, separator.index), address: address || null };
}

function parseLine(raw: string, line: number): ParsedPlace | null {
  const text = clean(raw);
  if (!text || isDecoration(text)) return null;
  const { rest, notes, category } = extractGroups(unwrapMarkdown(stripListMarkers(text)));
  const { name, address } = splitAddress(rest);
  if (!name) return null;
  return { line, name, address, notes, category };
}

/**
 * The places in a pasted list, one per line: "- Tate Modern (Arts & Culture) - Bankside [Free]"
 * gives name, category, address and notes. Blank lines, headings, rules and lines without a
 * name give nothing.
 */
export function parsePlaceList(text: string): ParsedPlace[] {
  const places: ParsedPlace[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const place = parseLine(raw, index + 1);
    if (place) places.push(place);
  });
  return places;
}
