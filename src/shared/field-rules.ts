import { z } from "zod";
import { text } from "./i18n/text.ts";

// Rules that several write schemas share (places, visits).

/** A NUL character is never meant, and PostgreSQL cannot store one in text. */
export const NO_NUL = [
  (value: string) => !value.includes("\0"),
  "Text cannot contain a NUL character",
] as const;

/** Trims, and turns an empty or whitespace-only value into null. */
export const optionalText = (max: number) =>
  z
    .string({ error: text("Must be text") })
    .refine(...NO_NUL)
    .trim()
    .max(max, text("Use at most {max} characters", { max }))
    .nullish()
    .transform((value) => (value ? value : null));

/** Before this, a date is a typing slip; PostgreSQL cannot store dates before year 1 at all. */
export const EARLIEST_DATE = Date.UTC(1900, 0, 1);
