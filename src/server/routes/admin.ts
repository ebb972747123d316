import { Hono } from "hono";
import { sql } from "kysely";
import type { AdminHealth, AdminSecurity, AdminUser, SystemBackupFile } from "#shared/admin.ts";
import { backupHeader, systemBackupFileName, toBackupPlace } from "#shared/backup.ts";
import { text } from "#shared/i18n/text.ts";
import { shownImageUrl, splitDisplayName } from "#shared/user.ts";
import type { Db } from "../db/index.ts";
import { adminQueries } from "../db/queries/admin.ts";
import { auditQueries } from "../db/queries/audit.ts";
import { placeQueries } from "../db/queries/places.ts";
import { type adminCheck, isListedAdmin, requireAdmin } from "../http/admin.ts";
import { resolveClientIp } from "../http/client-ip.ts";
import { forbidden, notFound } from "../http/errors.ts";
import { jsonDownload } from "../http/json-download.ts";
import type { SignedInEnv } from "../http/session.ts";
import { startEventLoopMonitor } from "../logger.ts";
import { withPhotos } from "./backup.ts";

const USER_NOT_FOUND = text("User not found");
const SECURITY_WINDOW_HOURS = 24;

type AdminDeps = {
  db: Db;
  adminEmails: readonly string[];
  isAdmin: ReturnType<typeof adminCheck>;
  trustedProxies: readonly string[];
  requireTwoFactor: boolean;
};

/** Measures a real round trip to the database, in ms to the hundredth (SQLite takes less than one). */
async function databaseHealth(
  db: Db,
): Promise<Pick<AdminHealth, "databaseConnected" | "responseTime">> {
  const started = performance.now();
  const elapsed = () => Math.round((performance.now() - started) * 100) / 100;
  try {
    await sql`select 1`.execute(db);
    return { databaseConnected: true, responseTime: elapsed() };
  } catch {
    return { databaseConnected: false, responseTime: elapsed() };
  }
}

/** The /api/admin routes, every one behind one server-side admin check. */
export function adminRoutes({
  db,
  adminEmails,
  isAdmin,
  trustedProxies,
  requireTwoFactor,
}: AdminDeps) {
  const admins = adminQueries(db);
  const audit = auditQueries(db);
  const places = placeQueries(db);
  // Started here when the server has not already (main.ts, which logs it too).
  const eventLoop = startEventLoopMonitor();
  return new Hono<SignedInEnv>()
    .use(requireAdmin(isAdmin, requireTwoFactor))
    .get("/stats", async (c) => c.json(await admins.stats(new Date())))
    .get("/users", async (c) => {
      const users = await admins.users();
      return c.json(
        users.map(
          (user): AdminUser => ({
            id: user.id,
            email: user.email,
            ...splitDisplayName(user.name),
            profileImageUrl: shownImageUrl(user.image),
            createdAt: user.createdAt,
            placeCount: user.placeCount,
            isAdmin: user.granted || isListedAdmin(user, adminEmails),
          }),
        ),
      );
    })
    .get("/users/:id/places", async (c) => {
      const id = c.req.param("id");
      if (!(await admins.findUser(id))) throw notFound(USER_NOT_FOUND);
      return c.json(await places.list(id));
    })
    .delete("/users/:id", async (c) => {
      const id = c.req.param("id");
      if (id === c.var.user.id) {
        throw forbidden(text("You cannot delete your own account from the admin dashboard."));
      }
      const email = await admins.deleteUser(id);
      if (email === undefined) throw notFound(USER_NOT_FOUND);
      await audit.record({
        kind: "admin-action",
        action: "delete-user",
        actor: c.var.user.email,
        target: email,
        ip: resolveClientIp(c, trustedProxies),
      });
      return c.json({ deleted: true });
    })
    .get("/health", async (c) =>
      c.json({
        ...(await databaseHealth(db)),
        uptime: Math.floor(process.uptime()),
        eventLoopDelay: eventLoop.current(),
      } satisfies AdminHealth),
    )
    .get("/security", async (c) => {
      const since = new Date(Date.now() - SECURITY_WINDOW_HOURS * 60 * 60 * 1000);
      return c.json({
        windowHours: SECURITY_WINDOW_HOURS,
        failedSignIns: await audit.figure("sign-in-failed", since),
        rateLimited: await audit.figure("rate-limited", since),
        adminActions: await audit.figure("admin-action", since),
      } satisfies AdminSecurity);
    })
    .post("/backup", async (c) => {
      const now = new Date();
      const users = await admins.users();
      const allPlaces = await admins.allPlaces();
      const visits = await admins.allVisits();
      await audit.record({
        kind: "admin-action",
        action: "download-backup",
        actor: c.var.user.email,
        target: `${users.length} users, ${allPlaces.length} places`,
        ip: resolveClientIp(c, trustedProxies),
      });
      const header: Omit<SystemBackupFile, "users" | "places"> = {
        ...backupHeader(allPlaces.length, now),
        kind: "system",
        totalUsers: users.length,
      };
      // Only these fields: no password hash, session or token lives in the user table's
      // columns chosen here, and none is read.
      const userEntries = users.map((user): SystemBackupFile["users"][number] => ({
        id: user.id,
        email: user.email,
        name: user.name,
        emailVerified: Boolean(user.emailVerified),
        profileImageUrl: shownImageUrl(user.image),
        createdAt: user.createdAt,
      }));
      return jsonDownload<SystemBackupFile, "users" | "places">(
        c,
        systemBackupFileName(now),
        header,
        {
          users: (async function* () {
            yield* userEntries;
          })(),
          places: withPhotos(
            db,
            allPlaces.map(({ userId, ...place }) => ({
              userId,
              ...toBackupPlace(place, visits.get(place.id)),
            })),
            (place) => place.userId,
          ),
        },
      );
    });
}
