import type { ClientResponse } from "hono/client";
import type { ResponseFormat } from "hono/types";
import type { SuccessStatusCode } from "hono/utils/http-status";
import { ApiError } from "./api-error.ts";

/** The JSON a route answers when it succeeds, as the route's types declare it. */
export type SuccessJson<R> =
  R extends ClientResponse<infer T, infer S, "json">
    ? S extends SuccessStatusCode
      ? T
      : never
    : never;

/**
 * The JSON of a typed client call's answer, `okJson(api.places.$get())`, typed as the route's
 * success answers; any other answer is thrown as the ApiError it carries.
 */
export async function okJson<R extends ClientResponse<unknown, number, ResponseFormat>>(
  call: Promise<R> | R,
): Promise<SuccessJson<R>> {
  const answer = await call;
  if (!answer.ok) throw await ApiError.from(answer);
  // The route's own types: what it answers with a 2xx is what SuccessJson names.
  return answer.json() as Promise<SuccessJson<R>>;
}
