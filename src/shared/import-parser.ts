// docs/product.md#import-lines. Pure and free of Zod so the browser can preview an import as it is
// pasted; lengths are checked elsewhere, which reports problems by `line`.
import { CATEGORIES, type Category } from "./catalog.ts";
import { foldForSearch } from "./geo/fold.ts";
import { PLACE_LIMITS } from "./place-limits.ts";

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

// One leading list marker and the space after it. A run of `*` ("*** Giant's Causeway") and a
// `+` need that space so "**bold**" is not read as a bullet. Numbering needs `.`, `)` or `:`
// after the digits, and no digit straight after ("1.5 Mile Walk", "3:30 Club"). Unlike a plain
// "strip leading digits", bare leading digits are kept: UK places start with them ("10 Downing
// Street", "30 St Mary Axe").
const LIST_MARKER =
  /^(?:[•·◦▪‣●○>★☆✓✔→➜➤►▶▸◆♦■□❖⁃∙]|[-–—]+|\*+(?= |$)|\+(?= |$)|\[[ xX]\](?= |$)|\d+[.):](?!\d)) ?/;
const DASH = /^[-–—]/;
const STARS = /^\*/;
/** The stars that close a line opened by them: "*** Giant's Causeway ***". */
const TRAILING_STARS = / \*+$/;
/** A name needs a letter: "...", "42" and "🍺" on a line alone name no place. */
const LETTER = /\p{L}/u;

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
    if (STARS.test(marker[0])) rest = rest.replace(TRAILING_STARS, "");
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
  if (!LETTER.test(name)) return null;
  return { line, name, address, notes, category };
}

/**
 * The places in a pasted list, one per line: "- Tate Modern (Arts & Culture) - Bankside [Free]"
 * gives name, category, address and notes. Blank lines, headings, rules and lines whose name
 * has no letter give nothing.
 */
export function parsePlaceList(text: string): ParsedPlace[] {
  const places: ParsedPlace[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const place = parseLine(raw, index + 1);
    if (place) places.push(place);
  });
  return places;
}

/**
 * Why a line copied from a web page reads as the page's prose rather than a place:
 * - `url`: a web address alone ("https://…", "www.…");
 * - `link`: a link or page furniture ("Read more", "Continue reading →", "Share this");
 * - `byline`: who wrote it and when ("By Jane Smith", "Posted on 3 May 2026", "8 min read",
 *   a date alone);
 * - `heading`: the article's title ("Top 20 things to do in Edinburgh") or a line ending in ":";
 * - `detail`: a labelled fact about the place above ("Address: …", "Opening hours: …");
 * - `long`: a name over 12 words, or longer than a name may be;
 * - `sentence`: ends in a full stop, question mark or ellipsis with a lower-case word in it
 *   ("Arrive early." but not "Tower of London."), or runs to 8 words or more, most of them
 *   lower-case (leaving out the small words names hold too: "of", "the", "upon"…).
 */
export type ProseReason = "url" | "link" | "byline" | "heading" | "detail" | "long" | "sentence";

const URL_ALONE = /^(?:(?:https?:\/\/|www\.)\S+|[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+\/\S*)$/iu;
/** Matched on the folded text: lower case, punctuation and arrows gone. */
const PAGE_FURNITURE =
  /^(?:read more|read the full|read on|continue reading|keep reading|see more|see all|show more|view more|view all|learn more|find out more|click here|more info|share this|share on|related posts|related articles|related reading|you might also like|you may also like|advertisement|sponsored|subscribe|sign up|leave a comment|leave a reply|table of contents|back to top|skip to content|next post|previous post|\d+ comments?)(?: |$)/;
// "By Jane Smith", "Words by Jo Bloggs | 3 May": capitalised words after "by", up to the first
// "|", "·", "•" or ",". "By the Sea" and "By The Way" are names, not bylines.
const BYLINE =
  /^(?:(?:[Ww]ritten|[Ww]ords|[Pp]hotos?|[Pp]hotography|[Ii]mages?|[Tt]ext|[Rr]eviewed|[Rr]eported) )?(?:[Bb]y|BY):? (?!The |A |An )\p{Lu}[\p{L}'’.-]*(?: (?:\p{Lu}[\p{L}'’.-]*|de|van|von|da|du|le|la|and|&)){0,4}$/u;
// Anchored, and the name kept as $1: unanchored, the leading \s* was tried again from every
// space of a long run, which took time growing with the square of the run.
const BYLINE_END = /^([^|·•,]*[^\s|·•,])?\s*[|·•,].*$/;
const DATELINE = /^(?:posted|published|first published|(?:last )?updated|last modified)\b/i;
const READING_TIME = /\b\d+[- ]?min(?:ute)?s?\.? read\b/i;
const MONTH =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const DATE_ALONE = new RegExp(
  `^(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,? )?(?:\\d{1,2}(?:st|nd|rd|th)? (?:of )?)?${MONTH}\\.?(?: \\d{1,2}(?:st|nd|rd|th)?)?,? \\d{4}$`,
  "i",
);
// On the folded text. A number then what a list article counts ("20 things", "10 best pubs");
// "10 Downing Street" and "30 St Mary Axe" count nothing.
const TITLE =
  /^(?:the )?(?:top \d+\b|\d+ (?:of the )?(?:best|top|greatest|great|amazing|incredible|essential|unmissable|must|hidden|free|cheap|fun|cool|unique|favourite|favorite|things|places|ways|reasons|ideas|days|spots|attractions|sights|walks|hikes)\b)|\bthings to (?:do|see)\b|\bplaces to (?:visit|see|go|eat|stay|drink)\b/;
const DETAIL =
  /^(?:address|opening (?:hours|times)|open|hours|prices?|costs?|admission|entry|tickets?|website|web|tel|telephone|phone|e-?mail|getting there|how to get there|nearest (?:station|stop|tube)|best for|best time to (?:visit|go)|top tip|tips?|insider tip|don['’]t miss|why go|why visit|good to know|location|postcode|parking|reading time|booking|book|accessibility|duration|when|where)\s*:/i;
/** A full stop that ends an abbreviation or initials ("Hill St.", "U.K."), not a sentence. */
const ABBREVIATION =
  /^(?:st|rd|ave|sq|ln|pl|cres|ct|dr|mt|gdns|pde|tce|ter|cl|gr|pk|hwy|blvd|ltd|co|inc|plc|bros|jr|sr|esq|no|nr)\.$|^(?:\p{L}\.)+$/iu;
const SENTENCE_END = /(?:[.?…]|\.\.\.)$/;
// Lower-case words that names hold too: "Tower of London", "Stratford-upon-Avon", "Betws y Coed".
const NAME_PARTICLES = new Set([
  "of",
  "the",
  "on",
  "upon",
  "in",
  "by",
  "at",
  "and",
  "under",
  "over",
  "le",
  "la",
  "de",
  "du",
  "y",
  "yr",
  "ar",
  "na",
  "nan",
  "&",
]);

/**
 * Whether a line reads as a web page's prose rather than a place, and why, so the import
 * preview can leave it out (unticked, and marked) when a list is copied from a blog post. Takes
 * a parsed line (or a place read from a file: its name and address) or the text of a line,
 * which is parsed first; a line that holds no place gives null, as it is dropped anyway.
 */
export function proseReason(
  line: Pick<ParsedPlace, "name" | "address"> | string,
): ProseReason | null {
  const place = typeof line === "string" ? parseLine(line, 1) : line;
  if (!place) return null;
  const name = clean(place.name);
  const text = place.address ? `${name} - ${clean(place.address)}` : name;
  const folded = foldForSearch(text);
  if (URL_ALONE.test(text)) return "url";
  if (PAGE_FURNITURE.test(folded)) return "link";
  if (
    BYLINE.test(name.replace(BYLINE_END, "$1")) ||
    DATELINE.test(name) ||
    READING_TIME.test(text) ||
    DATE_ALONE.test(text)
  ) {
    return "byline";
  }
  const sentenceEnd = SENTENCE_END.test(text);
  // "Here are our favourite things to see." is a sentence that happens to say what titles say.
  if (text.endsWith(":") || (TITLE.test(folded) && !sentenceEnd)) return "heading";
  if (DETAIL.test(text)) return "detail";
  const nameWords = name.split(" ");
  if (nameWords.length > 12 || name.length > PLACE_LIMITS.name) return "long";
  const words = text.split(" ").filter((word) => LETTER.test(word));
  const content = words.filter((word) => !NAME_PARTICLES.has(word.toLowerCase()));
  const lowerCase = content.filter((word) => /^\p{Ll}/u.test(word)).length;
  const last = words.at(-1) ?? "";
  if (sentenceEnd && !ABBREVIATION.test(last) && lowerCase > 0) return "sentence";
  if (words.length >= 8 && lowerCase * 2 > content.length) return "sentence";
  return null;
}

/** Whether a line reads as prose rather than a place: see `proseReason`. */
export function looksLikeProse(line: Pick<ParsedPlace, "name" | "address"> | string): boolean {
  return proseReason(line) !== null;
}
