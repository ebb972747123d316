import { Hono } from "hono";
import { type Stats, type StatsPlacesAnswer, statsQuerySchema } from "#shared/stats.ts";
import type { Db } from "../db/index.ts";
import { statsQueries } from "../db/queries/stats.ts";
import { statsMonthPlacesQuery } from "../db/queries/stats-month-places.ts";
import { requireUser, type SignedInEnv } from "../http/session.ts";
import { queryParams } from "../http/validate.ts";

/**
 * GET /api/stats?year=YYYY: the signed-in user's year in review (visits, places visited, first
 * visits and places added, by month and in all; the year's visits by category; places by
 * nation), counted by the UK's calendar. `year` left out is the year it is in the UK.
 * GET /api/stats/places?year=YYYY: the places visited in each month of that year.
 */
export function statsRoutes(db: Db) {
  const stats = statsQueries(db);
  const monthPlaces = statsMonthPlacesQuery(db);
  return new Hono<SignedInEnv>()
    .use(requireUser)
    .get("/", queryParams(statsQuerySchema), async (c) => {
      const { year } = c.req.valid("query");
      return c.json((await stats.forYear(c.var.user.id, year)) satisfies Stats);
    })
    .get("/places", queryParams(statsQuerySchema), async (c) => {
      const { year } = c.req.valid("query");
      const answer = { year, monthPlaces: await monthPlaces(c.var.user.id, year) };
      return c.json(answer satisfies StatsPlacesAnswer);
    });
}
