import { randomUUID } from "node:crypto";
import type { Db } from "../index.ts";

/**
 * Every table that holds a way into an account: sessions (bearer tokens are session tokens
 * too), sign-in methods (the password and linked external sign-ins), passkeys, the two-factor
 * secret with its backup codes, and Better Auth's verification rows that name the user
 * (trusted-device marks, a sign-in waiting for its code, password reset links). A test reads
 * the schema and fails on a table with a `userId` that is in neither this list nor its own
 * list of tables that hold no credential (credentials.test.ts).
 */
export const CREDENTIAL_TABLES = ["session", "account", "passkey", "twoFactor", "verification"];

/** The verification row that marks when an address was first confirmed (see `confirmedAt`). */
const confirmedIdentifier = (email: string) => `address-confirmed:${email.toLowerCase()}`;

/** What the person who proved the address keeps: their own browser's session and password. */
export type Kept = { sessionId?: string | undefined; password?: boolean };

export function credentialQueries(db: Db, emailLinkSeconds: number) {
  return {
    /**
     * Ends every credential of an account but what `kept` names, in one transaction, and
     * notes when, so that an email change asked for before it cannot be confirmed after it
     * (its mailed link is a signed token with no row of its own to delete).
     */
    async endAllBut(user: { id: string; email: string }, kept: Kept = {}): Promise<void> {
      const now = new Date();
      await db.transaction().execute(async (trx) => {
        let sessions = trx.deleteFrom("session").where("userId", "=", user.id);
        if (kept.sessionId) sessions = sessions.where("id", "!=", kept.sessionId);
        await sessions.execute();
        let methods = trx.deleteFrom("account").where("userId", "=", user.id);
        if (kept.password) methods = methods.where("providerId", "!=", "credential");
        await methods.execute();
        await trx.deleteFrom("passkey").where("userId", "=", user.id).execute();
        await trx.deleteFrom("twoFactor").where("userId", "=", user.id).execute();
        await trx
          .updateTable("user")
          .set({ twoFactorEnabled: 0 })
          .where("id", "=", user.id)
          .execute();
        await trx.deleteFrom("verification").where("value", "=", user.id).execute();
        const identifier = confirmedIdentifier(user.email);
        await trx.deleteFrom("verification").where("identifier", "=", identifier).execute();
        // Kept as long as a link mailed before now can live; after that none is left to refuse.
        await trx
          .insertInto("verification")
          .values({
            id: randomUUID(),
            identifier,
            value: now.toISOString(),
            expiresAt: new Date(now.getTime() + emailLinkSeconds * 1000).toISOString(),
            createdAt: now.toISOString(),
            updatedAt: now.toISOString(),
          })
          .execute();
      });
    },

    /** When the address was first confirmed, while a link mailed before then could still work. */
    async confirmedAt(email: string): Promise<Date | undefined> {
      const row = await db
        .selectFrom("verification")
        .select(["value", "expiresAt"])
        .where("identifier", "=", confirmedIdentifier(email))
        .executeTakeFirst();
      if (!row || new Date(row.expiresAt).getTime() <= Date.now()) return undefined;
      return new Date(row.value);
    },
  };
}
