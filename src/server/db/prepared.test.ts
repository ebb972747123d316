import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { okJson } from "#shared/api-answer.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";
import { type Param, prepared } from "./prepared.ts";

let t: TestApp;
const ids = { alice: "", bob: "" };

beforeAll(async () => {
  t = await startTestApp();
  for (const [who, names] of [
    ["alice", ["Snowdon", "Skye", "Tintagel"]],
    ["bob", ["Bath"]],
  ] as const) {
    const visitor = await t.signedInClient(who);
    ids[who] = (await okJson(visitor.api.auth.user.$get())).id;
    for (const name of names) await okJson(visitor.api.places.$post({ json: { name } }));
  }
});
afterAll(async () => {
  await t?.close();
});

describe("prepared", () => {
  it("runs the compiled query with each call's values, by name", async () => {
    const namesOf = prepared(t.db, (param: Param<{ userId: string }>) =>
      t.db.selectFrom("place").select("name").where("userId", "=", param("userId")).orderBy("name"),
    );
    expect(await namesOf.all({ userId: ids.alice })).toEqual([
      { name: "Skye" },
      { name: "Snowdon" },
      { name: "Tintagel" },
    ]);
    expect(await namesOf.all({ userId: ids.bob })).toEqual([{ name: "Bath" }]);
    expect(await namesOf.first({ userId: ids.bob })).toEqual({ name: "Bath" });
    expect(await namesOf.first({ userId: "nobody" })).toBeUndefined();
  });

  it("keeps the query's own values, and takes a parameter used twice or out of order", async () => {
    const query = prepared(t.db, (param: Param<{ userId: string; name: string }>) =>
      t.db
        .selectFrom("place")
        .select(["name", "userId"])
        .where("name", "!=", param("name"))
        .where("name", "!=", "Skye")
        .where((eb) => eb.or([eb("userId", "=", param("userId")), eb("name", "=", param("name"))]))
        .orderBy("name"),
    );
    expect(await query.all({ userId: ids.alice, name: "Tintagel" })).toEqual([
      { name: "Snowdon", userId: ids.alice },
    ]);
    expect(await query.all({ userId: ids.bob, name: "Snowdon" })).toEqual([
      { name: "Bath", userId: ids.bob },
    ]);
  });

  it("runs in a transaction given as `on`, seeing what it has written", async () => {
    const names = prepared(t.db, (param: Param<{ userId: string }>) =>
      t.db.selectFrom("achievement").select("achievementId").where("userId", "=", param("userId")),
    );
    const inside = await t.db
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto("achievement")
          .values({ userId: ids.bob, achievementId: "mood-master", earnedAt: "2026-01-01" })
          .execute();
        const seen = await names.all({ userId: ids.bob }, trx);
        throw Object.assign(new Error("undo"), { seen });
      })
      .catch((error: { seen: unknown }) => error.seen);
    expect(inside).toContainEqual({ achievementId: "mood-master" });
    expect(await names.all({ userId: ids.bob })).not.toContainEqual({
      achievementId: "mood-master",
    });
  });

  it("refuses a parameter the compiled query does not take", () => {
    expect(() =>
      prepared(t.db, (param: Param<{ userId: string }>) => {
        param("userId");
        return t.db.selectFrom("place").select("id");
      }),
    ).toThrow('the parameter "userId" is not in the compiled query');
  });

  it("types the rows from the query, and the parameters from `param`", async () => {
    const query = prepared(t.db, (param: Param<{ userId: string }>) =>
      t.db.selectFrom("place").select(["id", "name"]).where("userId", "=", param("userId")),
    );
    expectTypeOf(query.all).parameter(0).toEqualTypeOf<{ userId: string }>();
    expectTypeOf(query.all).returns.resolves.toEqualTypeOf<{ id: number; name: string }[]>();
    expectTypeOf(query.first).returns.resolves.toEqualTypeOf<
      { id: number; name: string } | undefined
    >();
    // @ts-expect-error: userId is a string
    expect(await query.all({ userId: 1 })).toEqual([]);
    prepared(t.db, (param: Param<{ userId: number }>) =>
      // @ts-expect-error: the column is text, the parameter a number
      t.db.selectFrom("place").select("id").where("userId", "=", param("userId")),
    );
  });
});
