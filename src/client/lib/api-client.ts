import { queryOptions } from "@tanstack/react-query";
import { hc } from "hono/client";
import { okJson } from "#shared/api-answer.ts";
import { ApiError, ERROR_CODES } from "#shared/api-error.ts";
import type { AppType } from "./api-contract.ts";
import { isUnauthorized, queryClient } from "./query-client.ts";

const REQUEST_TIMEOUT_MS = 30_000;
const STATE_CHANGING = new Set(["POST", "PATCH", "PUT", "DELETE"]);

/**
 * One request as every API call makes it: with the session cookie, asking for JSON, given up
 * after 30 s (or the caller's own signal). A call that gets no answer throws an ApiError with
 * status 0; any answer, OK or not, is returned.
 */
async function send(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("accept", "application/json");
  try {
    return await fetch(input, {
      ...init,
      headers,
      credentials: "include",
      signal: init.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError") {
      throw new ApiError(0, ERROR_CODES.timeout, "The request timed out.");
    }
    throw new ApiError(0, ERROR_CODES.network, "The request got no answer.");
  }
}

/** Told of a 401 answer: set by the app's session-ended redirect (lib/session-ended.tsx). */
let onUnauthorized: () => void = () => {};

/**
 * Sets what a call answered 401 does, for every call but those that handle a 401 themselves
 * (`apiOwningUnauthorized`). Only a hint: a 401 may also mean a wrong code (Better Auth's
 * two-factor check), so the handler asks whether the session really ended.
 */
export function whenUnauthorized(handler: () => void): () => void {
  onUnauthorized = handler;
  return () => {
    if (onUnauthorized === handler) onUnauthorized = () => {};
  };
}

/**
 * The answer when it is OK; otherwise the ApiError it carries, thrown, after a 401 is reported
 * (unless `reports` is false).
 */
async function ok(response: Response, reports = true): Promise<Response> {
  if (response.status === 401 && reports) onUnauthorized();
  if (!response.ok) throw await ApiError.from(response);
  return response;
}

/**
 * The CSRF token is cached 15 minutes, kept 30, and retried once, but not after a 401: the
 * session ended, and the call that wanted the token fails at once with that answer.
 */
export const csrfTokenQuery = queryOptions({
  queryKey: ["/api/csrf-token"],
  queryFn: () => okJson(api["csrf-token"].$get()),
  staleTime: 15 * 60_000,
  gcTime: 30 * 60_000,
  retry: (failures, error) => failures < 1 && !isUnauthorized(error),
});

/**
 * The fetch under the typed client. A state-changing call carries the CSRF token, and when the
 * server says the token is stale (a new session since it was fetched) it fetches a fresh one
 * and tries once more. Every answer that is not OK is thrown as an ApiError, so callers only
 * ever read the success answers their types describe.
 */
async function apiFetch(
  input: RequestInfo | URL,
  init: RequestInit = {},
  reportsUnauthorized = true,
): Promise<Response> {
  if (!STATE_CHANGING.has(init.method ?? "GET")) {
    return ok(await send(input, init), reportsUnauthorized);
  }
  const withToken = async () => {
    const { csrfToken } = await queryClient.fetchQuery(csrfTokenQuery);
    const headers = new Headers(init.headers);
    headers.set("x-csrf-token", csrfToken);
    return send(input, { ...init, headers });
  };
  let response = await withToken();
  if (response.status === 403) {
    const error = await ApiError.from(response);
    if (error.code !== ERROR_CODES.csrf) throw error;
    await queryClient.invalidateQueries({ queryKey: csrfTokenQuery.queryKey });
    response = await withToken();
  }
  return ok(response, reportsUnauthorized);
}

/**
 * The API, typed from the server's routes: `api.places.$post({ json })` sends what the route
 * validates and answers what it returns; `okJson` (#shared/api-answer.ts) reads a success
 * answer. Failed calls throw ApiError (describeError gives the sentence to show).
 */
export const api = hc<AppType>("/", {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => apiFetch(input, init),
}).api;

/**
 * The same API for the few calls that handle a 401 themselves rather than go to the sign-in
 * screen: the session probe (a 401 there means signed out) and the offline queue (which keeps
 * its changes and asks to sign in).
 */
export const apiOwningUnauthorized = hc<AppType>("/", {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => apiFetch(input, init, false),
}).api;

/** Per-call options for a call that may take longer than 30 s (a large backup, say). */
export const withTimeout = (timeoutMs: number) => ({
  init: { signal: AbortSignal.timeout(timeoutMs) },
});

/**
 * The fetch under Better Auth's typed client (lib/auth-client.ts): same-origin JSON with the
 * session cookie and the 30 s timeout, protected by Better Auth's origin check rather than our
 * token. A 401 is reported like any call's, and every answer that is not OK is thrown as an
 * ApiError, so the client only ever hands back success answers.
 */
export async function authFetch(input: RequestInfo | URL, init: RequestInit = {}) {
  // Better Auth's fetch always passes a signal of its own, which nothing aborts: the timeout
  // is added beside it rather than lost. (Safari before 17.4 has no AbortSignal.any: the
  // timeout alone, then, as before this client.)
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal =
    init.signal && typeof AbortSignal.any === "function"
      ? AbortSignal.any([init.signal, timeout])
      : timeout;
  return ok(await send(input, { ...init, signal }));
}
