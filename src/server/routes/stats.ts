import { Hono } from "hono";
import { type StatsAnswer, statsQuerySchema } from "#shared/stats.ts";
import type { Db } from "../db/index.ts";
import { statsQueries } from "../db/queries/stats.ts";
import { statsMonthPlacesQuery } from "../db/queries/stats-month-places.ts";
import { requireUser, type SignedInEnv } from "../http/session.ts";
import { queryParams } from "../http/validate.ts";

/**
 * GET /api/stats?year=YYYY: the signed-in user's year in review (visits, places visited, first
 * visits and places added, by month and in all; the year's visits by category; places by
 * nation; the places visited in each month), counted by the UK's calendar. `year` left out is the year it is in the UK.
 */
export function statsRoutes(db: Db) {
  const stats = statsQueries(db);
  const monthPlaces = statsMonthPlacesQuery(db);
  return new Hono<SignedInEnv>()
    .use(requireUser)
    .get("/", queryParams(statsQuerySchema), async (c) => {
      const { year } = c.req.valid("query");
      const userId = c.var.user.id;
      return c.json({
        ...(await stats.forYear(userId, year)),
        monthPlaces: await monthPlaces(userId, year),
      } satisfies StatsAnswer);
    });
}
