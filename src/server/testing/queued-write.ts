import type { HttpClient } from "./http-client.ts";

/**
 * A write as the web app's offline queue sends it: the CSRF token, JSON, and `headers` (its
 * Idempotency-Key and If-Match).
 */
export async function queuedWrite(
  visitor: HttpClient,
  method: "POST" | "PATCH" | "DELETE",
  path: string,
  json: unknown,
  headers: Record<string, string>,
) {
  const csrf = await visitor.fetchCsrfToken();
  return visitor.request(method, path, {
    ...(json === undefined ? {} : { json }),
    headers: { "x-csrf-token": csrf, ...headers },
  });
}
