import { afterEach, describe, expect, it } from "vitest";
import { ago, daysAgo, formatDate } from "./calendar.ts";
import { setDisplayLocale } from "./display-locale.ts";

const day = new Date(Date.UTC(2026, 10, 27, 14, 5));

describe("formatDate", () => {
  afterEach(() => setDisplayLocale("en-GB"));

  it.each([
    ["long", "27 November 2026", "27 Tachwedd 2026"],
    ["medium", "27 Nov 2026", "27 Tach 2026"],
    ["month-year", "November 2026", "Tachwedd 2026"],
    ["month-short", "Nov", "Tach"],
    ["weekday-day-month", "Fri 27 Nov", "Gwe, 27 Tach"],
    ["date-time", "27 Nov 2026, 14:05", "27 Tach 2026, 14:05"],
  ] as const)("writes %s as the UK does, and in Welsh", (style, english, welsh) => {
    expect(formatDate(day, style, "UTC")).toBe(english);
    setDisplayLocale("cy");
    expect(formatDate(day, style, "UTC")).toBe(welsh);
  });

  it("writes each Welsh month by its own name", () => {
    setDisplayLocale("cy");
    const months = Array.from({ length: 12 }, (_, month) =>
      formatDate(new Date(Date.UTC(2026, month, 1)), "month-year", "UTC"),
    );
    expect(months.join(", ")).toBe(
      "Ionawr 2026, Chwefror 2026, Mawrth 2026, Ebrill 2026, Mai 2026, Mehefin 2026, " +
        "Gorffennaf 2026, Awst 2026, Medi 2026, Hydref 2026, Tachwedd 2026, Rhagfyr 2026",
    );
  });
});

describe("daysAgo and ago", () => {
  afterEach(() => setDisplayLocale("en-GB"));

  it("say how long ago in English", () => {
    expect([daysAgo(0), daysAgo(1), daysAgo(3), ago(1, "week"), ago(2, "month")]).toEqual([
      "today",
      "yesterday",
      "3 days ago",
      "1 week ago",
      "2 months ago",
    ]);
  });

  it("write English as Intl.RelativeTimeFormat does, without making one", () => {
    const always = new Intl.RelativeTimeFormat("en-GB", { numeric: "always" });
    const byName = new Intl.RelativeTimeFormat("en-GB", { numeric: "auto" });
    expect([daysAgo(0), daysAgo(1)]).toEqual([byName.format(0, "day"), byName.format(-1, "day")]);
    for (const unit of ["day", "week", "month", "year"] as const) {
      for (let count = 1; count <= 400; count++) {
        expect(ago(count, unit)).toBe(always.format(-count, unit));
      }
    }
  });

  it("say it in Welsh, each count in its plural form", () => {
    setDisplayLocale("cy");
    expect([
      daysAgo(0),
      daysAgo(1),
      daysAgo(2),
      daysAgo(3),
      ago(1, "year"),
      ago(2, "year"),
    ]).toEqual([
      "heddiw",
      "ddoe",
      "2 ddiwrnod yn ôl",
      "3 diwrnod yn ôl",
      "blwyddyn yn ôl",
      "2 flynedd yn ôl",
    ]);
    expect([ago(2, "month"), ago(5, "month"), ago(6, "year")]).toEqual([
      "2 fis yn ôl",
      "5 mis yn ôl",
      "6 o flynyddoedd yn ôl",
    ]);
  });
});
