import { afterEach, describe, expect, it } from "vitest";
import {
  calendarDateOf,
  daysBetweenCalendarDates,
  instantOfCalendarDate,
  isCalendarDate,
  localCalendarDate,
} from "./calendar-date.ts";
import { formatVisitDate } from "./relative-date.ts";

// The unit project runs in Europe/London (vitest.config.ts). In 2026 its clocks go forward at
// 01:00 UTC on 29 March (GMT to BST, UTC+1) and back at 01:00 UTC on 25 October.
const FORWARD = "2026-03-29";
const BACK = "2026-10-25";

/** Every day of 2026 as YYYY-MM-DD, built without the code under test. */
const DAYS_OF_2026 = Array.from({ length: 365 }, (_, i) =>
  new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
);

const LONDON = process.env.TZ;
/** Runs `read` with the process in another time zone, as a browser there would be. */
function inZone<T>(zone: string, read: () => T): T {
  process.env.TZ = zone;
  try {
    return read();
  } finally {
    process.env.TZ = LONDON;
  }
}
afterEach(() => {
  process.env.TZ = LONDON;
});

describe("the unit project's zone", () => {
  it("is Europe/London, with its clock changes on 29 March and 25 October 2026", () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe("Europe/London");
    expect(new Date("2026-03-29T00:30:00Z").getTimezoneOffset()).toBe(0);
    expect(new Date("2026-03-29T01:30:00Z").getTimezoneOffset()).toBe(-60);
    expect(new Date("2026-10-25T00:30:00Z").getTimezoneOffset()).toBe(-60);
    expect(new Date("2026-10-25T01:30:00Z").getTimezoneOffset()).toBe(0);
  });
});

describe("isCalendarDate", () => {
  it.each(["2026-03-29", "2024-02-29", "2000-02-29", "1900-01-01", "0000-01-01", "9999-12-31"])(
    "takes %s",
    (value) => {
      expect(isCalendarDate(value)).toBe(true);
    },
  );

  it.each([
    "2026-02-29",
    "1900-02-29",
    "2026-04-31",
    "2026-13-01",
    "2026-00-10",
    "2026-03-00",
    "2026-3-29",
    "20260329",
    "2026-03-29T12:00:00Z",
    " 2026-03-29",
    "",
  ])("refuses %j", (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });
});

describe("instantOfCalendarDate", () => {
  it("stores a day as noon UTC, on the days the clocks change too", () => {
    expect(instantOfCalendarDate(FORWARD)).toBe("2026-03-29T12:00:00.000Z");
    expect(instantOfCalendarDate(BACK)).toBe("2026-10-25T12:00:00.000Z");
    expect(instantOfCalendarDate("2026-07-01")).toBe("2026-07-01T12:00:00.000Z");
  });

  it("refuses anything but a real day", () => {
    expect(() => instantOfCalendarDate("2026-02-29")).toThrow(RangeError);
    expect(() => instantOfCalendarDate("2026-03-29T00:00:00Z")).toThrow(RangeError);
    expect(() => instantOfCalendarDate("")).toThrow(RangeError);
  });
});

describe("a day picked, stored and shown", () => {
  it("is the same day for every day of 2026 in London, either side of both clock changes", () => {
    for (const day of DAYS_OF_2026) {
      const stored = instantOfCalendarDate(day);
      expect(calendarDateOf(stored), stored).toBe(day);
      // London's own reading of the stored moment agrees: noon UTC is 12:00 or 13:00 there.
      expect(localCalendarDate(new Date(stored)), stored).toBe(day);
    }
  });

  it("shows 29 March as 29 March, and 25 October as 25 October", () => {
    expect(formatVisitDate(instantOfCalendarDate(FORWARD))).toBe("29 Mar 2026");
    expect(formatVisitDate(instantOfCalendarDate(BACK))).toBe("25 Oct 2026");
    expect(formatVisitDate(FORWARD)).toBe("29 Mar 2026");
  });

  it.each([
    "Pacific/Kiritimati", // UTC+14: noon UTC is 02:00 the next day there
    "Pacific/Auckland", // UTC+13 in March
    "Asia/Kolkata",
    "America/New_York",
    "Pacific/Pago_Pago", // UTC-11: noon UTC is 01:00 that day there
  ])("is the same day read in %s", (zone) => {
    for (const day of [FORWARD, BACK, "2026-12-31", "2027-01-01"]) {
      const stored = instantOfCalendarDate(day);
      expect(
        inZone(zone, () => [calendarDateOf(stored), formatVisitDate(stored)]),
        `${day} in ${zone}`,
      ).toEqual([day, formatVisitDate(stored)]);
    }
  });
});

describe("calendarDateOf", () => {
  it("reads a bare date as itself, whatever the zone", () => {
    expect(calendarDateOf(FORWARD)).toBe(FORWARD);
    expect(inZone("America/Los_Angeles", () => calendarDateOf(BACK))).toBe(BACK);
    expect(calendarDateOf("2026-02-29")).toBeNull();
  });

  it("reads what older clients stored, local noon, as the day they meant", () => {
    // In BST, local noon on 29 March is 11:00 UTC; in GMT, on 25 October, it is 12:00 UTC.
    const forward = new Date(`${FORWARD}T12:00:00`).toISOString();
    const back = new Date(`${BACK}T12:00:00`).toISOString();
    expect(forward).toBe("2026-03-29T11:00:00.000Z");
    expect(back).toBe("2026-10-25T12:00:00.000Z");
    expect(calendarDateOf(forward)).toBe(FORWARD);
    expect(calendarDateOf(back)).toBe(BACK);
    // Auckland's own local noon, read there.
    const auckland = inZone("Pacific/Auckland", () => new Date(`${FORWARD}T12:00:00`));
    expect(auckland.toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(inZone("Pacific/Auckland", () => calendarDateOf(auckland))).toBe(FORWARD);
  });

  it("reads any other moment on the viewer's day, across London's clock changes", () => {
    // 00:30 BST on 25 October is 23:30 UTC on the 24th: still the 25th in London.
    expect(calendarDateOf(new Date(2026, 9, 25, 0, 30))).toBe(BACK);
    expect(calendarDateOf("2026-10-24T23:30:00.000Z")).toBe(BACK);
    expect(calendarDateOf(new Date(2026, 9, 24, 23, 30))).toBe("2026-10-24");
    // Either side of the hour that 29 March skips.
    expect(calendarDateOf(new Date(2026, 2, 29, 0, 30))).toBe(FORWARD);
    expect(calendarDateOf(new Date(2026, 2, 28, 23, 59))).toBe("2026-03-28");
    expect(calendarDateOf("2026-03-29T23:30:00.000Z")).toBe("2026-03-30");
  });

  it("is null for what cannot be read", () => {
    expect(calendarDateOf("yesterday")).toBeNull();
    expect(calendarDateOf(new Date(Number.NaN))).toBeNull();
  });
});

describe("localCalendarDate", () => {
  it("is the viewer's today, on either side of London's midnights", () => {
    expect(localCalendarDate(new Date("2026-03-29T00:59:00Z"))).toBe(FORWARD);
    expect(localCalendarDate(new Date("2026-03-29T23:00:00Z"))).toBe("2026-03-30");
    expect(localCalendarDate(new Date("2026-10-24T23:00:00Z"))).toBe(BACK);
    expect(localCalendarDate(new Date("2026-10-25T23:59:00Z"))).toBe(BACK);
    expect(localCalendarDate(new Date("2026-10-26T00:00:00Z"))).toBe("2026-10-26");
  });
});

describe("daysBetweenCalendarDates", () => {
  it("counts whole days where a day of clock change is 23 or 25 hours long", () => {
    expect(daysBetweenCalendarDates("2026-03-28", "2026-03-30")).toBe(2);
    expect(daysBetweenCalendarDates("2026-10-24", "2026-10-26")).toBe(2);
    expect(daysBetweenCalendarDates("2026-03-30", "2026-03-28")).toBe(-2);
    expect(daysBetweenCalendarDates("2025-12-31", "2026-12-31")).toBe(365);
  });
});
