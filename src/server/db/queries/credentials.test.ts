import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_LINK_SECONDS } from "#server/auth.ts";
import { startTestApp, type TestApp, uniqueEmail } from "#server/testing/test-app.ts";
import { CREDENTIAL_TABLES, credentialQueries } from "./credentials.ts";

/**
 * Tables that name a user but hold no way into the account, each with the reason. A new
 * table with a `userId` fails the first test until it is put here or in CREDENTIAL_TABLES
 * (and ended by `endAllBut`).
 */
const HOLD_NO_CREDENTIAL: Record<string, string> = {
  place: "the traveller's list",
  visit: "the days the traveller went to their places",
  trip: "the traveller's planned trips",
  tripStop: "the places on each trip",
  tripShare: "a read-only link to one trip's plan, kept as a hash: no way into the account",
  placeListVersion: "a counter of the list's changes",
  photo: "the list's photos",
  issuedPhoto: "which photos the server encoded for the account",
  achievement: "badges earned",
  idempotencyKey: "answers to writes already made",
  adminGrant: "granted from the command line by whoever runs the server, not from a session",
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Every table of the database that has a column named userId. */
async function tablesWithUserId(): Promise<string[]> {
  if (t.dialect === "sqlite") {
    const tables = await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
      t.db,
    );
    const named: string[] = [];
    for (const { name } of tables.rows) {
      const columns = await sql<{ name: string }>`
        select name from pragma_table_info(${name})`.execute(t.db);
      if (columns.rows.some((column) => column.name === "userId")) named.push(name);
    }
    return named.sort();
  }
  const rows = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'userId'`.execute(t.db);
  return rows.rows.map((row) => row.table_name).sort();
}

async function newUser() {
  const email = uniqueEmail("credentials");
  const now = new Date().toISOString();
  const id = `user-${email}`;
  await t.db
    .insertInto("user")
    .values({
      id,
      name: "Someone",
      email,
      emailVerified: 0,
      image: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  return { id, email, now };
}

/** One row of every kind of credential, as Better Auth and its plugins store them. */
async function everyCredential({ id, now }: { id: string; now: string }) {
  const flag = t.dialect === "sqlite" ? 1 : true;
  const later = new Date(Date.now() + 86_400_000).toISOString();
  for (const suffix of ["kept", "other"]) {
    await t.db
      .insertInto("session")
      .values({
        id: `${id}-session-${suffix}`,
        token: `${id}-token-${suffix}`,
        userId: id,
        expiresAt: later,
        ipAddress: null,
        userAgent: null,
        secondFactor: null,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  }
  for (const providerId of ["credential", "oidc"]) {
    await t.db
      .insertInto("account")
      .values({
        id: `${id}-${providerId}`,
        userId: id,
        providerId,
        accountId: id,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  }
  await t.db
    .insertInto("passkey")
    .values({
      id: `${id}-passkey`,
      name: "squatter's key",
      userId: id,
      deviceType: "singleDevice",
      backedUp: flag,
      createdAt: now,
      ...({ publicKey: "AAAA", credentialID: `cred-${id}`, counter: 0 } as object),
    })
    .execute();
  await t.db
    .insertInto("twoFactor")
    .values({
      id: `${id}-2fa`,
      userId: id,
      verified: flag,
      ...({ secret: "s", backupCodes: "b" } as object),
    })
    .execute();
  await sql`update "user" set "twoFactorEnabled" = ${flag} where id = ${id}`.execute(t.db);
  await t.db
    .insertInto("verification")
    .values({
      id: `${id}-trust`,
      identifier: `trust-device-${id}`,
      value: id,
      expiresAt: later,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
}

async function left(userId: string) {
  const count = async (table: "session" | "account" | "passkey" | "twoFactor") =>
    (await t.db.selectFrom(table).select("id").where("userId", "=", userId).execute()).length;
  const user = await t.db
    .selectFrom("user")
    .select("twoFactorEnabled")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return {
    session: await count("session"),
    account: await count("account"),
    passkey: await count("passkey"),
    twoFactor: await count("twoFactor"),
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
    verification: (
      await t.db.selectFrom("verification").select("id").where("value", "=", userId).execute()
    ).length,
  };
}

describe("the credentials a first confirmation ends", () => {
  it("cover every table that names a user, or the table is listed as holding none", async () => {
    const unclassified = (await tablesWithUserId()).filter(
      (table) => !CREDENTIAL_TABLES.includes(table) && !(table in HOLD_NO_CREDENTIAL),
    );
    expect(unclassified).toEqual([]);
    // And every credential table is one endAllBut is tested on below.
    const { id } = await newUser();
    expect(Object.keys(await left(id)).filter((key) => key !== "twoFactorEnabled")).toEqual(
      CREDENTIAL_TABLES,
    );
  });

  it("are all ended, and another account's are untouched", async () => {
    const squatted = await newUser();
    const bystander = await newUser();
    await everyCredential(squatted);
    await everyCredential(bystander);
    const before = await left(squatted.id);
    expect(before).toEqual({
      session: 2,
      account: 2,
      passkey: 1,
      twoFactor: 1,
      twoFactorEnabled: true,
      verification: 1,
    });

    await credentialQueries(t.db, EMAIL_LINK_SECONDS).endAllBut(squatted);
    expect(await left(squatted.id)).toEqual({
      session: 0,
      account: 0,
      passkey: 0,
      twoFactor: 0,
      twoFactorEnabled: false,
      verification: 0,
    });
    expect(await left(bystander.id)).toEqual(before);
  });

  it("keep only the confirming browser's session and password when asked", async () => {
    const user = await newUser();
    await everyCredential(user);
    await credentialQueries(t.db, EMAIL_LINK_SECONDS).endAllBut(user, {
      sessionId: `${user.id}-session-kept`,
      password: true,
    });
    expect(await left(user.id)).toEqual({
      session: 1,
      account: 1,
      passkey: 0,
      twoFactor: 0,
      twoFactorEnabled: false,
      verification: 0,
    });
  });

  it("note when, so that an email change asked for before can be refused", async () => {
    const user = await newUser();
    const credentials = credentialQueries(t.db, EMAIL_LINK_SECONDS);
    expect(await credentials.confirmedAt(user.email)).toBeUndefined();
    const before = Date.now();
    await credentials.endAllBut(user);
    const at = (await credentials.confirmedAt(user.email.toUpperCase()))?.getTime() ?? 0;
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });
});
