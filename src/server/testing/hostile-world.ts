import { sql } from "kysely";
import { expect } from "vitest";
import { okJson } from "#shared/api-answer.ts";
import { dataUrl, PNG } from "./hostile-values.ts";
import type { HttpClient } from "./http-client.ts";
import { tableRows } from "./table-rows.ts";
import { startTestApp, type TestApp } from "./test-app.ts";

// The hostile harness's world (hostile-app.ts): the app, its three users, and what must stay
// as it was after a request: the other users' rows and the built-in prototypes.

/** The password of every user the test app signs in (testing/test-app.ts). */
export const PASSWORD = "correct horse battery";

export type Me = {
  id: string;
  email: string;
  placeId: number;
  visitId: number;
  client: HttpClient;
};
export type World = {
  t: TestApp;
  /** The user whose rows the place and achievement endpoints may change. */
  me: Me;
  /** Another user, whose rows no request of `me` may touch. */
  other: { id: string; placeId: number; visitId: number };
  admin: HttpClient;
  tokens: Map<HttpClient, string>;
  /** The rows after the last request that passed its checks (hostile-app.ts's `check`). */
  last?: Snapshot;
};

export async function startWorld(): Promise<World> {
  const t = await startTestApp();
  try {
    const client = await t.signedInClient("Hostile Tester");
    const { id, email } = await okJson(client.api.auth.user.$get());
    const mine = await okJson(client.api.places.$post({ json: { name: "Home base" } }));

    const stranger = await t.signedInClient("Somebody Else");
    const other = await okJson(stranger.api.auth.user.$get());
    const theirs = await okJson(
      stranger.api.places.$post({ json: { name: "Their place", photoUrl: dataUrl(PNG) } }),
    );
    const myVisit = await visitOn(client, mine.id);
    const theirVisit = await visitOn(stranger, theirs.id);

    const admin = await t.signedInClient("Ada Admin");
    const adminId = (await okJson(admin.api.auth.user.$get())).id;
    await t.db
      .insertInto("adminGrant")
      .values({ userId: adminId, grantedAt: new Date().toISOString() })
      .execute();
    const tokens = new Map<HttpClient, string>();
    for (const visitor of [client, admin]) tokens.set(visitor, await visitor.fetchCsrfToken());
    return {
      t,
      me: { id, email, placeId: mine.id, visitId: myVisit, client },
      other: { id: other.id, placeId: theirs.id, visitId: theirVisit },
      admin,
      tokens,
    };
  } catch (error) {
    await t.close();
    throw error;
  }
}

/** The id of a new visit on the place: something for the visit routes to name. */
async function visitOn(client: HttpClient, placeId: number): Promise<number> {
  const visit = client.api.places[":id"].visits.$post({
    param: { id: String(placeId) },
    json: { date: "2024-01-01" },
  });
  return (await okJson(visit)).id;
}

// ---------------------------------------------------------------------------------------------
// What is checked

/** The rows a request could change (the audit log aside: a refused sign-in is recorded). */
export async function snapshot({ t }: World): Promise<Snapshot> {
  if (t.dialect === "postgres") return inOneQuery(t);
  const { auditLog: _, ...rows } = await tableRows(t.db);
  return rows;
}
export type Snapshot = Omit<Awaited<ReturnType<typeof tableRows>>, "auditLog">;

/** Each table of a snapshot, in tableRows's order, with the columns it reads. */
const TABLES: [table: keyof Snapshot, orderBy: string, columns?: string][] = [
  ["user", "id"],
  ["session", "id"],
  ["account", "id"],
  ["place", "id"],
  ["visit", "id"],
  ["photo", "id", 'id, "userId", etag, "createdAt"'],
  ["issuedPhoto", '"userId", hash'],
  ["achievement", '"userId", "achievementId"'],
  ["adminGrant", '"userId"'],
  ["idempotencyKey", '"userId", key'],
  ["trip", "id"],
  ["tripStop", "id"],
  ["tripShare", '"tripId"'],
];

/**
 * The same rows in one statement, as JSON: on PostgreSQL the thirteen queries of tableRows,
 * each a round trip, took most of the time of a hostile request. Its values are JSON's (dates
 * as text), so it is only ever compared with another snapshot taken the same way.
 */
let tablesChecked = false;
async function inOneQuery(t: TestApp): Promise<Snapshot> {
  if (!tablesChecked) {
    // A table added to tableRows must be added to TABLES too.
    const { auditLog: _, ...rows } = await tableRows(t.db);
    expect(TABLES.map(([table]) => table).sort()).toEqual(Object.keys(rows).sort());
    tablesChecked = true;
  }
  const tables = TABLES.map(
    ([table, orderBy, columns = "*"]) =>
      `'${table}', (SELECT coalesce(json_agg(x ORDER BY ${orderBy}), '[]'::json) ` +
      `FROM (SELECT ${columns} FROM "${table}") x)`,
  );
  const { rows } = await sql
    .raw<{ snapshot: Snapshot }>(`SELECT json_build_object(${tables.join(", ")}) AS snapshot`)
    .execute(t.db);
  const [row] = rows;
  if (!row) throw new Error("The snapshot query answered no row");
  return row.snapshot;
}

/** The rows of everyone but `me`: a request of mine must leave them as they are. */
export function othersOf({ me }: World, rows: Snapshot) {
  const notMine = (row: { userId: string }) => row.userId !== me.id;
  return {
    place: rows.place.filter(notMine),
    visit: rows.visit.filter(notMine),
    photo: rows.photo.filter(notMine),
    achievement: rows.achievement.filter(notMine),
    user: rows.user.filter((row) => row.id !== me.id),
    session: rows.session.filter(notMine),
    account: rows.account.filter(notMine),
    adminGrant: rows.adminGrant,
    trip: rows.trip.filter(notMine),
    tripStop: rows.tripStop.filter(notMine),
    tripShare: rows.tripShare.filter(notMine),
  };
}

const OBJECT_PROTOTYPE = Object.getOwnPropertyNames(Object.prototype).sort();
const ARRAY_PROTOTYPE = Object.getOwnPropertyNames(Array.prototype).sort();

/** Nothing a request sent has reached Object.prototype or Array.prototype. */
export function expectNoPollution() {
  const probe: Record<string, unknown> = {};
  for (const key of ["polluted", "isAdmin", "role", "admin", "userId"]) {
    expect(probe[key], `({}).${key}`).toBeUndefined();
  }
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(OBJECT_PROTOTYPE);
  expect(Object.getOwnPropertyNames(Array.prototype).sort()).toEqual(ARRAY_PROTOTYPE);
}

// ---------------------------------------------------------------------------------------------
// Requests
