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
  tooLarge: "payload_too_large",
  unsupportedType: "unsupported_media_type",
  rateLimited: "rate_limited",
  internal: "internal_error",
} as const;

/** Turns Zod issues into the `details` list: one `{ field, message }` per problem. */
export function zodIssuesToDetails(issues: readonly z.core.$ZodIssue[]): ApiErrorDetail[] {
  return issues.map((issue) => ({
    field: issue.path.length > 0 ? issue.path.join(".") : "body",
    message: issue.message,
  }));
}
