import { afterEach, describe, expect, it } from "vitest";
import { instantOfCalendarDate } from "./calendar-date.ts";
import { setDisplayLocale } from "./i18n/display-locale.ts";
import { formatVisitDate, relativeVisitLabel, todayInputValue } from "./relative-date.ts";

const now = new Date(2026, 10, 21, 15, 30); // 21 Nov 2026, 15:30 local
const daysAgo = (days: number, hour = 12) => new Date(2026, 10, 21 - days, hour);

describe("relativeVisitLabel", () => {
  it.each([
    [daysAgo(0, 0), "today"],
    [daysAgo(0, 23), "today"],
    [daysAgo(1, 23), "yesterday"],
    [daysAgo(1, 0), "yesterday"],
    [daysAgo(2), "2 days ago"],
    [daysAgo(6), "6 days ago"],
    [daysAgo(7), "1 week ago"],
    [daysAgo(13), "1 week ago"],
    [daysAgo(14), "2 weeks ago"],
    [daysAgo(29), "4 weeks ago"],
    [daysAgo(30), "1 month ago"],
    [daysAgo(59), "1 month ago"],
    [daysAgo(60), "2 months ago"],
    [daysAgo(364), "12 months ago"],
    [daysAgo(365), "1 year ago"],
    [daysAgo(800), "2 years ago"],
  ])("%s is %s", (date, label) => {
    expect(relativeVisitLabel(date, now)).toBe(label);
  });

  it("reads ISO strings, and treats a date later than now as today", () => {
    expect(relativeVisitLabel(daysAgo(3).toISOString(), now)).toBe("3 days ago");
    expect(relativeVisitLabel(new Date(2026, 10, 22, 9), now)).toBe("today");
  });
});

describe("relativeVisitLabel of a day stored as one", () => {
  it("counts from the day, across the clocks going forward", () => {
    const monday = new Date(2026, 2, 30, 0, 30); // 00:30 BST, 23:30 UTC the day before
    expect(relativeVisitLabel(instantOfCalendarDate("2026-03-30"), monday)).toBe("today");
    expect(relativeVisitLabel(instantOfCalendarDate("2026-03-29"), monday)).toBe("yesterday");
    expect(relativeVisitLabel(instantOfCalendarDate("2026-03-28"), monday)).toBe("2 days ago");
  });

  it("has no label for a date it cannot read", () => {
    expect(relativeVisitLabel("not a date", now)).toBe("");
  });
});

describe("formatVisitDate and todayInputValue", () => {
  it("formats a day for people and for a date input", () => {
    expect(formatVisitDate(new Date(2026, 0, 5, 12))).toBe("5 Jan 2026");
    expect(todayInputValue(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
  });

  it("formats a stored day as that day, on the days London's clocks change", () => {
    expect(formatVisitDate(instantOfCalendarDate("2026-03-29"))).toBe("29 Mar 2026");
    expect(formatVisitDate(instantOfCalendarDate("2026-10-25"))).toBe("25 Oct 2026");
    // A moment, not a day: London's date, not UTC's (23:30 UTC is 00:30 BST the next day).
    expect(formatVisitDate("2026-10-24T23:30:00.000Z")).toBe("25 Oct 2026");
    expect(formatVisitDate("nonsense")).toBe("");
  });

  it("gives the date input London's today just after its midnights", () => {
    expect(todayInputValue(new Date("2026-03-29T23:05:00Z"))).toBe("2026-03-30");
    expect(todayInputValue(new Date("2026-10-25T00:05:00Z"))).toBe("2026-10-25");
  });
});

describe("in the language shown", () => {
  afterEach(() => setDisplayLocale("en-GB"));

  it("writes dates and times ago in Welsh once the page is in Welsh", () => {
    const now = new Date("2026-11-27T12:00:00Z");
    setDisplayLocale("cy");
    expect(formatVisitDate("2026-11-27")).toBe("27 Tach 2026");
    expect(relativeVisitLabel("2026-11-27", now)).toBe("heddiw");
    expect(relativeVisitLabel("2026-11-26", now)).toBe("ddoe");
    expect(relativeVisitLabel("2026-11-20", now)).toBe("1 wythnos yn ôl");
    setDisplayLocale("en-GB");
    expect(formatVisitDate("2026-11-27")).toBe("27 Nov 2026");
    expect(relativeVisitLabel("2026-11-26", now)).toBe("yesterday");
  });
});
