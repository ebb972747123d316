import type { HonoRequest, MiddlewareHandler } from "hono";
import type { ApiErrorBody } from "#shared/api-error.ts";
import type { Language } from "#shared/i18n/language.ts";
import { translated } from "../i18n/catalogue.ts";
import { languageOf } from "../i18n/request-language.ts";
import type { AppEnv, SessionUser } from "./session.ts";

/** The language to answer a request in: the account's, else the cookie's, else the browser's. */
export function requestLanguage(c: {
  req: HonoRequest;
  var: { user: Pick<SessionUser, "language"> | null };
}): Language {
  return languageOf(c.req.raw.headers, c.var.user?.language);
}

const isErrorBody = (body: unknown): body is ApiErrorBody =>
  typeof body === "object" && body !== null && typeof (body as ApiErrorBody).message === "string";

/**
 * Puts every error answer of the API in the caller's language, as it leaves: whichever route,
 * middleware or library made it (a refusal before the session is read included), its message
 * and each detail's are looked up in the catalogue by their English. One place, so a new
 * route's errors are covered without a word of its own.
 */
export function errorsInCallersLanguage(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status < 400 || !c.res.headers.get("content-type")?.includes("application/json")) {
      return;
    }
    const language = requestLanguage(c);
    if (language === "en") return;
    const body: unknown = await c.res
      .clone()
      .json()
      .catch(() => undefined);
    if (!isErrorBody(body)) return;
    const shown: ApiErrorBody = {
      ...body,
      message: translated(language, body.message),
      ...(body.details && {
        details: body.details.map((detail) => ({
          ...detail,
          message: translated(language, detail.message),
        })),
      }),
    };
    const headers = new Headers(c.res.headers);
    headers.delete("content-length");
    const { status } = c.res;
    // Unset first: Hono copies the old answer's headers onto a new one, its length included.
    c.res = undefined;
    c.res = new Response(JSON.stringify(shown), { status, headers });
  };
}
