import { z } from "zod";

/** The one error body every /api route answers with (design.md §5). */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
export type ApiErrorDetail = NonNullable<ApiErrorBody["details"]>[number];

export const ERROR_CODES = {
  validation: "validation_error",
  unauthorized: "unauthorized",
  forbidden: "forbidden",
  csrf: "csrf_invalid",
  notFound: "not_found",
  conflict: "conflict",
  tooLarge: "payload_too_large",
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
