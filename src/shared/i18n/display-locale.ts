/**
 * The locale that dates, numbers and relative times are written in by the shared formatters
 * (relative-date.ts, geo/distance.ts, format-count.ts): the browser sets it with the language
 * it shows, the server's renderer with the page's; English (UK) until then.
 */
let locale = "en-GB";

export const displayLocale = (): string => locale;

export function setDisplayLocale(next: string): void {
  locale = next;
}

/** A formatter per locale, made once: making one is slow in a long list. */
export function perLocale<Format>(make: (locale: string) => Format): () => Format {
  const made = new Map<string, Format>();
  return () => {
    let format = made.get(locale);
    if (!format) {
      format = make(locale);
      made.set(locale, format);
    }
    return format;
  };
}
