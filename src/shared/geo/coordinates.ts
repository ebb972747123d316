import { type LatLng, roundCoordinate } from "./location.ts";

// Coordinates are read by tokens, not by one regex per form: the regexes let runs of spaces
// match in several places at once, and a crafted line of a few hundred characters then took
// the server most of a second to turn down. Here each character is looked at once, and each
// form is a walk along the tokens with no going back, so the time grows with the length.

/** Marks as typed; ″ and '' are read as ", ′ as '. */
type Mark = "°" | "'" | '"' | ",";
type Token = { spaced: boolean } & (
  | { kind: "number"; text: string; whole: number; fraction: boolean; signed: boolean }
  | { kind: "mark"; mark: Mark }
  | { kind: "hemisphere"; letter: "N" | "S" | "E" | "W" }
);

const MARKS = new Map<string, Mark>([
  ["°", "°"],
  ["'", "'"],
  ["′", "'"],
  ['"', '"'],
  ["″", '"'],
  [",", ","],
]);
// Spelled out in both cases: toUpperCase would read "ſ" (a long s) as S.
const HEMISPHERES = new Map(
  (["N", "S", "E", "W"] as const).flatMap((letter) => [
    [letter, letter] as const,
    [letter.toLowerCase(), letter] as const,
  ]),
);
const isDigit = (char: string | undefined) => char !== undefined && char >= "0" && char <= "9";
const SPACE = /\s/;

/**
 * The text as numbers ("51", "-0.1246"), marks and hemisphere letters, each noting whether
 * space came before it. Null when anything else is there: a word is never coordinates.
 */
function tokenize(text: string): Token[] | null {
  const tokens: Token[] = [];
  let spaced = false;
  let at = 0;
  while (at < text.length) {
    const char = text.charAt(at);
    if (SPACE.test(char)) {
      spaced = true;
      at += 1;
      continue;
    }
    const sign = (char === "+" || char === "-") && isDigit(text[at + 1]) ? 1 : 0;
    const mark = char === "'" && text[at + 1] === "'" ? '"' : MARKS.get(char);
    const letter = HEMISPHERES.get(char);
    if (sign || isDigit(char)) {
      let end = at + sign;
      while (isDigit(text[end])) end += 1;
      const whole = end - at - sign;
      const fraction = text[end] === "." && isDigit(text[end + 1]);
      if (fraction) end += 1;
      while (fraction && isDigit(text[end])) end += 1;
      const number = { text: text.slice(at, end), whole, fraction, signed: sign === 1 };
      tokens.push({ kind: "number", ...number, spaced });
      at = end;
    } else if (mark) {
      tokens.push({ kind: "mark", mark, spaced });
      at += char === "'" && mark === '"' ? 2 : 1;
    } else if (letter) {
      tokens.push({ kind: "hemisphere", letter, spaced });
      at += 1;
    } else {
      return null;
    }
    spaced = false;
  }
  return tokens;
}

/** A walk along the tokens: each step takes the next token if it fits, and never goes back. */
function walk(tokens: readonly Token[]) {
  let at = 0;
  const next = () => tokens[at];
  const take = <T extends Token>(token: T | undefined) => {
    if (token) at += 1;
    return token;
  };
  return {
    /** A number with at most `whole` digits before any point. */
    number(whole: number, { signed = false, fraction = true } = {}) {
      const token = next();
      if (token?.kind !== "number" || token.whole > whole) return undefined;
      if ((token.signed && !signed) || (token.fraction && !fraction)) return undefined;
      return take(token);
    },
    mark(mark: Mark) {
      const token = next();
      return take(token?.kind === "mark" && token.mark === mark ? token : undefined);
    },
    hemisphere(...letters: string[]) {
      const token = next();
      return take(
        token?.kind === "hemisphere" && letters.includes(token.letter) ? token : undefined,
      );
    },
    /** Whether space comes before the next token. */
    spaced: () => next()?.spaced === true,
    done: () => at === tokens.length,
  };
}

const signed = (degrees: number, hemisphere: string) =>
  hemisphere === "S" || hemisphere === "W" ? -degrees : degrees;

/** "51.5007, -0.1246" or "51.5007 -0.1246": a comma or a space between. */
function decimal(tokens: readonly Token[]): LatLng | null {
  const read = walk(tokens);
  const latitude = read.number(3, { signed: true });
  const comma = read.mark(",");
  if (!comma && !read.spaced()) return null;
  const longitude = read.number(3, { signed: true });
  if (!latitude || !longitude || !read.done()) return null;
  return { latitude: Number(latitude.text), longitude: Number(longitude.text) };
}

/** "51.5007N 0.1246W", "51.5007° N, 0.1246° W". */
function hemispheres(tokens: readonly Token[]): LatLng | null {
  const read = walk(tokens);
  const half = (...letters: string[]) => {
    const degrees = read.number(3);
    read.mark("°");
    const hemisphere = read.hemisphere(...letters);
    return degrees && hemisphere ? signed(Number(degrees.text), hemisphere.letter) : undefined;
  };
  const latitude = half("N", "S");
  read.mark(",");
  const longitude = half("E", "W");
  if (latitude === undefined || longitude === undefined || !read.done()) return null;
  return { latitude, longitude };
}

/** 51°30'02.5"N, or 51 30 02.5 N: degrees, minutes and optional seconds, then a hemisphere. */
function degreesMinutesSeconds(tokens: readonly Token[]): LatLng | null {
  const read = walk(tokens);
  const half = (...letters: string[]) => {
    const degrees = read.number(3, { fraction: false });
    // Degrees and minutes are parted by a degree sign, or else by a space.
    if (!degrees || !(read.mark("°") || read.spaced())) return undefined;
    const minutes = read.number(2);
    read.mark("'");
    const seconds = read.number(2);
    if (seconds) read.mark('"');
    const hemisphere = read.hemisphere(...letters);
    if (!minutes || !hemisphere) return undefined;
    const value =
      Number(degrees.text) + Number(minutes.text) / 60 + Number(seconds?.text ?? 0) / 3600;
    return signed(value, hemisphere.letter);
  };
  const latitude = half("N", "S");
  read.mark(",");
  const longitude = half("E", "W");
  if (latitude === undefined || longitude === undefined || !read.done()) return null;
  return { latitude, longitude };
}

const inRange = ({ latitude, longitude }: LatLng) =>
  Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;

/**
 * A position typed as coordinates: "51.5007, -0.1246", "51.5007 -0.1246",
 * "51.5007N 0.1246W", "51.5007° N, 0.1246° W" or "51°30'02.5\"N 0°07'28.6\"W". Null for
 * anything else, or a position off the globe.
 */
export function parseCoordinates(text: string): LatLng | null {
  const tokens = tokenize(text);
  if (!tokens) return null;
  const found = decimal(tokens) ?? hemispheres(tokens) ?? degreesMinutesSeconds(tokens);
  if (!found || !inRange(found)) return null;
  return { latitude: roundCoordinate(found.latitude), longitude: roundCoordinate(found.longitude) };
}
