import { describe, expect, it } from "vitest";
import { escapeIcsText, foldIcsLine, londonTime, reminderInstant } from "./ics.ts";
import { tripFileName } from "./map-files.ts";

describe("iCalendar text", () => {
  it("escapes backslashes, semicolons, commas and line breaks", () => {
    expect(escapeIcsText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
    expect(escapeIcsText("bell\u0007 tab\t")).toBe("bell tab\t");
  });

  it("folds lines at 75 octets without splitting a character", () => {
    const line = `DESCRIPTION:${"é".repeat(60)}`;
    const folded = foldIcsLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(parts.map((part, i) => (i === 0 ? part : part.slice(1))).join("")).toBe(line);
    expect(foldIcsLine("SHORT:line")).toBe("SHORT:line");
  });
});

describe("the evening-before reminder", () => {
  it("is 18:00 in London, on GMT and on BST", () => {
    expect(londonTime("2025-01-10", 18).toISOString()).toBe("2025-01-10T18:00:00.000Z");
    expect(londonTime("2025-07-10", 18).toISOString()).toBe("2025-07-10T17:00:00.000Z");
    expect(reminderInstant("2025-06-14").toISOString()).toBe("2025-06-13T17:00:00.000Z");
    expect(reminderInstant("2025-12-01").toISOString()).toBe("2025-11-30T18:00:00.000Z");
  });

  it("takes the evening's own offset when the clocks change that weekend", () => {
    // Clocks go forward on 30 March 2025 at 01:00 UTC; back on 26 October at 01:00 UTC.
    expect(reminderInstant("2025-03-30").toISOString()).toBe("2025-03-29T18:00:00.000Z");
    expect(reminderInstant("2025-03-31").toISOString()).toBe("2025-03-30T17:00:00.000Z");
    expect(reminderInstant("2025-10-26").toISOString()).toBe("2025-10-25T17:00:00.000Z");
    expect(reminderInstant("2025-10-27").toISOString()).toBe("2025-10-26T18:00:00.000Z");
  });
});

describe("a trip's file name", () => {
  it("is safe in a header and on a disk", () => {
    expect(tripFileName("Pembrokeshire: Day Trips!", "gpx")).toBe("pembrokeshire-day-trips.gpx");
    expect(tripFileName('Ynys Môn "quoted"\r\n', "ics")).toBe("ynys-mon-quoted.ics");
    expect(tripFileName("../../etc/passwd", "geojson")).toBe("etc-passwd.geojson");
    expect(tripFileName("🏔️", "gpx")).toBe("trip.gpx");
    expect(tripFileName("x".repeat(200), "gpx")).toBe(`${"x".repeat(60)}.gpx`);
  });
});
