/**
 * Text as a search compares it: accents and case gone ("Tŷ Hyll" is "ty hyll"), dots and
 * apostrophes dropped ("St. Ives" is "st ives"), other punctuation and runs of space one space.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLocaleLowerCase("en-GB")
    .replace(/[.'’]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
