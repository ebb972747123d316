import type { z } from "zod";

// Deliberately free of Zod at run time: the client's first page imports these codes, and Zod
// would add ~50 KB gzip to it.

export type ApiErrorDetail = { field: string; message: string };

/** The one error body every /api route answers with (README.md#api). */
export type ApiErrorBody = { message: string; code: string; details?: ApiErrorDetail[] };

export const ERROR_CODES = {
  validation: "validation_error",
  unauthorized: "unauthorized",
  forbidden: "forbidden",
  csrf: "csrf_invalid",
  notFound: "not_found",
  conflict: "conflict",
  // A write whose place changed since the version it names (If-Match).
  preconditionFailed: "precondition_failed",
  idempotencyKeyReused: "idempotency_key_reused",
  tooLarge: "payload_too_large",
  unsupportedType: "unsupported_media_type",
  rateLimited: "rate_limited",
  internal: "internal_error",
  // The client's own, for a call that got no answer.
  network: "network_error",
  timeout: "timeout",
} as const;

/**
 * A failed API call, on both sides: the server throws it to answer with its status and body,
 * and the client reads one back from any answer that is not OK. A call that got no answer at
 * all has status 0 and the code `network_error` or `timeout`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ApiErrorDetail[] | undefined;
  constructor(status: number, code: string, message: string, details?: ApiErrorDetail[]) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.details = details;
  }

  /** The body the server sends for it. */
  get body(): ApiErrorBody {
    return this.details
      ? { message: this.message, code: this.code, details: this.details }
      : { message: this.message, code: this.code };
  }

  /** The error an answer that is not OK carries, whatever its body holds. */
  static async from(response: Pick<Response, "status" | "text">): Promise<ApiError> {
    const text = await response.text().catch(() => "");
    let body: Partial<Record<keyof ApiErrorBody, unknown>> = {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (typeof parsed === "object" && parsed !== null) body = parsed;
    } catch {
      // Not our JSON (a proxy's HTML page, say): the status is all there is to go on.
    }
    return new ApiError(
      response.status,
      typeof body.code === "string" ? body.code : "",
      // Empty when the answer names none: the client then says what the status means.
      typeof body.message === "string" ? body.message : "",
      Array.isArray(body.details) ? (body.details as ApiErrorDetail[]) : undefined,
    );
  }
}

/** Turns Zod issues into the `details` list: one `{ field, message }` per problem. */
export function zodIssuesToDetails(issues: readonly z.core.$ZodIssue[]): ApiErrorDetail[] {
  return issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join(".") : "body",
    message: issue.message,
  }));
}
