import type { Db } from "../db/index.ts";
import { auditQueries } from "../db/queries/audit.ts";

/**
 * Wrong passwords for one account, from any number of addresses: after this many in the window
 * the account's password sign-in pauses. The per-address limit alone let 6 addresses try 60
 * passwords a minute. Counted from the audit log, which every app process shares, so the limit
 * holds across instances. A password reset starts the count again, so the owner can always get
 * in through the mailed link.
 */
export const ACCOUNT_SIGN_IN_LIMIT = { failures: 10, windowMs: 15 * 60 * 1000 } as const;

export function accountLockout(db: Db, limit = ACCOUNT_SIGN_IN_LIMIT) {
  const audit = auditQueries(db);
  return {
    /** Seconds until this account may try a password again; 0 when it may now. */
    async retryAfterSeconds(email: string, now = Date.now()): Promise<number> {
      const failures = await audit.recentFailedSignIns(
        email,
        new Date(now - limit.windowMs),
        limit.failures,
      );
      const oldest = failures[limit.failures - 1];
      if (!oldest) return 0;
      return Math.max(1, Math.ceil((oldest.getTime() + limit.windowMs - now) / 1000));
    },
  };
}
