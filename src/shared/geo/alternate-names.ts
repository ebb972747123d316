import { foldForSearch } from "./fold.ts";

/** Latin letters, with the spaces, hyphens, dots and apostrophes of place names. */
const LATIN_NAME = /^\p{Lu}[\p{Script=Latin}\s'’.-]*$/u;
/** Airport and station codes ("CWL", "INV") are listed among a town's names. */
const CODE = /^\p{Lu}{2,4}$/u;

/**
 * The other names GeoNames lists for a town that a UK traveller might type: "Caerdydd" for
 * Cardiff, "Inbhir Nis" for Inverness. GeoNames gives them without their language, so this
 * keeps the capitalised names in Latin script (Welsh, Gaelic, Irish, Scots, and the spellings
 * of other European languages), and drops codes, romanisations (written in lower case) and
 * names that search the same as the town's own. Of two spellings that search the same, the
 * one with its accents is kept ("Steòrnabhagh" over "Steornabhagh").
 */
export function alternateNamesWorthSearching(name: string, alternates: readonly string[]) {
  const own = foldForSearch(name);
  const kept = new Map<string, string>();
  for (const alternate of alternates) {
    const trimmed = alternate.trim();
    if (!LATIN_NAME.test(trimmed) || CODE.test(trimmed)) continue;
    const folded = foldForSearch(trimmed);
    if (folded === own) continue;
    const earlier = kept.get(folded);
    if (earlier === undefined || accents(trimmed) > accents(earlier)) kept.set(folded, trimmed);
  }
  return [...kept.values()];
}

const accents = (text: string) => text.normalize("NFD").length - text.length;
