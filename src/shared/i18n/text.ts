/**
 * Marks words a person reads that the server or code shared with it says: an error's message,
 * a category's name. It answers its argument as it is (Node runs this code with no build), and
 * marks it for the catalogues (scripts/shared-text-extractor.ts), where it is keyed by the
 * English itself. The browser shows it in the reader's language with `sharedText`
 * (client/lib/i18n.tsx); the server's error answers are put in the caller's language as they
 * leave (server/http/errors.ts).
 */
export const text = <English extends string>(english: English): English => english;
