import type { AccountOverview, SignInMethod } from "#shared/account.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#shared/i18n/language.ts";
import type { Db } from "../index.ts";

/** A stored moment as an ISO string, however the dialect hands it back. */
const isoOf = (value: Date | string) => new Date(value).toISOString();

/**
 * Data access for one's own account: its sign-in methods, its sessions, and its deletion.
 * Every query names the account it acts for; a session id of another account matches nothing.
 */
export function accountQueries(db: Db) {
  async function signInRows(userId: string) {
    const [accounts, passkeys, twoFactor] = await Promise.all([
      db
        .selectFrom("account")
        .select([
          "providerId",
          "createdAt",
          (eb) => eb("password", "is not", null).as("hasPassword"),
        ])
        .where("userId", "=", userId)
        .orderBy("createdAt")
        .execute(),
      db
        .selectFrom("passkey")
        .select(["name", "createdAt"])
        .where("userId", "=", userId)
        .orderBy("createdAt")
        .execute(),
      db.selectFrom("user").select("twoFactorEnabled").where("id", "=", userId).executeTakeFirst(),
    ]);
    return { accounts, passkeys, twoFactorEnabled: Boolean(twoFactor?.twoFactorEnabled) };
  }

  return {
    async overview(user: {
      id: string;
      name: string;
      email: string;
      emailVerified: boolean | number;
      createdAt: Date | string;
      language?: string | null | undefined;
    }): Promise<AccountOverview> {
      const { accounts, passkeys, twoFactorEnabled } = await signInRows(user.id);
      return {
        name: user.name,
        email: user.email,
        emailVerified: Boolean(user.emailVerified),
        createdAt: isoOf(user.createdAt),
        hasPassword: accounts.some((a) => a.providerId === "credential" && Boolean(a.hasPassword)),
        twoFactorEnabled,
        externalSignIns: accounts
          .filter((a) => a.providerId !== "credential")
          .map((a) => a.providerId),
        passkeyCount: passkeys.length,
        language: isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE,
      };
    },

    /** Keeps the language the account reads the product in. */
    async setLanguage(userId: string, language: Language) {
      await db.updateTable("user").set({ language }).where("id", "=", userId).execute();
    },

    /** The account's ways of signing in, by type: no hash, key or secret is read. */
    async signInMethods(userId: string): Promise<SignInMethod[]> {
      const { accounts, passkeys, twoFactorEnabled } = await signInRows(userId);
      return [
        ...accounts.flatMap((a): SignInMethod[] => {
          if (a.providerId !== "credential") {
            return [{ type: "external", provider: a.providerId, linkedAt: isoOf(a.createdAt) }];
          }
          return a.hasPassword ? [{ type: "password" }] : [];
        }),
        ...passkeys.map(
          (p): SignInMethod => ({
            type: "passkey",
            name: p.name,
            addedAt: p.createdAt ? isoOf(p.createdAt) : null,
          }),
        ),
        ...(twoFactorEnabled ? [{ type: "two-factor" } as const] : []),
      ];
    },

    async sessions(userId: string) {
      const rows = await db
        .selectFrom("session")
        .select(["id", "userAgent", "ipAddress", "createdAt", "updatedAt", "expiresAt"])
        .where("userId", "=", userId)
        .orderBy("updatedAt", "desc")
        .orderBy("id")
        .execute();
      const now = Date.now();
      return rows
        .filter((row) => new Date(row.expiresAt).getTime() > now)
        .map((row) => ({
          id: row.id,
          userAgent: row.userAgent,
          ipAddress: row.ipAddress,
          createdAt: isoOf(row.createdAt),
          updatedAt: isoOf(row.updatedAt),
        }));
    },

    /** Ends one of the account's sessions; false when it has none with that id. */
    async endSession(userId: string, sessionId: string): Promise<boolean> {
      const result = await db
        .deleteFrom("session")
        .where("id", "=", sessionId)
        .where("userId", "=", userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Ends every session of the account but `keep`; answers how many ended. */
    async endOtherSessions(userId: string, keep: string): Promise<number> {
      const result = await db
        .deleteFrom("session")
        .where("userId", "=", userId)
        .where("id", "!=", keep)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** When the session began: a recent sign-in stands in for a password on some checks. */
    async sessionStartedAt(sessionId: string): Promise<Date | undefined> {
      const row = await db
        .selectFrom("session")
        .select("createdAt")
        .where("id", "=", sessionId)
        .executeTakeFirst();
      return row ? new Date(row.createdAt) : undefined;
    },

    /**
     * Deletes the account in one transaction: the user row, whose foreign keys cascade to
     * every table that names it, Better Auth's (sessions, sign-in methods, passkeys, the
     * two-factor secret) and ours (places, photos, achievements, the admin grant, the list
     * version). The audit log names no user by key; it forgets the account's address in the
     * entries that held it, and keeps that a deletion happened, with nothing of whom.
     */
    async deleteAccount(userId: string, email: string): Promise<void> {
      const address = email.toLowerCase();
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable("auditLog")
          .set({ actor: null })
          .where("actor", "=", address)
          .execute();
        await trx
          .updateTable("auditLog")
          .set({ target: null })
          .where("target", "=", address)
          .execute();
        await trx
          .insertInto("auditLog")
          .values({
            kind: "account-deleted",
            action: "delete-account",
            actor: null,
            target: null,
            ip: null,
            at: new Date().toISOString(),
          })
          .execute();
        // Places before photos: a place holds its photo's id.
        await trx.deleteFrom("place").where("userId", "=", userId).execute();
        await trx.deleteFrom("photo").where("userId", "=", userId).execute();
        await trx.deleteFrom("user").where("id", "=", userId).execute();
      });
    },
  };
}
