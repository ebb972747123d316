/** The languages the product speaks: English (as in the UK) and Welsh. */
export const LANGUAGES = ["en", "cy"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of an account that has chosen none. */
export const DEFAULT_LANGUAGE: Language = "en";

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
