import { Hono } from "hono";
import { zodIssuesToDetails } from "#shared/api-error.ts";
import { text } from "#shared/i18n/text.ts";
import {
  newTripSchema,
  type PlaceTrip,
  TRIP_LIMITS,
  type TripDetail,
  type TripShareCreated,
  type TripShareInfo,
  type TripSummary,
  tripChangeSchema,
  tripExportQuerySchema,
  tripPlanSchema,
  tripShareSchema,
} from "#shared/trip.ts";
import type { Db } from "../db/index.ts";
import { tripShareQueries } from "../db/queries/trip-shares.ts";
import { isRefusal, type TripRefusal, tripQueries } from "../db/queries/trips.ts";
import { conflict, notFound, validationFailed } from "../http/errors.ts";
import { accountRateLimit } from "../http/rate-limit.ts";
import { requireUser, type SignedInEnv } from "../http/session.ts";
import { idParam, jsonBody } from "../http/validate.ts";
import { tripExport } from "./trip-export.ts";

const TRIP_NOT_FOUND = text("Trip not found");
const PLACE_NOT_FOUND = text("Place not found");

/** Share links one account may make in an hour: plenty for a person, few for a script. */
export const SHARES_PER_HOUR = 20;

/** A write's result as its answer: the trip, or the error its refusal stands for. */
function answered(result: TripDetail | TripRefusal): TripDetail {
  if (!isRefusal(result)) return result;
  switch (result.refused) {
    case "trip-missing":
      throw notFound(TRIP_NOT_FOUND);
    case "place-missing":
      // As for any other user's id: one of the places is not the caller's, or is gone.
      throw notFound(PLACE_NOT_FOUND);
    case "too-many-trips":
      throw conflict(
        text("You can keep at most {max} trips. Delete one first.", {
          max: TRIP_LIMITS.tripsMax,
        }),
      );
    case "day-count":
      throw validationFailed([
        {
          field: "days",
          message: text("This trip's dates make {days} days: send one list of stops for each", {
            days: result.expected,
          }),
        },
      ]);
  }
}

/**
 * /api/trips: the signed-in user's trips (docs/product.md#trips). Another user's trip answers
 * 404, like a missing one; so does a place in a plan that is not the caller's. Writes take an
 * Idempotency-Key (app.ts), so the web app may queue them while offline.
 */
export function tripRoutes(
  db: Db,
  { baseUrl, baseUrlSet }: { baseUrl: string; baseUrlSet: boolean },
) {
  // Links name the server's own address; with none set, the one this request was sent to,
  // which the Origin check has already trusted (http/origins.ts).
  const siteOf = (requestUrl: string) => (baseUrlSet ? baseUrl : new URL(requestUrl).origin);
  const trips = tripQueries(db);
  const shares = tripShareQueries(db);
  const shareLimit = accountRateLimit(db, "trip-share", {
    max: SHARES_PER_HOUR,
    windowSeconds: 60 * 60,
    message: text("You have made many share links in the last hour. Please try again later."),
  });
  const tripId = idParam(TRIP_NOT_FOUND);
  return new Hono<SignedInEnv>()
    .use(requireUser)
    .get("/", async (c) => c.json((await trips.list(c.var.user.id)) satisfies TripSummary[]))
    .post("/", jsonBody(newTripSchema), async (c) => {
      const created = answered(await trips.create(c.var.user.id, c.req.valid("json")));
      return c.json(created, 201);
    })
    .get("/:id", tripId, async (c) => {
      const trip = await trips.detail(c.var.user.id, c.req.valid("param").id);
      if (!trip) throw notFound(TRIP_NOT_FOUND);
      return c.json(trip satisfies TripDetail);
    })
    .patch("/:id", tripId, jsonBody(tripChangeSchema), async (c) => {
      const { id } = c.req.valid("param");
      return c.json(answered(await trips.change(c.var.user.id, id, c.req.valid("json"))));
    })
    .delete("/:id", tripId, async (c) => {
      if (!(await trips.remove(c.var.user.id, c.req.valid("param").id))) {
        throw notFound(TRIP_NOT_FOUND);
      }
      return c.body(null, 204);
    })
    .put("/:id/plan", tripId, jsonBody(tripPlanSchema), async (c) => {
      const { id } = c.req.valid("param");
      return c.json(answered(await trips.replacePlan(c.var.user.id, id, c.req.valid("json"))));
    })
    .get("/:id/export", tripId, async (c) => {
      const trip = await trips.detail(c.var.user.id, c.req.valid("param").id);
      if (!trip) throw notFound(TRIP_NOT_FOUND);
      // The format is read after the trip, so another user's trip answers 404 whatever is asked.
      const query = tripExportQuerySchema.safeParse(c.req.query());
      if (!query.success) throw validationFailed(zodIssuesToDetails(query.error.issues));
      return tripExport(trip, query.data.format, siteOf(c.req.url));
    })
    .get("/:id/share", tripId, async (c) => {
      const { id } = c.req.valid("param");
      const trip = await trips.detail(c.var.user.id, id);
      if (!trip) throw notFound(TRIP_NOT_FOUND);
      return c.json({ share: trip.share } satisfies { share: TripShareInfo | null });
    })
    .post("/:id/share", tripId, jsonBody(tripShareSchema), async (c) => {
      const userId = c.var.user.id;
      const { id } = c.req.valid("param");
      // Counted only once the trip is known to be the caller's: a refused request costs nothing.
      if (!(await trips.detail(userId, id))) throw notFound(TRIP_NOT_FOUND);
      const limited = await shareLimit.take(userId);
      if (limited) return limited;
      const made = await shares.create(userId, id, c.req.valid("json"));
      if (!made) throw notFound(TRIP_NOT_FOUND);
      const { token, ...info } = made;
      const url = new URL(`/shared/trips/${token}`, siteOf(c.req.url)).href;
      return c.json({ url, ...info } satisfies TripShareCreated, 201);
    })
    .delete("/:id/share", tripId, async (c) => {
      if (!(await shares.withdraw(c.var.user.id, c.req.valid("param").id))) {
        throw notFound(TRIP_NOT_FOUND);
      }
      return c.body(null, 204);
    });
}

/**
 * /api/places/{id}/trips: the signed-in user's trips with a stop at one of their places, in
 * the trips list's order, so the place page need not read every trip's plan. Another user's
 * place answers 404, like a missing one.
 */
export function placeTripRoutes(db: Db) {
  const trips = tripQueries(db);
  return new Hono<SignedInEnv>().use(requireUser).get("/", idParam(PLACE_NOT_FOUND), async (c) => {
    const holding = await trips.holding(c.var.user.id, c.req.valid("param").id);
    if (!holding) throw notFound(PLACE_NOT_FOUND);
    return c.json(holding satisfies PlaceTrip[]);
  });
}
