/**
 * Marks words a person reads that the server or code shared with it says: an error's message,
 * a category's name. It answers its argument as it is (Node runs this code with no build), and
 * marks it for the catalogues (scripts/shared-text-extractor.ts), where it is keyed by the
 * English itself. The browser shows it in the reader's language with `sharedText`
 * (client/lib/i18n.tsx); the server's error answers are put in the caller's language as they
 * leave (server/http/answer-language.ts).
 *
 * A sentence with values in it is written as a template, `text("Use at most {max}
 * characters", { max: 100 })`: the catalogue keys the template, and whoever translates the
 * filled-in English finds its template and values again (`translateText`).
 */
export function text<English extends string>(english: English): English;
export function text(template: string, values: TextValues): string;
export function text(template: string, values?: TextValues): string {
  return values ? fillIn(template, values) : template;
}

export type TextValues = Readonly<Record<string, string | number>>;

/** A template's fixed words around its `{name}`s: always one more piece than names. */
interface Template {
  pieces: string[];
  names: string[];
}

const parsed = new Map<string, Template>();

function parse(template: string): Template {
  let known = parsed.get(template);
  if (known) return known;
  const pieces: string[] = [];
  const names: string[] = [];
  let from = 0;
  for (let open = template.indexOf("{"); open !== -1; open = template.indexOf("{", from)) {
    const close = template.indexOf("}", open);
    if (close === -1) break;
    pieces.push(template.slice(from, open));
    names.push(template.slice(open + 1, close));
    from = close + 1;
  }
  pieces.push(template.slice(from));
  known = { pieces, names };
  parsed.set(template, known);
  return known;
}

/** `template` with each `{name}` replaced by its value (a name with no value stays as it is). */
export function fillIn(template: string, values: TextValues): string {
  const { pieces, names } = parse(template);
  return names.reduce((filled, name, index) => {
    const value = values[name];
    return `${filled}${value === undefined ? `{${name}}` : value}${pieces[index + 1]}`;
  }, pieces[0] ?? "");
}

/**
 * The names a template gives its counts, whose values are figures ("1,000", "50.1"): read only
 * as figures, so that "Place Name: …" is not taken for "Place {number}: …".
 */
const COUNTS = new Set([
  "number",
  "count",
  "max",
  "min",
  "limit",
  "line",
  "days",
  "year",
  "room",
  "more",
  "size",
  "minutes",
]);

const isFigures = (value: string) => [...value].every((char) => "0123456789,.".includes(char));

/**
 * The values `template` was filled in with to make `english`, or undefined when it was not
 * made from it. Each value is at least one character, and a count's is figures; a value that
 * holds the next fixed words itself is read up to their first appearance. Linear in the text:
 * it only looks for fixed words, left to right.
 */
export function valuesIn(template: string, english: string): Record<string, string> | undefined {
  const { pieces, names } = parse(template);
  const first = pieces[0] ?? "";
  const last = pieces.at(-1) ?? "";
  if (names.length === 0 || !english.startsWith(first) || !english.endsWith(last)) return;
  const end = english.length - last.length;
  const values: Record<string, string> = {};
  let at = first.length;
  for (const [index, name] of names.entries()) {
    const isLast = index === names.length - 1;
    const next = isLast ? end : english.indexOf(pieces[index + 1] ?? "", at + 1);
    if (next === -1 || next <= at || next > end) return;
    const value = english.slice(at, next);
    if (COUNTS.has(name) && !isFigures(value)) return;
    values[name] = value;
    at = next + (isLast ? 0 : (pieces[index + 1] ?? "").length);
  }
  return values;
}

/** A language's catalogue, as `translateText` reads it. */
export interface TextCatalogue {
  /** Whether it has words for this English (a sentence, or a template). */
  has(english: string): boolean;
  /** Its words for this English, filled in with `values` where given. */
  say(english: string, values?: TextValues): string;
  /** The templates it translates: English with `{name}`s in it. */
  templates(): readonly string[];
}

/** Templates in the order to try them: the most fixed words first, so the closest fits. */
export function templatesOf(keys: Iterable<string>): string[] {
  const fixedLength = (template: string) => parse(template).pieces.join("").length;
  return [...keys]
    .filter((key) => parse(key).names.length > 0)
    .sort((a, b) => fixedLength(b) - fixedLength(a));
}

/**
 * `english` in the catalogue's language: its own words, else those of the template it was
 * filled in from, with the values translated in their turn ("Row 7" inside a row's problem).
 * English with no words in the catalogue is answered as it is.
 */
export function translateText(english: string, catalogue: TextCatalogue, depth = 2): string {
  if (catalogue.has(english)) return catalogue.say(english);
  if (depth === 0) return english;
  for (const template of catalogue.templates()) {
    const values = valuesIn(template, english);
    if (!values) continue;
    const translatedValues = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        translateText(value, catalogue, depth - 1),
      ]),
    );
    return catalogue.say(template, translatedValues);
  }
  return english;
}
