import { displayLocale, perLocale } from "./display-locale.ts";

/**
 * Dates written for people, in the language shown ("27 Nov 2026", Welsh "27 Tach 2026").
 * English is written by Intl. Welsh is written from CLDR's Welsh names here: Chromium's ICU data
 * leaves Welsh dates out, and there `Intl.DateTimeFormat("cy")` writes American English
 * ("Nov 27, 2026"). Its plural rules are there, and say which form a count takes.
 */
const WELSH = {
  months: [
    "Ionawr",
    "Chwefror",
    "Mawrth",
    "Ebrill",
    "Mai",
    "Mehefin",
    "Gorffennaf",
    "Awst",
    "Medi",
    "Hydref",
    "Tachwedd",
    "Rhagfyr",
  ],
  monthsShort: [
    "Ion",
    "Chw",
    "Maw",
    "Ebr",
    "Mai",
    "Meh",
    "Gor",
    "Awst",
    "Medi",
    "Hyd",
    "Tach",
    "Rhag",
  ],
  weekdaysShort: ["Sul", "Llun", "Maw", "Mer", "Iau", "Gwe", "Sad"],
};

/** How long ago, in Welsh, by unit and plural form (CLDR's). */
const WELSH_AGO: Record<RelativeUnit, Partial<Record<Intl.LDMLPluralRule, string>>> = {
  day: { two: "# ddiwrnod yn ôl", other: "# diwrnod yn ôl" },
  week: { other: "# wythnos yn ôl" },
  month: { two: "# fis yn ôl", other: "# mis yn ôl" },
  year: {
    one: "blwyddyn yn ôl",
    two: "# flynedd yn ôl",
    other: "# o flynyddoedd yn ôl",
  },
};

export type RelativeUnit = "day" | "week" | "month" | "year";

export type DateStyle =
  /** "27 November 2026" */
  | "long"
  /** "27 Nov 2026" */
  | "medium"
  /** "November 2026" */
  | "month-year"
  /** "Nov" */
  | "month-short"
  /** "Fri 27 Nov" */
  | "weekday-day-month"
  /** "27 Nov 2026, 14:05" */
  | "date-time";

const ENGLISH_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  long: { day: "numeric", month: "long", year: "numeric" },
  medium: { day: "numeric", month: "short", year: "numeric" },
  "month-year": { month: "long", year: "numeric" },
  "month-short": { month: "short" },
  "weekday-day-month": { weekday: "short", day: "numeric", month: "short" },
  "date-time": { dateStyle: "medium", timeStyle: "short" },
};

const isWelsh = (locale: string) => locale === "cy" || locale.startsWith("cy-");

// One English formatter per style and zone, made once: making one is slow in a long list.
const englishFormats = perLocale(() => new Map<string, Intl.DateTimeFormat>());

/**
 * `date` in `style`, in the language shown, read in `timeZone` ("UTC" for a calendar day stored
 * as its UTC midnight or noon; "local" for a moment, in the reader's own zone).
 */
export function formatDate(date: Date, style: DateStyle, timeZone: "UTC" | "local"): string {
  const locale = displayLocale();
  if (!isWelsh(locale)) {
    const key = `${style} ${timeZone}`;
    const formats = englishFormats();
    let format = formats.get(key);
    if (!format) {
      const zone = timeZone === "UTC" ? { timeZone: "UTC" } : {};
      format = new Intl.DateTimeFormat(locale, { ...ENGLISH_OPTIONS[style], ...zone });
      formats.set(key, format);
    }
    return format.format(date);
  }
  const utc = timeZone === "UTC";
  const day = utc ? date.getUTCDate() : date.getDate();
  const month = utc ? date.getUTCMonth() : date.getMonth();
  const year = utc ? date.getUTCFullYear() : date.getFullYear();
  const weekday = utc ? date.getUTCDay() : date.getDay();
  const short = WELSH.monthsShort[month];
  switch (style) {
    case "long":
      return `${day} ${WELSH.months[month]} ${year}`;
    case "medium":
      return `${day} ${short} ${year}`;
    case "month-year":
      return `${WELSH.months[month]} ${year}`;
    case "month-short":
      return short ?? "";
    case "weekday-day-month":
      return `${WELSH.weekdaysShort[weekday]}, ${day} ${short}`;
    case "date-time": {
      const hours = utc ? date.getUTCHours() : date.getHours();
      const minutes = utc ? date.getUTCMinutes() : date.getMinutes();
      const time = `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
      return `${day} ${short} ${year}, ${time}`;
    }
  }
}

const welshPlural = perLocale(() => new Intl.PluralRules("cy"));

/** "today", "yesterday", or "3 days ago" ("heddiw", "ddoe", "3 diwrnod yn ôl"). */
export function daysAgo(days: number): string {
  const welsh = isWelsh(displayLocale());
  if (days === 0) return welsh ? "heddiw" : "today";
  if (days === 1) return welsh ? "ddoe" : "yesterday";
  return ago(days, "day");
}

/**
 * "2 weeks ago", "1 year ago" ("2 wythnos yn ôl", "blwyddyn yn ôl"): always with a count.
 * English is written here, as Intl.RelativeTimeFormat writes it: the first Intl formatter a
 * page makes loads the browser's locale data, 50-90 ms of the home's first render.
 */
export function ago(count: number, unit: RelativeUnit): string {
  const locale = displayLocale();
  if (!isWelsh(locale)) return `${count} ${unit}${count === 1 ? "" : "s"} ago`;
  const forms = WELSH_AGO[unit];
  const form = forms[welshPlural().select(count)] ?? forms.other ?? "";
  return form.replace("#", String(count));
}
