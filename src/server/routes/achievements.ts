import { Hono } from "hono";
import { saveAchievementSchema } from "#shared/achievement-input.ts";
import { findAchievement, tallyOf } from "#shared/achievements.ts";
import { text } from "#shared/i18n/text.ts";
import type { Db } from "../db/index.ts";
import { achievementQueries } from "../db/queries/achievements.ts";
import { placeQueries } from "../db/queries/places.ts";
import { validationFailed } from "../http/errors.ts";
import { requireUser, type SignedInEnv } from "../http/session.ts";
import { jsonBody } from "../http/validate.ts";

/**
 * GET and POST /api/achievements. Badges are recorded by the writes to a user's places
 * themselves (recordEarned in db/queries/achievements.ts). POST remains for clients that claim
 * one: it checks the claim against the user's own places before recording it, so none can be
 * had for the asking, and a badge already recorded answers 200 with its first date.
 */
export function achievementRoutes(db: Db) {
  const achievements = achievementQueries(db);
  const places = placeQueries(db);
  return new Hono<SignedInEnv>()
    .use(requireUser)
    .get("/", async (c) => c.json(await achievements.list(c.var.user.id)))
    .post("/", jsonBody(saveAchievementSchema), async (c) => {
      const { achievementId } = c.req.valid("json");
      const userId = c.var.user.id;
      const achievement = findAchievement(achievementId);
      if (!achievement?.condition(tallyOf(await places.list(userId)))) {
        throw validationFailed(
          [{ field: "achievementId", message: text("Not earned yet: your places do not meet it") }],
          `Not earned yet: ${achievement?.description ?? "unknown achievement"}.`,
        );
      }
      const { record, isNew } = await achievements.save(userId, achievementId);
      return c.json(record, isNew ? 201 : 200);
    });
}
