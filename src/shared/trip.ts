import { z } from "zod";
import {
  daysBetweenCalendarDates,
  instantOfCalendarDate,
  isCalendarDate,
} from "./calendar-date.ts";
import { EARLIEST_DATE, NO_NUL, optionalText } from "./field-rules.ts";
import { text } from "./i18n/text.ts";

// Trips: a named plan of days, each an ordered list of the user's own places
// (docs/product.md#trips). The rules both sides agree on, and the shapes of /api/trips.

export const TRIP_LIMITS = {
  nameMax: 100,
  notesMax: 5000,
  stopNoteMax: 500,
  /** The most days a trip may span: a long holiday, and a bound on every day loop. */
  daysMax: 60,
  /** The most stops (days and unscheduled together) one trip holds. */
  stopsMax: 500,
  /** The most trips one account keeps. */
  tripsMax: 500,
} as const;

/** How long a share link lasts, in days: 1 to 90, 30 unless the owner chooses. */
export const SHARE_DAYS = { min: 1, max: 90, default: 30 } as const;

/** The latest year a trip may be planned for: beyond it a date is a typing slip. */
const LATEST_YEAR = 2200;

const LAST_AT_MOST = text("A trip can last at most {max} days", { max: TRIP_LIMITS.daysMax });

const tripDateSchema = z
  .string({ error: text("Write the date as YYYY-MM-DD") })
  .refine(isCalendarDate, { message: text("Write the date as YYYY-MM-DD") })
  .refine(
    (date) =>
      !isCalendarDate(date) ||
      (Date.parse(instantOfCalendarDate(date)) >= EARLIEST_DATE &&
        Number(date.slice(0, 4)) <= LATEST_YEAR),
    { message: text("Use a date from 1900 to {year}", { year: LATEST_YEAR }) },
  );

const nameSchema = z
  .string({ error: text("Give the trip a name") })
  .refine(...NO_NUL)
  .trim()
  .min(1, text("Give the trip a name"))
  .max(TRIP_LIMITS.nameMax, text("Use at most {max} characters", { max: TRIP_LIMITS.nameMax }));

const notesSchema = optionalText(TRIP_LIMITS.notesMax);

type DatePair = { startDate?: string | null | undefined; endDate?: string | null | undefined };

/**
 * The dates' own rules, on an object holding both: both or neither, the end not before the
 * start, at most TRIP_LIMITS.daysMax days. Each problem is named on the field to change.
 */
function checkDates(value: DatePair, ctx: z.RefinementCtx) {
  const { startDate, endDate } = value;
  const hasStart = startDate !== undefined && startDate !== null;
  const hasEnd = endDate !== undefined && endDate !== null;
  if (hasStart !== hasEnd) {
    ctx.addIssue({
      code: "custom",
      path: [hasStart ? "endDate" : "startDate"],
      message: text("Give both the first and the last day, or neither"),
    });
    return;
  }
  if (!hasStart || !hasEnd || !isCalendarDate(startDate) || !isCalendarDate(endDate)) return;
  const days = daysBetweenCalendarDates(startDate, endDate) + 1;
  if (days < 1) {
    ctx.addIssue({
      code: "custom",
      path: ["endDate"],
      message: text("The last day cannot be before the first"),
    });
  } else if (days > TRIP_LIMITS.daysMax) {
    ctx.addIssue({
      code: "custom",
      path: ["endDate"],
      message: LAST_AT_MOST,
    });
  }
}

/** POST /api/trips. */
export const newTripSchema = z
  .object({
    name: nameSchema,
    startDate: tripDateSchema.nullish(),
    endDate: tripDateSchema.nullish(),
    notes: notesSchema,
  })
  .superRefine(checkDates)
  .transform((trip) => ({
    name: trip.name,
    startDate: trip.startDate ?? null,
    endDate: trip.endDate ?? null,
    notes: trip.notes,
  }));
export type NewTripInput = z.input<typeof newTripSchema>;
export type NewTrip = z.output<typeof newTripSchema>;

/**
 * PATCH /api/trips/{id}: any of name, notes and the dates. The dates go together, both given
 * (null for none) or both left out, so a change never leaves one without the other.
 */
export const tripChangeSchema = z
  .object({
    name: nameSchema.optional(),
    startDate: tripDateSchema.nullable().optional(),
    endDate: tripDateSchema.nullable().optional(),
    notes: notesSchema.optional(),
  })
  .superRefine((change, ctx) => {
    if ((change.startDate === undefined) !== (change.endDate === undefined)) {
      ctx.addIssue({
        code: "custom",
        path: [change.startDate === undefined ? "startDate" : "endDate"],
        message: text("Send the first and the last day together (null for no dates)"),
      });
      return;
    }
    checkDates(change, ctx);
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: text("Send a name, dates or notes to change"),
  });
export type TripChangeInput = z.input<typeof tripChangeSchema>;
export type TripChange = z.output<typeof tripChangeSchema>;

const placeIdSchema = z
  .number({ error: text("Choose one of your places") })
  .int(text("Choose one of your places"))
  .positive(text("Choose one of your places"))
  .max(2_147_483_647, text("Choose one of your places"));

const stopInputSchema = z.strictObject({
  placeId: placeIdSchema,
  note: optionalText(TRIP_LIMITS.stopNoteMax),
});
export type StopInput = z.output<typeof stopInputSchema>;

/**
 * PUT /api/trips/{id}/plan: the whole order at once, each day's stops and the unscheduled
 * ones. A dated trip must send one day per date; an undated one chooses its number of days.
 */
export const tripPlanSchema = z
  .object({
    days: z
      .array(z.object({ stops: z.array(stopInputSchema) }), { error: text("Send the trip's days") })
      .min(1, text("A trip has at least one day"))
      .max(TRIP_LIMITS.daysMax, LAST_AT_MOST),
    unscheduled: z.array(stopInputSchema).default([]),
  })
  .refine(
    (plan) =>
      plan.days.reduce((sum, day) => sum + day.stops.length, 0) + plan.unscheduled.length <=
      TRIP_LIMITS.stopsMax,
    {
      message: text("A trip can hold at most {max} stops", { max: TRIP_LIMITS.stopsMax }),
      path: ["days"],
    },
  );
export type TripPlanInput = z.input<typeof tripPlanSchema>;
export type TripPlan = z.output<typeof tripPlanSchema>;

const SHARE_DAYS_RANGE = text("Choose {min} to {max} days", SHARE_DAYS);

/** POST /api/trips/{id}/share. */
export const tripShareSchema = z.object({
  expiresInDays: z
    .number({ error: text("Choose how many days the link lasts") })
    .int(text("Choose a whole number of days"))
    .min(SHARE_DAYS.min, SHARE_DAYS_RANGE)
    .max(SHARE_DAYS.max, SHARE_DAYS_RANGE)
    .default(SHARE_DAYS.default),
  showName: z.boolean({ error: text("Must be true or false") }).default(false),
  includePhotos: z.boolean({ error: text("Must be true or false") }).default(false),
});
export type TripShareInput = z.input<typeof tripShareSchema>;

/** `?format=` of GET /api/trips/{id}/export. */
export const TRIP_EXPORT_FORMATS = ["gpx", "ics", "geojson"] as const;
export type TripExportFormat = (typeof TRIP_EXPORT_FORMATS)[number];
export const tripExportQuerySchema = z.object({
  format: z.enum(TRIP_EXPORT_FORMATS, { error: text("Choose gpx, ics or geojson") }),
});

// --- Answers ---

/** A trip in the list: GET /api/trips. */
export type TripSummary = {
  id: number;
  name: string;
  startDate: string | null;
  endDate: string | null;
  dayCount: number;
  stopCount: number;
  createdAt: string;
  updatedAt: string;
};

/** A trip that holds a place: GET /api/places/{id}/trips. */
export type PlaceTrip = Pick<TripSummary, "id" | "name" | "startDate" | "endDate">;

/** A stop: one of the user's places, with a note for this trip. */
export type TripStop = {
  id: number;
  placeId: number;
  note: string | null;
  place: {
    name: string;
    latitude: number | null;
    longitude: number | null;
    visited: boolean;
    category: string | null;
  };
};

export type TripDay = { date: string | null; stops: TripStop[] };

/** The current share link of a trip, without the link itself (only its hash is kept). */
export type TripShareInfo = {
  createdAt: string;
  expiresAt: string;
  showName: boolean;
  includePhotos: boolean;
};

/** GET /api/trips/{id}, and the answer of every write to one trip. */
export type TripDetail = {
  id: number;
  name: string;
  startDate: string | null;
  endDate: string | null;
  notes: string | null;
  days: TripDay[];
  unscheduled: TripStop[];
  share: TripShareInfo | null;
  createdAt: string;
  updatedAt: string;
};

/** POST /api/trips/{id}/share: the link, shown this once. */
export type TripShareCreated = TripShareInfo & { url: string };
