import fc from "fast-check";
import { beforeAll, expect } from "vitest";
import { z } from "zod";
import { API_BODY_LIMIT_BYTES } from "../app.ts";
import {
  describeHostileEndpoints,
  type Endpoint,
  fixedPath,
  setUpHostileApp,
} from "../testing/hostile-app.ts";
import { hostileBody, nastyString } from "../testing/hostile-values.ts";

// The trips routes (trips.ts) with hostile input: testing/hostile-app.ts says what every
// request is checked for.

const app = setUpHostileApp();

/** A trip of mine and one of the other user's, made once the hostile app has started. */
const trips = { mine: 0, theirs: 0 };
beforeAll(async () => {
  const mine = await app.me.client.write("POST", "/api/trips", {
    name: "My trip",
    startDate: "2025-06-14",
    endDate: "2025-06-15",
  });
  trips.mine = ((await mine.json()) as { id: number }).id;
  const now = new Date().toISOString();
  const theirs = await app.t.db
    .insertInto("trip")
    .values({
      userId: app.other.id,
      name: "Their trip",
      startDate: null,
      endDate: null,
      notes: null,
      dayCount: 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  trips.theirs = theirs.id;
});

const tripIdPath = (suffix: string): fc.Arbitrary<() => string> =>
  fc
    .oneof(
      { arbitrary: fc.constant("mine"), weight: 6 },
      {
        arbitrary: fc.constantFrom(
          "theirs",
          "0",
          "-1",
          "abc",
          "1.5",
          "00001",
          "2147483648",
          "%00",
          "%2e%2e",
          "__proto__",
        ),
        weight: 1,
      },
    )
    .map((id) => () => {
      const resolved = id === "mine" ? trips.mine : id === "theirs" ? trips.theirs : id;
      return `/api/trips/${resolved}${suffix}`;
    });

const calendarDate = fc
  .date({
    min: new Date("1990-01-01T00:00:00Z"),
    max: new Date("2100-01-01T00:00:00Z"),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));
const wrongDate = fc.constantFrom(
  "2025-02-30",
  "2025-13-01",
  "0000-01-01",
  "1899-12-31",
  "2201-01-01",
  "14/06/2025",
  "2025-06-14T00:00:00Z",
  "",
);
const text = (max: number) => fc.oneof(fc.string({ maxLength: max }), nastyString);

const tripFields = {
  name: { valid: fc.string({ minLength: 1, maxLength: 40 }), wrong: nastyString },
  startDate: { valid: fc.constant("2025-06-14"), wrong: fc.oneof(wrongDate, calendarDate) },
  endDate: { valid: fc.constant("2025-06-15"), wrong: fc.oneof(wrongDate, calendarDate) },
  notes: { valid: text(200) },
};

/** A place id as a plan sends it: mostly mine, sometimes the other user's or nonsense. */
const placeId = fc.oneof(
  { arbitrary: fc.constant("mine").map(() => app.me.placeId), weight: 8 },
  { arbitrary: fc.constant("theirs").map(() => app.other.placeId), weight: 1 },
  { arbitrary: fc.constantFrom(0, -1, 1.5, 2_147_483_648, "1", null), weight: 1 },
);
const stop = fc.record(
  { placeId, note: fc.option(text(100), { nil: undefined }) },
  { requiredKeys: ["placeId"] },
);
const day = fc.record({ stops: fc.array(stop, { maxLength: 3 }) });

const tripAnswer = z.object({ id: z.number() });

/** The trip a 2xx answer names is mine. */
async function expectMyTrip(answer: unknown) {
  const { id } = tripAnswer.parse(answer);
  const row = await app.t.db
    .selectFrom("trip")
    .select("userId")
    .where("id", "=", id)
    .executeTakeFirst();
  expect(row).toEqual({ userId: app.me.id });
  const stops = await app.t.db
    .selectFrom("tripStop")
    .select(["userId"])
    .where("tripId", "=", id)
    .execute();
  expect(stops.every((row) => row.userId === app.me.id)).toBe(true);
}

const ENDPOINTS: Endpoint[] = [
  {
    name: "POST /api/trips",
    method: "POST",
    who: "me",
    limit: API_BODY_LIMIT_BYTES,
    path: fixedPath("/api/trips"),
    valid: () => ({ name: `Valid ${Math.random()}` }),
    fields: ["name", "notes", "startDate", "endDate"],
    json: hostileBody(tripFields, ["name"]),
    onSuccess: expectMyTrip,
  },
  {
    name: "PATCH /api/trips/:id",
    method: "PATCH",
    who: "me",
    limit: API_BODY_LIMIT_BYTES,
    path: tripIdPath(""),
    valid: () => ({ notes: `Valid ${Math.random()}` }),
    fields: ["name", "notes", "startDate", "endDate"],
    json: hostileBody(tripFields),
    onSuccess: expectMyTrip,
  },
  {
    name: "PUT /api/trips/:id/plan",
    method: "PUT",
    who: "me",
    limit: API_BODY_LIMIT_BYTES,
    path: tripIdPath("/plan"),
    valid: () => ({ days: [{ stops: [] }, { stops: [] }], unscheduled: [] }),
    fields: ["days", "unscheduled"],
    json: hostileBody(
      {
        days: {
          valid: fc.array(day, { minLength: 2, maxLength: 2 }),
          wrong: fc.oneof(fc.array(day, { maxLength: 4 }), fc.constant([{ stops: "x" }])),
        },
        unscheduled: { valid: fc.array(stop, { maxLength: 3 }) },
      },
      ["days"],
    ),
    onSuccess: expectMyTrip,
  },
  {
    name: "POST /api/trips/:id/share",
    method: "POST",
    who: "me",
    limit: API_BODY_LIMIT_BYTES,
    path: tripIdPath("/share"),
    valid: () => ({ expiresInDays: 7 }),
    fields: ["expiresInDays", "showName", "includePhotos"],
    json: hostileBody({
      expiresInDays: {
        valid: fc.integer({ min: 1, max: 90 }),
        wrong: fc.constantFrom(0, 91, 1.5, "30", -1, 1e308),
      },
      showName: { valid: fc.boolean(), wrong: fc.constantFrom("true", 1, null) },
      includePhotos: { valid: fc.boolean(), wrong: fc.constantFrom("false", 0, null) },
    }),
    onSuccess: async (answer) => {
      expect(z.object({ url: z.string(), expiresAt: z.string() }).parse(answer).url).toMatch(
        /\/shared\/trips\/[A-Za-z0-9_-]{43}$/,
      );
    },
  },
];

describeHostileEndpoints(app, ENDPOINTS);
