import { foldForSearch } from "./fold.ts";

/** Latin letters, with the spaces, hyphens, dots and apostrophes of place names. */
const LATIN_NAME = /^\p{Lu}[\p{Script=Latin}\s'’.-]*$/u;
/** Airport and station codes ("CWL", "INV") are listed among a town's names. */
const CODE = /^\p{Lu}{2,4}$/u;
/**
 * The letters the UK's own languages write: a to z, the vowels with the grave, acute,
 * circumflex and diaeresis of Welsh, Gaelic, Irish and Cornish (ŵ and ŷ too), and Manx's ç.
 * A name with any other letter ("Lākana", "Łondra", "Mančesteris", "Strømnes") is another
 * language's, or Old English ("Stīðen Āc").
 */
const UK_LETTERS = /^[a-zàáâäèéêëìíîïòóôöùúûüẁẃŵẅỳýŷÿç\s'’.-]*$/iu;
/**
 * The letters Welsh does without: a Welsh town's name holding one ("Kardif", "Kerdiz") is
 * another language's spelling, never the Welsh one.
 */
const NOT_WELSH = /[jkqvxz]/i;

/**
 * A name's consonants, roughly as they sound: folded, the letters other languages write for
 * English sounds made English (k, q and kh as c and h, ks as x, ph as f, z as s), the vowels
 * gone (w, y, j and v with them, which stand for them in one language or another), doubled
 * letters single and a last "s", another language's ending, dropped. Two names with the same
 * skeleton are one name respelled: "Oksfordas" and "Oxford", "Kardiff" and "Cardiff", "Jork"
 * and "York", "Stornovej" and "Stornoway". Welsh and Gaelic write none of k, q, z, j and v,
 * so their names keep their own skeletons ("Rhuthun" is not "Ruthin").
 */
function skeleton(name: string) {
  return foldForSearch(name)
    .replaceAll(" ", "")
    .replaceAll("ph", "f")
    .replaceAll("ks", "x")
    .replaceAll("kh", "h")
    .replace(/[kq]/g, "c")
    .replaceAll("z", "s")
    .replace(/[aeiouywjv]/g, "")
    .replace(/(.)\1/g, "$1")
    .replace(/s$/, "");
}

const OPENS_WITH_LL = /^ll/i;

/**
 * Whether a name is the town's own respelled another language's way. Welsh's "Ll" opening a
 * name the town's own does not open so is no respelling: "Llundain" is London's Welsh name.
 */
const respells = (alternate: string, own: string) =>
  skeleton(alternate) === skeleton(own) &&
  !(OPENS_WITH_LL.test(alternate) && !OPENS_WITH_LL.test(own));

const STARTS_LOWER = /^\p{Ll}/u;
const HAS_CAPITAL = /\p{Lu}/u;
/** Gaelic's "t-" and "h-" before a capital: "An t-Sròn", "Baile na h-Uaimh". */
const GAELIC_PREFIX = /^[hnt]-/;

/**
 * Whether a name has a word in lower case longer than the little words of Welsh, Gaelic and
 * Irish ("Àth nan Damh", "Y Drenewydd", "Lios na gCearrbhach"): "Bosvortskij rynok", "Stokas
 * prie Trento", "Stratfordia super Avonam" describe the town in another language.
 */
const hasForeignWord = (name: string) =>
  name
    .split(" ")
    .some(
      (word) =>
        STARTS_LOWER.test(word) &&
        word.length > 3 &&
        word !== "upon" &&
        !HAS_CAPITAL.test(word) &&
        !GAELIC_PREFIX.test(word),
    );

/** Whether a name holds the town's own name among other words: "Morley i West Yorkshire". */
const holdsOwnName = (folded: string, own: string) => ` ${folded} `.includes(` ${own} `);

/**
 * The other names GeoNames lists for a town that are worth searching by, and showing beside
 * it: those of the UK's own languages, "Caerdydd" for Cardiff, "Inbhir Nis" for Inverness.
 * GeoNames lists a town's other names without their language (the file the build reads has
 * none), so the language is told by the name itself. Kept: capitalised names in Latin script
 * written with the letters of Welsh, Gaelic, Irish, Scots, Cornish and Manx. Dropped: codes,
 * romanisations (in lower case), names that search the same as the town's own, names that
 * hold it among other words (other languages' "Morley i West Yorkshire", "City of London"),
 * names with a word in lower case longer than Welsh's and Gaelic's little words ("Stokas prie
 * Trento"), names that are the town's own respelled in another language's way ("Kardif",
 * "Oksfordas", "Jork") and, for a town in Wales, names with letters Welsh does not use. Of
 * two spellings
 * that search the same, the one with its accents is kept ("Steòrnabhagh" over "Steornabhagh").
 * Some Latin, Old English and other European names written with these letters are still kept
 * ("Eboracum", "Londres"): without the language, they cannot be told from the UK's own.
 */
export function alternateNamesWorthSearching(
  name: string,
  alternates: readonly string[],
  nation?: string,
) {
  const own = foldForSearch(name);
  const kept = new Map<string, string>();
  for (const alternate of alternates) {
    const trimmed = alternate.trim();
    if (!LATIN_NAME.test(trimmed) || CODE.test(trimmed) || !UK_LETTERS.test(trimmed)) continue;
    if (nation === "Wales" && NOT_WELSH.test(trimmed)) continue;
    if (hasForeignWord(trimmed)) continue;
    const folded = foldForSearch(trimmed);
    if (folded === own || holdsOwnName(folded, own) || respells(trimmed, name)) continue;
    const earlier = kept.get(folded);
    if (earlier === undefined || accents(trimmed) > accents(earlier)) kept.set(folded, trimmed);
  }
  return [...kept.values()];
}

const accents = (text: string) => text.normalize("NFD").length - text.length;
