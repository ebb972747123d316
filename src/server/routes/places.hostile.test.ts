import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BULK_MAX_PLACES } from "#shared/place.ts";
import { PLACE_LIMITS } from "#shared/place-limits.ts";
import { PLACE_BODY_LIMIT_BYTES } from "../app.ts";
import {
  describeFoundInputs,
  describeHostileEndpoints,
  describeUnreadBodies,
  type Endpoint,
  expectNoPollution,
  type Found,
  fixedPath,
  jsonRequest,
  setUpHostileApp,
} from "../testing/hostile-app.ts";
import {
  bulkPlaceFields,
  date,
  placeFields,
  visitFields,
} from "../testing/hostile-place-fields.ts";
import { hostileBody, validBody } from "../testing/hostile-values.ts";

// The places routes (places.ts) with hostile input: testing/hostile-app.ts says what every
// request is checked for.

const app = setUpHostileApp();

/** A place id for the path: mine mostly, sometimes another user's or no id at all. */
const placeIdPath = (suffix: string): fc.Arbitrary<() => string> =>
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
          "1e3",
          "0x10",
          "00001",
          "99999999999",
          "2147483648",
          "%00",
          "%2e%2e",
          "1;DROP%20TABLE%20place",
          "__proto__",
        ),
        weight: 1,
      },
    )
    .map((id) => () => {
      const resolved = id === "mine" ? app.me.placeId : id === "theirs" ? app.other.placeId : id;
      return `/api/places/${resolved}${suffix}`;
    });

/**
 * A visit's path: my visit on my place mostly; sometimes another user's visit or place, a
 * visit named under the wrong place, or an id that names nothing.
 */
const visitPath = fc
  .oneof(
    { arbitrary: fc.constant(["mine", "mine"]), weight: 6 },
    {
      arbitrary: fc.constantFrom(
        ["theirs", "theirs"],
        ["mine", "theirs"],
        ["theirs", "mine"],
        ["mine", "0"],
        ["mine", "abc"],
        ["mine", "1e3"],
        ["mine", "2147483648"],
        ["mine", "%00"],
        ["mine", "__proto__"],
        ["0", "mine"],
        ["99999999999", "mine"],
      ),
      weight: 1,
    },
  )
  .map(([place, visit]) => () => {
    const placeId =
      place === "mine" ? app.me.placeId : place === "theirs" ? app.other.placeId : place;
    const visitId =
      visit === "mine" ? app.me.visitId : visit === "theirs" ? app.other.visitId : visit;
    return `/api/places/${placeId}/visits/${visitId}`;
  });

const placeAnswer = z.object({ id: z.number() });

/** The visit a 2xx answer names is mine, on my place. */
async function expectMyVisit(answer: unknown) {
  const { id } = placeAnswer.parse(answer);
  const row = await app.t.db
    .selectFrom("visit")
    .select(["userId", "placeId"])
    .where("id", "=", id)
    .executeTakeFirst();
  expect(row).toEqual({ userId: app.me.id, placeId: app.me.placeId });
}

/** The place a 2xx answer names is mine. */
async function expectMine(answer: unknown) {
  const { id } = placeAnswer.parse(answer);
  const row = await app.t.db
    .selectFrom("place")
    .select("userId")
    .where("id", "=", id)
    .executeTakeFirst();
  expect(row?.userId).toBe(app.me.id);
}

const ENDPOINTS: Endpoint[] = [
  {
    name: "POST /api/places",
    method: "POST",
    who: "me",
    limit: PLACE_BODY_LIMIT_BYTES,
    path: fixedPath("/api/places"),
    valid: () => ({ name: `Valid ${Math.random()}` }),
    fields: ["name", "address", "notes", "link", "category", "mood", "photoUrl", "visited"],
    json: hostileBody(placeFields, ["name"]),
    onSuccess: expectMine,
  },
  {
    name: "PATCH /api/places/:id",
    method: "PATCH",
    who: "me",
    limit: PLACE_BODY_LIMIT_BYTES,
    path: placeIdPath(""),
    valid: () => ({ notes: `Valid ${Math.random()}` }),
    fields: ["name", "address", "notes", "link", "category", "mood", "photoUrl", "visitedDate"],
    // `visited` is not a field of this route: sent anyway, it must be dropped.
    json: hostileBody({ ...placeFields, visitedDate: date }),
    onSuccess: expectMine,
  },
  {
    name: "PATCH /api/places/:id/visit-status",
    method: "PATCH",
    who: "me",
    limit: PLACE_BODY_LIMIT_BYTES,
    path: placeIdPath("/visit-status"),
    valid: () => ({ visited: true, visitDate: "2024-05-01" }),
    fields: ["visited", "visitDate"],
    json: hostileBody({ visited: placeFields.visited, visitDate: date }, ["visited"]),
    onSuccess: expectMine,
  },
  {
    name: "POST /api/places/:id/visits",
    method: "POST",
    who: "me",
    limit: PLACE_BODY_LIMIT_BYTES,
    path: placeIdPath("/visits"),
    valid: () => ({ date: "2024-05-01", note: `Valid ${Math.random()}` }),
    fields: ["date", "note"],
    json: hostileBody(visitFields, ["date"]),
    onSuccess: expectMyVisit,
  },
  {
    name: "PATCH /api/places/:id/visits/:visitId",
    method: "PATCH",
    who: "me",
    limit: PLACE_BODY_LIMIT_BYTES,
    path: visitPath,
    valid: () => ({ note: `Valid ${Math.random()}` }),
    fields: ["date", "note"],
    // Either field or both: an empty change is refused.
    json: hostileBody(visitFields),
    onSuccess: expectMyVisit,
  },
  {
    name: "POST /api/places/bulk",
    method: "POST",
    who: "me",
    limit: PLACE_LIMITS.bulkRequestBytes,
    path: fixedPath("/api/places/bulk"),
    valid: () => ({ places: [{ name: `Bulk ${Math.random()}` }] }),
    fields: ["places"],
    json: hostileBody(
      {
        places: {
          // Mostly valid places, so that a single hostile one decides the answer.
          valid: fc.array(
            fc.oneof(
              { arbitrary: validBody(bulkPlaceFields, ["name"]), weight: 4 },
              { arbitrary: hostileBody(bulkPlaceFields, ["name"]), weight: 1 },
            ),
            { minLength: 1, maxLength: 5 },
          ),
          wrong: fc.constantFrom(
            [],
            Array.from({ length: BULK_MAX_PLACES + 1 }, (_, i) => ({ name: `Too many ${i}` })),
          ),
        },
      },
      ["places"],
    ),
  },
];

describeUnreadBodies(app, ENDPOINTS, [
  [
    "PATCH /api/places/:id/visit-status",
    "/api/places/abc/visit-status",
    "application/json",
    PLACE_BODY_LIMIT_BYTES - 1024,
  ],
]);

describeHostileEndpoints(app, ENDPOINTS);

const mine = () => `/api/places/${app.me.placeId}`;

const FOUND: Found[] = [
  [
    "an empty photo data URL, new place",
    "POST /api/places",
    () =>
      jsonRequest(() => "/api/places", { name: "Empty photo", photoUrl: "data:image/png;base64," }),
  ],
  [
    "an empty photo data URL, edited place",
    "PATCH /api/places/:id",
    () => jsonRequest(mine, { photoUrl: "data:image/png;base64,=" }),
  ],
  [
    "an empty photo data URL, bulk",
    "POST /api/places/bulk",
    () =>
      jsonRequest(() => "/api/places/bulk", {
        places: [{ name: "Empty bulk photo", photoUrl: "data:image/png;base64," }],
      }),
  ],
  [
    "a NUL character in a place's name",
    "POST /api/places",
    () => jsonRequest(() => "/api/places", { name: "Nul\u0000Place" }),
  ],
  [
    "a NUL character in a place's notes",
    "PATCH /api/places/:id",
    () => jsonRequest(mine, { notes: "\u0000" }),
  ],
  [
    "a NUL character in a bulk place's address",
    "POST /api/places/bulk",
    () => jsonRequest(() => "/api/places/bulk", { places: [{ name: "Nul", address: "\u0000" }] }),
  ],
  [
    "a visit in year 0",
    "PATCH /api/places/:id/visit-status",
    () => jsonRequest(() => `${mine()}/visit-status`, { visited: true, visitDate: "0000-01-01" }),
  ],
  [
    "a place added in year 0, bulk",
    "POST /api/places/bulk",
    () =>
      jsonRequest(() => "/api/places/bulk", {
        places: [{ name: "Year zero", createdAt: "0000-01-01T00:00:00Z" }],
      }),
  ],
];

describeFoundInputs(app, ENDPOINTS, FOUND);

describe("after every hostile request", () => {
  it("leaves Object.prototype and Array.prototype as they were", () => {
    expectNoPollution();
  });
});
