import { parse } from "hono/utils/cookie";
import { chooseLanguage, LANGUAGE_COOKIE, type Language } from "#shared/i18n/language.ts";

/**
 * The language a request's headers ask for (the `lang` cookie's, else `Accept-Language`'s),
 * unless `account` chose one: the one reading of them, for the API, the pages and sign-up.
 */
export function languageOf(
  headers: Pick<Headers, "get"> | undefined,
  account?: string | null,
): Language {
  return chooseLanguage({
    account,
    cookie: parse(headers?.get("cookie") ?? "", LANGUAGE_COOKIE)[LANGUAGE_COOKIE],
    acceptLanguage: headers?.get("accept-language"),
  });
}
