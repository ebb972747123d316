import type { Context, Next } from "hono";
import { getCookie } from "hono/cookie";
import { DISTANCE_UNIT_COOKIE, distanceUnitOf } from "#shared/geo/distance.ts";
import type { Db } from "../db/index.ts";
import { tripQueries } from "../db/queries/trips.ts";
import { requestLanguage } from "./answer-language.ts";
import { type BuiltShell, sendShellPage } from "./built-shell.ts";
import type { AppEnv } from "./session.ts";
import { rowId } from "./validate.ts";

/**
 * GET /trips/{id} for the signed-in owner: the signed-in page the build wrote (home-page.ts),
 * its shell the trip's page as the app draws it (its days and stops, rendered here from the
 * same answer as GET /api/trips/{id}), and a hint that starts that answer beside the app's
 * entry. On a phone the page was blank until the app's script, its session check, the trips'
 * code and the trip had come one after another (about 2 s for 100 stops at a phone's speed).
 *
 * Answers only the trip's owner; any other id, another user's trip included, goes on to the
 * app's page, which says "Trip not found" as it does for a missing one.
 */
export function signedInTripPage(shell: BuiltShell, db: Db) {
  const { usable, renderer } = shell;
  const trips = tripQueries(db);

  return async (c: Context<AppEnv>, next: Next) => {
    const user = c.var.user;
    const id = rowId(c.req.param("id"));
    if (!usable || !user || id === null) return next();
    const [{ renderTripShell }, trip] = await Promise.all([renderer(), trips.detail(user.id, id)]);
    if (!trip) return next();
    // The trip's names and notes are the visitor's own; the page holds no secret.
    const unit = distanceUnitOf(getCookie(c, DISTANCE_UNIT_COOKIE));
    const language = requestLanguage(c);
    return sendShellPage(
      c,
      shell,
      renderTripShell(trip, unit, language),
      [`/api/trips/${id}`],
      language,
    );
  };
}
