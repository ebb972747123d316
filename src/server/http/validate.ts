import type { Context } from "hono";
import type { z } from "zod";
import { zodIssuesToDetails } from "#shared/api-error.ts";
import { ApiError, notFound, validationFailed } from "./errors.ts";

/** The JSON body, checked against a shared schema: 400 with `details` when it does not fit. */
export async function readBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  if (!c.req.header("content-type")?.includes("application/json")) {
    throw new ApiError(415, "unsupported_media_type", "Send the body as application/json.");
  }
  const body: unknown = await c.req.json();
  const result = schema.safeParse(body);
  if (!result.success) throw validationFailed(zodIssuesToDetails(result.error.issues));
  return result.data;
}

/** A numeric id from the path; anything else is a place that does not exist (404). */
export function idParam(c: Context, name = "id", what = "Place not found"): number {
  const raw = c.req.param(name) ?? "";
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) throw notFound(what);
  return id;
}
