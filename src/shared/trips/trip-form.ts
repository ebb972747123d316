import { isCalendarDate } from "../calendar-date.ts";

/** The longest name and notes the trip form takes. */
export const TRIP_LIMITS = { name: 120, notes: 2000 } as const;

export type TripFormValues = { name: string; startDate: string; endDate: string; notes: string };
export type TripFormProblems = Partial<Record<keyof TripFormValues, string>>;

/**
 * What the trip form says before it sends anything, field by field: the server checks the
 * same and says so in its own words if anything slips past.
 */
export function tripFormProblems({ name, startDate, endDate, notes }: TripFormValues) {
  const problems: TripFormProblems = {};
  if (!name.trim()) problems.name = "Give the trip a name.";
  else if (name.trim().length > TRIP_LIMITS.name)
    problems.name = `Use at most ${TRIP_LIMITS.name} characters for the name.`;
  if (startDate && !isCalendarDate(startDate)) problems.startDate = "Choose a real start date.";
  if (endDate && !isCalendarDate(endDate)) problems.endDate = "Choose a real end date.";
  if (!problems.startDate && !problems.endDate) {
    if (endDate && !startDate) problems.startDate = "Choose a start date as well as an end date.";
    else if (startDate && endDate && endDate < startDate)
      problems.endDate = "The end date cannot be before the start date.";
  }
  if (notes.length > TRIP_LIMITS.notes)
    problems.notes = `Use at most ${TRIP_LIMITS.notes} characters for the notes.`;
  return problems;
}
