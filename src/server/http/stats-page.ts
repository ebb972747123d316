import type { Context, Next } from "hono";
import { statsQuerySchema } from "#shared/stats.ts";
import type { Db } from "../db/index.ts";
import { statsQueries } from "../db/queries/stats.ts";
import { requestLanguage } from "./answer-language.ts";
import { type BuiltShell, sendShellPage } from "./built-shell.ts";
import type { AppEnv } from "./session.ts";

/**
 * GET /stats for a signed-in visitor: the signed-in page the build wrote (home-page.ts), its
 * shell the visitor's year as the page draws it (the figures and charts, rendered here from
 * the same counts as GET /api/stats), and hints that start the page's own answers beside the
 * app's entry. The figures show once the page and its stylesheet arrive; without it the page
 * was blank until the app's script, its session check, the page's code and its figures had
 * come one after another (Lighthouse mobile: first paint 1.8 s, largest 3.1 s).
 *
 * Answers only when the caller is signed in and the year reads as one; otherwise the request
 * goes on to the app's page, which says what is wrong.
 */
export function signedInStatsPage(shell: BuiltShell, db: Db) {
  const { usable, renderer } = shell;
  const stats = statsQueries(db);

  return async (c: Context<AppEnv>, next: Next) => {
    const user = c.var.user;
    const query = statsQuerySchema.safeParse({ year: c.req.query("year") });
    if (!usable || !user || !query.success) return next();
    const { year } = query.data;
    const [{ renderStatsShell }, figures] = await Promise.all([
      renderer(),
      stats.forYear(user.id, year),
    ]);
    // As the page asks for them (features/stats), beside the list and the session the
    // signed-in page already hints. Nothing a third party chose is written into the page but
    // the year, four digits.
    const language = requestLanguage(c);
    return sendShellPage(
      c,
      shell,
      renderStatsShell(figures, language),
      [`/api/stats?year=${year}`, `/api/stats/places?year=${year}`],
      language,
    );
  };
}
