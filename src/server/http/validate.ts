import type { Context } from "hono";
import { validator } from "hono/validator";
import type { z } from "zod";
import { zodIssuesToDetails } from "#shared/api-error.ts";
import { invalidJson, notFound, unsupportedMediaType, validationFailed } from "./errors.ts";

// The media types Hono's validator reads as JSON: application/json and application/*+json.
const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** Whether a Content-Type names JSON (media types are case-insensitive; parameters aside). */
export const isJsonMediaType = (contentType: string | undefined) =>
  JSON_MEDIA_TYPE.test((contentType ?? "").split(";")[0]?.trim() ?? "");

/**
 * The JSON body, checked against a shared schema, as Hono's validator so that its type reaches
 * `AppType` and the typed client: 415 for a body that is not JSON, 400 for JSON that does not
 * parse, 400 with `details` for one that does not fit.
 */
export function jsonBody<T extends z.ZodType>(schema: T) {
  // Named in full so that callers are typed by what the schema accepts, not what it makes.
  type Check = (value: z.input<T>, c: Context) => z.output<T>;
  const validate = validator<z.input<T>, string, string, "json", string, Check>("json", (value) => {
    const result = schema.safeParse(value);
    if (!result.success) throw validationFailed(zodIssuesToDetails(result.error.issues));
    return result.data;
  });
  const checked: typeof validate = async (c, next) => {
    if (!isJsonMediaType(c.req.header("content-type"))) throw unsupportedMediaType();
    // Parsed here, so only a body that is not JSON reads as the caller's mistake; Hono's
    // validator then reads the same parse back from the request's cache.
    await c.req.json().catch(() => {
      throw invalidJson();
    });
    return validate(c, next);
  };
  return checked;
}

/**
 * The query string, checked against a shared schema: 400 with `details` naming each field that
 * does not fit. Hono types a query's input by what the check answers, so the typed client
 * names the schema's fields.
 */
export const queryParams = <T extends z.ZodType>(schema: T) =>
  validator("query", (value): z.output<T> => {
    const result = schema.safeParse(value);
    if (!result.success) throw validationFailed(zodIssuesToDetails(result.error.issues));
    return result.data;
  });

/** A row's id as an address writes it (a positive 32-bit integer), or null. */
export function rowId(raw: string | undefined): number | null {
  const id = /^[1-9]\d{0,9}$/.test(raw ?? "") ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

/**
 * The numeric `:id` of a resource. Anything else names nothing, so it answers the same 404 as
 * an id that does not exist (`notFoundMessage`, e.g. "Place not found").
 */
export const idParam = (notFoundMessage: string) =>
  validator("param", (params: Record<string, string>) => {
    const id = rowId(params.id);
    if (id === null) throw notFound(notFoundMessage);
    return { id };
  });
