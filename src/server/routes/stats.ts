import { Hono } from "hono";
import { type Stats, statsQuerySchema } from "#shared/stats.ts";
import type { Db } from "../db/index.ts";
import { statsQueries } from "../db/queries/stats.ts";
import { requireUser, type SignedInEnv } from "../http/session.ts";
import { queryParams } from "../http/validate.ts";

/**
 * GET /api/stats?year=YYYY: the signed-in user's year in review (visits, places visited, first
 * visits and places added, by month and in all; the year's visits by category; places by
 * nation), counted by the UK's calendar. `year` left out is the year it is in the UK.
 */
export function statsRoutes(db: Db) {
  const stats = statsQueries(db);
  return new Hono<SignedInEnv>()
    .use(requireUser)
    .get("/", queryParams(statsQuerySchema), async (c) => {
      const { year } = c.req.valid("query");
      return c.json((await stats.forYear(c.var.user.id, year)) satisfies Stats);
    });
}
