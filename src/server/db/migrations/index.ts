import type { Migration } from "kysely/migration";
import type { Dialect } from "../index.ts";
import { placesMigration } from "./0001-places.ts";
import { photosMigration } from "./0002-photos.ts";
import { adminMigration } from "./0003-admin.ts";
import { achievementsMigration } from "./0004-achievements.ts";
import { issuedPhotosMigration } from "./0005-issued-photos.ts";
import { placeListVersionMigration } from "./0007-place-list-version.ts";
import { earnedAchievementsMigration } from "./0008-earned-achievements.ts";
import { placeLocationMigration } from "./0009-place-location.ts";
import { postcodesMigration } from "./0010-postcodes.ts";
import { idempotencyKeysMigration } from "./0011-idempotency-keys.ts";
import { placeDuplicatesMigration } from "./0012-place-duplicates.ts";
import { placeLinkMigration } from "./0013-place-link.ts";
import { placeLocationApproximateMigration } from "./0014-place-location-approximate.ts";
import { visitsMigration } from "./0015-visits.ts";
import { tripsMigration } from "./0017-trips.ts";

/** Our tables, in order. Names sort in the order they run; never rename or edit a shipped one. */
export function appMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    "0001-places": placesMigration(dialect),
    "0002-photos": photosMigration(dialect),
    "0003-admin": adminMigration(dialect),
    "0004-achievements": achievementsMigration(dialect),
    "0005-issued-photos": issuedPhotosMigration(),
    "0007-place-list-version": placeListVersionMigration(dialect),
    "0008-earned-achievements": earnedAchievementsMigration(),
    "0009-place-location": placeLocationMigration(),
    "0010-postcodes": postcodesMigration(),
    "0011-idempotency-keys": idempotencyKeysMigration(dialect),
    "0012-place-duplicates": placeDuplicatesMigration(),
    "0013-place-link": placeLinkMigration(),
    "0014-place-location-approximate": placeLocationApproximateMigration(dialect),
    "0015-visits": visitsMigration(dialect),
    "0017-trips": tripsMigration(dialect),
  };
}
