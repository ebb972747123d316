import { type Kysely, sql } from "kysely";
import type { Migration } from "kysely/migration";
import type { Dialect } from "../index.ts";

/**
 * A number per user that goes up with every change to that user's places, in the change's own
 * transaction: GET /api/places keeps its answer per (user, version), and every app process on
 * one database sees the same number. Triggers raise it, so every way of writing a place (the
 * API's, an admin's deletion, a script's) keeps it true without having to remember to.
 * A user with no row yet is at version 0. A place deleted with its account leaves no row
 * behind: the raise is skipped for a user that no longer exists, and the row goes with the
 * account.
 *
 * SQLite runs a trigger per row (cheap: in process, one writer). PostgreSQL runs one per
 * statement over the changed rows, so a 500-row insert raises the number once, not 500 times.
 * Both raise it after the row is written and its foreign keys checked.
 */
export function placeListVersionMigration(dialect: Dialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("placeListVersion")
        .addColumn("userId", "text", (column) =>
          column.primaryKey().references("user.id").onDelete("cascade"),
        )
        .addColumn("version", dialect === "postgres" ? "bigint" : "integer", (column) =>
          column.notNull(),
        )
        .execute();
      if (dialect === "sqlite") {
        for (const [event, row] of [
          ["insert", "new"],
          ["update", "new"],
          ["delete", "old"],
        ] as const) {
          await sql`
            create trigger ${sql.raw(`place_list_version_${event}`)}
            after ${sql.raw(event)} on "place" for each row
            begin
              insert into "placeListVersion" ("userId", "version")
                select ${sql.raw(row)}."userId", 1
                where exists (select 1 from "user" where "id" = ${sql.raw(row)}."userId")
              on conflict ("userId") do update set "version" = "version" + 1;
            end
          `.execute(db);
        }
        return;
      }
      await sql`
        create function place_list_version_raise() returns trigger language plpgsql as $$
        begin
          insert into "placeListVersion" ("userId", "version")
            select distinct changed."userId", 1 from changed
            where exists (select 1 from "user" where "user"."id" = changed."userId")
          on conflict ("userId") do update set "version" = "placeListVersion"."version" + 1;
          return null;
        end
        $$
      `.execute(db);
      for (const [event, table] of [
        ["insert", "new"],
        ["update", "new"],
        ["delete", "old"],
      ] as const) {
        await sql`
          create trigger ${sql.raw(`place_list_version_${event}`)}
          after ${sql.raw(event)} on "place"
          referencing ${sql.raw(table)} table as changed
          for each statement execute function place_list_version_raise()
        `.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      for (const event of ["insert", "update", "delete"]) {
        await sql`drop trigger ${sql.raw(`place_list_version_${event}`)}${sql.raw(dialect === "postgres" ? ' on "place"' : "")}`.execute(
          db,
        );
      }
      if (dialect === "postgres") await sql`drop function place_list_version_raise()`.execute(db);
      await db.schema.dropTable("placeListVersion").execute();
    },
  };
}
