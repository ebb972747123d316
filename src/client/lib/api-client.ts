import { queryOptions } from "@tanstack/react-query";
import { type ApiErrorDetail, ERROR_CODES } from "#shared/api-error.ts";
import { describeFailedCall, type FailedCall } from "#shared/error-messages.ts";
import { queryClient } from "./query-client.ts";

const REQUEST_TIMEOUT_MS = 30_000;

/** Thrown for every failed call; `describe()` gives the sentence to show a person. */
export class ApiError extends Error {
  readonly failure: FailedCall;
  constructor(failure: FailedCall) {
    super(
      failure.kind === "http"
        ? `${failure.status}: ${failure.message ?? "Request failed"}`
        : failure.kind,
    );
    this.name = "ApiError";
    this.failure = failure;
  }
  get status(): number | undefined {
    return this.failure.kind === "http" ? this.failure.status : undefined;
  }
  describe(fallback: string): string {
    return describeFailedCall(this.failure, fallback);
  }
}

/** The sentence for any error a call may throw (an ApiError, or anything unexpected). */
export function describeError(error: unknown, fallback: string): string {
  return error instanceof ApiError ? error.describe(fallback) : fallback;
}

async function send(
  method: string,
  url: string,
  body?: unknown,
  csrfToken?: string,
  timeoutMs = REQUEST_TIMEOUT_MS,
) {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (csrfToken) headers["x-csrf-token"] = csrfToken;
  try {
    return await fetch(url, {
      method,
      headers,
      credentials: "include",
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    throw new ApiError({ kind: timedOut ? "timeout" : "network" });
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  let code: string | undefined;
  let message: string | undefined;
  let details: ApiErrorDetail[] | undefined;
  const text = await response.text().catch(() => "");
  try {
    const parsed = JSON.parse(text) as { code?: unknown; message?: unknown; details?: unknown };
    if (typeof parsed.code === "string") code = parsed.code;
    if (typeof parsed.message === "string") message = parsed.message;
    if (Array.isArray(parsed.details)) details = parsed.details as ApiErrorDetail[];
  } catch {
    // Not our JSON (a proxy's HTML page, say): the status is all there is to go on.
  }
  return new ApiError({ kind: "http", status: response.status, code, message, details });
}

async function readJson<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The CSRF token is cached 15 minutes, kept 30, and retried once. */
export const csrfTokenQuery = queryOptions({
  queryKey: ["/api/csrf-token"],
  queryFn: () => apiGet<{ csrfToken: string }>("/api/csrf-token"),
  staleTime: 15 * 60_000,
  gcTime: 30 * 60_000,
  retry: 1,
});

/** GET a JSON resource. */
export async function apiGet<T>(url: string): Promise<T> {
  const response = await send("GET", url);
  if (!response.ok) throw await toApiError(response);
  return readJson<T>(response);
}

/** GET a file (a backup, say) as it comes; a large one may take longer than other calls. */
export async function apiGetBlob(
  url: string,
  { timeoutMs }: { timeoutMs?: number } = {},
): Promise<Blob> {
  const response = await send("GET", url, undefined, undefined, timeoutMs);
  if (!response.ok) throw await toApiError(response);
  return response.blob();
}

/** GET that answers null instead of throwing when the caller is not signed in. */
export async function apiGetOrNullWhenSignedOut<T>(url: string): Promise<T | null> {
  const response = await send("GET", url);
  if (response.status === 401) return null;
  if (!response.ok) throw await toApiError(response);
  return readJson<T>(response);
}

type WriteMethod = "POST" | "PATCH" | "PUT" | "DELETE";

/**
 * Sends a state-changing call with the CSRF token, and when the server says the token is
 * stale (a new session since it was fetched) fetches a fresh one and tries once more.
 */
async function sendWrite(method: WriteMethod, url: string, body: unknown, timeoutMs?: number) {
  let token = (await queryClient.fetchQuery(csrfTokenQuery)).csrfToken;
  let response = await send(method, url, body, token, timeoutMs);
  if (response.status === 403) {
    const error = await toApiError(response);
    if (error.failure.kind !== "http" || error.failure.code !== ERROR_CODES.csrf) throw error;
    await queryClient.invalidateQueries({ queryKey: csrfTokenQuery.queryKey });
    token = (await queryClient.fetchQuery(csrfTokenQuery)).csrfToken;
    response = await send(method, url, body, token, timeoutMs);
  }
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** A state-changing call answering JSON. */
export async function apiWrite<T>(
  method: WriteMethod,
  url: string,
  body?: unknown,
  { timeoutMs }: { timeoutMs?: number } = {},
): Promise<T> {
  return readJson<T>(await sendWrite(method, url, body, timeoutMs));
}

/** A state-changing call answering a file (a system backup), kept as the bytes sent. */
export async function apiWriteForFile(
  method: WriteMethod,
  url: string,
  { timeoutMs }: { timeoutMs?: number } = {},
): Promise<Blob> {
  return (await sendWrite(method, url, undefined, timeoutMs)).blob();
}

/** Better Auth's own endpoints: same-origin JSON, protected by its origin check, not our token. */
export async function authPost<T>(path: string, body: unknown): Promise<T> {
  const response = await send("POST", `/api/auth${path}`, body);
  if (!response.ok) throw await toApiError(response);
  return readJson<T>(response);
}
