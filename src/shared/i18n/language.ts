/** The languages the product speaks: English (as in the UK) and Welsh. */
export const LANGUAGES = ["en", "cy"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of an account that has chosen none, and of a visitor who says nothing. */
export const DEFAULT_LANGUAGE: Language = "en";

/**
 * The cookie that carries a signed-out visitor's choice (and a signed-in one's, so the pages
 * drawn before the session is read match it): `en` or `cy`.
 */
export const LANGUAGE_COOKIE = "lang";

/** What `<html lang>` and `Intl` are given for each language. */
export const LOCALES: Record<Language, string> = { en: "en-GB", cy: "cy" };

/** Each language's name in itself: what the switch shows, the same whichever is chosen. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", cy: "Cymraeg" };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** An `Accept-Language` header longer than this is read only this far. */
const ACCEPT_LANGUAGE_MAX = 400;

/**
 * The language a browser's `Accept-Language` prefers among ours, or null when it names
 * neither. Read by splitting, not a regular expression: the header is the sender's text.
 * `cy-GB;q=0.9, en;q=0.8` → cy; `fr, en` → en; `*` → null.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | null {
  if (!header) return null;
  let best: Language | null = null;
  let bestWeight = 0;
  for (const part of header.slice(0, ACCEPT_LANGUAGE_MAX).split(",")) {
    const [range = "", ...params] = part.split(";");
    const primary = range.trim().toLowerCase().split("-")[0];
    if (!isLanguage(primary)) continue;
    let weight = 1;
    for (const param of params) {
      const [key, value] = param.split("=");
      if (key?.trim().toLowerCase() === "q") weight = Number(value);
    }
    if (!Number.isFinite(weight) || weight <= 0 || weight > 1) continue;
    // The first of equal weights wins: the header lists its preferences in order.
    if (weight > bestWeight) {
      best = primary;
      bestWeight = weight;
    }
  }
  return best;
}

/**
 * The language to answer in: the account's choice, else the `lang` cookie's, else the
 * browser's `Accept-Language`, else English.
 */
export function chooseLanguage(from: {
  account?: string | null | undefined;
  cookie?: string | null | undefined;
  acceptLanguage?: string | null | undefined;
}): Language {
  if (isLanguage(from.account)) return from.account;
  if (isLanguage(from.cookie)) return from.cookie;
  return languageFromAcceptLanguage(from.acceptLanguage) ?? DEFAULT_LANGUAGE;
}
