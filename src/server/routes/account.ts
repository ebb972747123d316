import { Hono } from "hono";
import { validator } from "hono/validator";
import {
  type AccountExportFile,
  type AccountSession,
  accountChangeSchema,
  accountExportFileName,
  sessionIdSchema,
} from "#shared/account.ts";
import { APP_NAME } from "#shared/app-info.ts";
import { toBackupPlace } from "#shared/backup.ts";
import { text } from "#shared/i18n/text.ts";
import { networkLabel } from "#shared/network-label.ts";
import { describeUserAgent } from "#shared/user-agent.ts";
import type { Db } from "../db/index.ts";
import { accountQueries } from "../db/queries/account.ts";
import { achievementQueries } from "../db/queries/achievements.ts";
import { tripQueries } from "../db/queries/trips.ts";
import { visitQueries } from "../db/queries/visits.ts";
import { timeSlices } from "../http/account-concurrency.ts";
import { resolveClientIp } from "../http/client-ip.ts";
import { notFound } from "../http/errors.ts";
import { jsonDownload } from "../http/json-download.ts";
import { requireUser, type SignedInEnv } from "../http/session.ts";
import { jsonBody } from "../http/validate.ts";
import { withPhotos } from "./backup.ts";
import { placesPerVersion } from "./place-list.ts";

const SESSION_NOT_FOUND = text("Session not found");

/** A session's id: anything that cannot be one names nothing, so it is the same 404. */
const sessionParam = validator("param", (params: Record<string, string>) => {
  const parsed = sessionIdSchema.safeParse(params.id);
  if (!parsed.success) throw notFound(SESSION_NOT_FOUND);
  return { id: parsed.data };
});

/**
 * /api/account: the signed-in account as its owner sees it, where it is signed in, and all of
 * its data as one download. Better Auth's own endpoints change the name, email and password,
 * two-factor and passkeys, and delete the account (routes/auth-proxy.ts).
 */
export function accountRoutes(db: Db, trustedProxies: readonly string[]) {
  const account = accountQueries(db);
  const listOf = placesPerVersion(db);
  const achievements = achievementQueries(db);
  return (
    new Hono<SignedInEnv>()
      .use(requireUser)
      .get("/", async (c) => c.json(await account.overview(c.var.user)))
      .patch("/", jsonBody(accountChangeSchema), async (c) => {
        const { language } = c.req.valid("json");
        await account.setLanguage(c.var.user.id, language);
        return c.json(await account.overview({ ...c.var.user, language }));
      })
      .get("/sessions", async (c) => {
        const current = c.var.session.id;
        const here = resolveClientIp(c, trustedProxies);
        const rows = await account.sessions(c.var.user.id);
        return c.json(
          rows.map(
            (row): AccountSession => ({
              id: row.id,
              ...describeUserAgent(row.userAgent),
              createdAt: row.createdAt,
              lastUsedAt: row.updatedAt,
              network: networkLabel(row.ipAddress, here),
              current: row.id === current,
            }),
          ),
        );
      })
      // Our own rather than Better Auth's list-sessions and revoke-session, which hand every
      // session's token to the page: a script on it could then take over the other sessions.
      .delete("/sessions/:id", sessionParam, async (c) => {
        const { id } = c.req.valid("param");
        if (!(await account.endSession(c.var.user.id, id))) throw notFound(SESSION_NOT_FOUND);
        return c.body(null, 204);
      })
      .post("/sessions/sign-out-others", async (c) =>
        c.json({ signedOut: await account.endOtherSessions(c.var.user.id, c.var.session.id) }),
      )
      .get("/export", async (c) => {
        const user = c.var.user;
        const now = new Date();
        // A break after each long step, so others' requests are served between them.
        const breathe = timeSlices();
        const overview = await account.overview(user);
        const list = await listOf(user.id);
        await breathe();
        const earned = await achievements.list(user.id);
        await breathe();
        const visits = await visitQueries(db).byPlace(user.id);
        await breathe();
        const inBackupOrder = list.map((place) => toBackupPlace(place, visits.get(place.id)));
        // Chosen field by field: no password hash, token, key or two-factor secret is read.
        const header: Omit<AccountExportFile, "achievements" | "places" | "trips"> = {
          exportedAt: now.toISOString(),
          appName: APP_NAME,
          version: "1.0",
          kind: "account",
          account: {
            name: overview.name,
            email: overview.email,
            emailVerified: overview.emailVerified,
            createdAt: overview.createdAt,
            signInMethods: await account.signInMethods(user.id),
          },
        };
        return jsonDownload<AccountExportFile, "achievements" | "places" | "trips">(
          c,
          accountExportFileName(now),
          header,
          {
            achievements: (async function* () {
              yield* earned;
            })(),
            places: withPhotos(db, inBackupOrder, () => user.id),
            trips: tripQueries(db).forExport(user.id, breathe),
          },
        );
      })
  );
}
