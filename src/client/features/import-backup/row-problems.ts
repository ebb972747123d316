// What the server would refuse in a row of the import preview. Apart from the preview so that
// the file worker (read-file.worker.ts) can check a file's rows away from the page: checking
// 5,000 rows against the server's schema took most of a second of the page's time.
import { describeProblem } from "#shared/error-messages.ts";
import { bulkPlaceSchema } from "#shared/place.ts";

/** What the server would refuse in a place: "Place Name: Use at most 120 characters". */
export function problemsOf(fields: unknown): string[] {
  const issues = bulkPlaceSchema.safeParse(fields).error?.issues ?? [];
  return issues.map((issue) => describeProblem(String(issue.path[0] ?? ""), issue.message));
}
