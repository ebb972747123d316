import type { AuditEntry, AuditFigure, AuditKind } from "#shared/admin.ts";
import type { Db } from "../index.ts";
import { iso } from "../timestamps.ts";

/** Entries older than this are pruned, so a flood of failed sign-ins cannot grow the log forever. */
const KEEP_DAYS = 90;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const LATEST = 10;

export type NewAuditEntry = {
  kind: AuditKind;
  action: string;
  actor?: string | null;
  target?: string | null;
  ip?: string | null;
};

/** The audit log: what the admin Security tab reads. */
export function auditQueries(db: Db) {
  let prunedAt = 0;
  return {
    async record(entry: NewAuditEntry): Promise<void> {
      const now = new Date();
      await db
        .insertInto("auditLog")
        .values({
          kind: entry.kind,
          action: entry.action,
          actor: entry.actor ?? null,
          target: entry.target ?? null,
          ip: entry.ip ?? null,
          at: now.toISOString(),
        })
        .execute();
      if (now.getTime() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = now.getTime();
        const cutoff = new Date(now.getTime() - KEEP_DAYS * 24 * 60 * 60 * 1000).toISOString();
        await db.deleteFrom("auditLog").where("at", "<", cutoff).execute();
      }
    },

    /**
     * When the newest of an account's failed sign-ins since `since` happened, newest first, at
     * most `limit` of them; failures before the account's last password reset do not count.
     */
    async recentFailedSignIns(email: string, since: Date, limit: number): Promise<Date[]> {
      const reset = await db
        .selectFrom("auditLog")
        .select((eb) => eb.fn.max("at").as("at"))
        .where("kind", "=", "password-reset")
        .where("actor", "=", email)
        .executeTakeFirst();
      const resetAt = reset?.at ? new Date(reset.at) : undefined;
      const after = resetAt && resetAt > since ? resetAt : since;
      const rows = await db
        .selectFrom("auditLog")
        .select("at")
        .where("kind", "=", "sign-in-failed")
        .where("actor", "=", email)
        .where("at", ">", after.toISOString())
        .orderBy("at", "desc")
        .limit(limit)
        .execute();
      return rows.map((row) => new Date(row.at));
    },

    /** How many entries of a kind since `since`, and the latest of them. */
    async figure(kind: AuditKind, since: Date): Promise<AuditFigure> {
      const after = since.toISOString();
      const [{ count } = { count: 0 }] = await db
        .selectFrom("auditLog")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("kind", "=", kind)
        .where("at", ">=", after)
        .execute();
      const rows = await db
        .selectFrom("auditLog")
        .selectAll()
        .where("kind", "=", kind)
        .where("at", ">=", after)
        .orderBy("at", "desc")
        .orderBy("id", "desc")
        .limit(LATEST)
        .execute();
      const latest: AuditEntry[] = rows.map((row) => ({
        ...row,
        kind: row.kind as AuditKind,
        at: iso(row.at),
      }));
      return { count: Number(count), latest };
    },
  };
}
