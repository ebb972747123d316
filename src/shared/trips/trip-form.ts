import { newTripSchema, TRIP_LIMITS } from "../trip.ts";

export { TRIP_LIMITS };

export type TripFormValues = { name: string; startDate: string; endDate: string; notes: string };
export type TripFormProblems = Partial<Record<keyof TripFormValues, string>>;

const FIELDS = new Set<string>(["name", "startDate", "endDate", "notes"]);

/**
 * What the trip form would send: empty fields as none, and a start date alone as a one-day
 * trip (the API takes both dates or neither).
 */
export function tripFormFields({ name, startDate, endDate, notes }: TripFormValues) {
  return {
    name,
    startDate: startDate || null,
    endDate: endDate || (startDate ? startDate : null),
    notes: notes.trim() || null,
  };
}

/**
 * What the trip form says before it sends anything, field by field, in the API's own words:
 * the same shared schema the server checks with.
 */
export function tripFormProblems(values: TripFormValues): TripFormProblems {
  const parsed = newTripSchema.safeParse(tripFormFields(values));
  if (parsed.success) return {};
  const problems: TripFormProblems = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (FIELDS.has(field)) problems[field as keyof TripFormValues] ??= `${issue.message}.`;
  }
  return problems;
}
