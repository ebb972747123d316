import fc from "fast-check";
import { CATEGORIES, MOOD_NAMES } from "#shared/catalog.ts";
import { PLACE_LIMITS } from "#shared/place-limits.ts";
import { dataUrl, type Field, nastyString, PNG, placeName } from "./hostile-values.ts";

// The fields of a place, a visit and a bulk create as places.hostile.test.ts sends them: for
// each, values the route must take and values it must refuse.

const brokenPng = [
  PNG.subarray(0, 20),
  PNG.subarray(0, PNG.length - 12),
  Buffer.concat([PNG.subarray(0, 40), Buffer.alloc(20, 0xff), PNG.subarray(60)]),
  // A header claiming 65535×65535 pixels (its CRC no longer fits).
  Buffer.concat([
    PNG.subarray(0, 16),
    Buffer.from([0, 0, 255, 255, 0, 0, 255, 255]),
    PNG.subarray(24),
  ]),
];
const brokenPhotoUrl = fc.oneof(
  fc.constantFrom(
    dataUrl(PNG, "image/jpeg"),
    ...brokenPng.map((bytes) => dataUrl(bytes)),
    dataUrl(Buffer.from("GIF89a\u0001\u0000\u0001\u0000junk")),
    dataUrl(Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 junk"), "image/webp"),
    dataUrl(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      "image/png",
    ),
    dataUrl(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), "image/svg+xml"),
    "data:image/png;base64,",
    "data:image/png;base64,=",
    "data:image/png;base64,!!!not base64!!!",
    "data:image/png;base64,====",
    "data:image/png,rawbytes",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "javascript:alert(1)",
    "https://evil.example/x.png",
    "/api/photos/1",
    "/api/photos/0",
    "/api/photos/99999999999999999999",
    "/api/photos/1/../../admin",
  ),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => dataUrl(Buffer.from(bytes))),
);

const isoDate = fc
  .date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date(), noInvalidDate: true })
  .chain((date) => fc.constantFrom(date.toISOString(), date.toISOString().slice(0, 10)));
const edgeDate = fc.constantFrom(
  "0000-01-01",
  "0000-01-01T00:00:00Z",
  "0001-01-01",
  "0001-01-01T00:00:00+14:00",
  "1000-01-01T00:00:00.000000001Z",
  "1969-12-31T23:59:59.999Z",
  "2024-02-29",
  "2023-02-29",
  "2024-02-30",
  "2024-04-31",
  "2024-13-01",
  "2024-00-10",
  "2024-01-01T24:00:00Z",
  "2024-01-01T23:59:60Z",
  "2024-01-01T12:00:00",
  "2024-01-01T12:00:00+99:99",
  "2024-01-01 12:00:00Z",
  "9999-12-31",
  "2999-01-01T00:00:00Z",
  "+275760-09-13T00:00:00Z",
  "-000001-01-01T00:00:00Z",
  "20240101",
  "today",
);
export const date: Field = { valid: fc.oneof(isoDate, fc.constant(null)), wrong: edgeDate };

export const placeFields = {
  name: { valid: placeName, wrong: nastyString },
  address: { valid: fc.oneof(fc.constant(null), placeName), wrong: nastyString },
  notes: { valid: fc.oneof(fc.constant(null), placeName), wrong: nastyString },
  link: {
    valid: fc.oneof(
      fc.constant(null),
      fc.constant(""),
      fc.webUrl({ validSchemes: ["https", "http"], withQueryParameters: true }),
    ),
    wrong: fc.oneof(
      nastyString,
      fc.constantFrom(
        "javascript:alert(1)",
        " JAVASCRIPT:alert(1)",
        "java\tscript:alert(1)",
        "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
        "vbscript:msgbox(1)",
        "ftp://example.org/",
        "file:///etc/passwd",
        "//evil.example/",
        "https://",
        "https://\u0000evil.example/",
        `https://example.org/${"x".repeat(PLACE_LIMITS.link)}`,
        42,
        [],
        {},
      ),
    ),
  },
  category: {
    valid: fc.constantFrom(...CATEGORIES, null),
    wrong: fc.constantFrom("history & heritage", " History & Heritage", "Other", ""),
  },
  mood: {
    valid: fc.constantFrom(...MOOD_NAMES, null),
    wrong: fc.constantFrom("", "Happy!", "😀", MOOD_NAMES[0].toUpperCase()),
  },
  photoUrl: {
    valid: fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, fc.constant(dataUrl(PNG))),
    wrong: brokenPhotoUrl,
  },
  // Alone, a valid coordinate would be half a location: the pair is tested in places.test.ts.
  latitude: { valid: fc.constant(null), wrong: fc.constantFrom(90.5, -91, "51.5", true, [], {}) },
  longitude: { valid: fc.constant(null), wrong: fc.constantFrom(180.5, -181, "-0.1", false, [0]) },
  visited: { valid: fc.boolean(), wrong: fc.constantFrom("true", "false", 1, 0, "on", null) },
} satisfies Record<string, Field>;

/** A visit's day: YYYY-MM-DD from 1900 to yesterday. */
const visitDay = fc
  .date({ min: new Date("1900-01-01T12:00:00Z"), max: new Date(Date.now() - 86_400_000) })
  .filter((day) => !Number.isNaN(day.getTime()))
  .map((day) => day.toISOString().slice(0, 10));
export const visitFields = {
  date: { valid: visitDay, wrong: edgeDate },
  note: placeFields.notes,
};

export const bulkPlaceFields = {
  ...placeFields,
  visitedDate: date,
  visits: {
    valid: fc.array(
      fc.record({ date: fc.oneof(visitDay, fc.constant(null)), note: placeFields.notes.valid }),
      { maxLength: 3 },
    ),
    wrong: fc.constantFrom([{ date: "2999-01-01" }], [{}], "2024-01-01", [null]),
  },
  createdAt: date,
};
