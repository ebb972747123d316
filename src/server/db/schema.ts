import type { ColumnType, Generated } from "kysely";

/**
 * Table types for Kysely. Better Auth owns `user`, `session`, `account`, `verification` and
 * `rateLimit` (its migrations create them); we read them here. Dates are ISO strings on SQLite
 * and Date objects on PostgreSQL, hence the union.
 */
type Timestamp = ColumnType<Date | string, Date | string, Date | string>;
type Flag = ColumnType<boolean | number, boolean | number, boolean | number>;

export type UserTable = {
  id: string;
  name: string;
  email: string;
  emailVerified: Flag;
  image: string | null;
  /** Better Auth's two-factor plugin's column: on once a first code confirmed the secret. */
  twoFactorEnabled: ColumnType<boolean | number | null, never, boolean | number>;
  /**
   * The language the account reads the product in: "en" or "cy" (Better Auth's field); null
   * for an account made before it, which reads English.
   */
  language: ColumnType<string | null, string | null | undefined, string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type SessionTable = {
  id: string;
  token: string;
  userId: string;
  expiresAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
  /** "code" or "passkey": the second factor the sign-in that began it asked for, if any. */
  secondFactor: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type RateLimitTable = {
  id: Generated<string>;
  key: string;
  count: number;
  lastRequest: ColumnType<number | string, number, number>;
};

export type PlaceTable = {
  id: Generated<number>;
  userId: string;
  name: string;
  address: string | null;
  notes: string | null;
  /** A web address to find the place again (migrations/0013-place-link.ts). */
  link: string | null;
  category: string | null;
  mood: string | null;
  visited: Flag;
  visitedDate: Timestamp | null;
  /**
   * Whether the location was found from a town or postcode in its name or address, not given
   * as coordinates (migrations/0014-place-location-approximate.ts).
   */
  locationApproximate: ColumnType<boolean | number, boolean | number | undefined, boolean | number>;
  /**
   * The folded name and address (shared/duplicate-place.ts): indexed, not unique, as places of
   * one name far apart are different places (migrations/0012-place-duplicates.ts).
   */
  duplicateKey: string;
  photoId: number | null;
  /** WGS84 decimal degrees; both or neither (migrations/0009-place-location.ts). */
  latitude: number | null;
  longitude: number | null;
  /** How many visits the place has (migrations/0015-visits.ts). */
  visitCount: ColumnType<number, number | undefined, number>;
  /**
   * The UK nation of the town nearest the location, null without one or far from every town
   * (migrations/0016-place-nation.ts): set with the location, by every write.
   */
  nation: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * Rises by one with each change; what a write's If-Match names
   * (migrations/0018-place-version.ts).
   */
  version: ColumnType<number, number | undefined, number>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

/** A visit to a place: a day, and a note (migrations/0015-visits.ts). */
export type VisitTable = {
  id: Generated<number>;
  placeId: number;
  userId: string;
  /** YYYY-MM-DD; null for a visit recorded before visits had days (a visit with no date). */
  date: string | null;
  note: string | null;
  createdAt: Timestamp;
};

/** A trip: a named plan of days (migrations/0017-trips.ts). */
export type TripTable = {
  id: Generated<number>;
  userId: string;
  name: string;
  /** YYYY-MM-DD, both or neither. */
  startDate: string | null;
  endDate: string | null;
  notes: string | null;
  /** One per date for a dated trip; as the plan says for an undated one. */
  dayCount: number;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

/** One of the user's places on a trip: a day (from 0; null while unscheduled) and a position. */
export type TripStopTable = {
  id: Generated<number>;
  tripId: number;
  userId: string;
  placeId: number;
  day: number | null;
  position: number;
  note: string | null;
};

/** A trip's share link, by the SHA-256 of its token (base64url); never the token itself. */
export type TripShareTable = {
  tripId: number;
  userId: string;
  tokenHash: string;
  showName: Flag;
  includePhotos: Flag;
  createdAt: Timestamp;
  expiresAt: Timestamp;
};

/** Goes up with every change to the user's places (migrations/0007-place-list-version.ts). */
export type PlaceListVersionTable = {
  userId: string;
  /** A bigint on PostgreSQL, which the driver hands over as a string. */
  version: ColumnType<number | string, never, never>;
};

export type PhotoTable = {
  id: Generated<number>;
  userId: string;
  /** WebP, at most 1600 px on the longer side. */
  full: Uint8Array;
  /** WebP, at most 400 px on the longer side. */
  thumbnail: Uint8Array;
  etag: string;
  createdAt: Timestamp;
};

/** A photo we encoded for this user, by the SHA-256 of its full bytes (base64url). */
export type IssuedPhotoTable = {
  userId: string;
  hash: string;
};

export type AdminGrantTable = {
  userId: string;
  grantedAt: Timestamp;
};

export type AuditLogTable = {
  id: Generated<number>;
  kind: string;
  at: Timestamp;
  actor: string | null;
  action: string;
  target: string | null;
  ip: string | null;
};

export type AchievementTable = {
  userId: string;
  achievementId: string;
  earnedAt: Timestamp;
};

/** A UK postcode's position (migrations/0010-postcodes.ts), from the ONS Postcode Directory. */
export type PostcodeTable = {
  /** Upper case, no spaces: "SW1A1AA". */
  postcode: string;
  /** WGS84 decimal degrees. */
  latitude: number;
  longitude: number;
};

/**
 * The answer to a write sent with an Idempotency-Key, kept a day
 * (migrations/0011-idempotency-keys.ts); `status` is null while the first request runs.
 */
export type IdempotencyKeyTable = {
  userId: string;
  key: string;
  fingerprint: string;
  status: number | null;
  contentType: string | null;
  body: string | null;
  createdAt: Timestamp;
};

/**
 * Better Auth's single-use values: password reset links, trusted-device marks, a sign-in
 * waiting for its second factor; `value` is often the user's id.
 */
export type VerificationTable = {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

/** A sign-in method of a user: "credential" (the password) or an external provider's account. */
export type AccountTable = {
  id: string;
  userId: string;
  providerId: string;
  accountId: string;
  /** The password's hash, on the "credential" account only. Never read out of the server. */
  password: ColumnType<string | null, never, never>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

/** A passkey (Better Auth's passkey plugin); its public key is all the server holds of it. */
export type PasskeyTable = {
  id: string;
  name: string | null;
  userId: string;
  deviceType: string;
  backedUp: Flag;
  createdAt: Timestamp | null;
};

/** The two-factor secret and backup codes (Better Auth's plugin), encrypted. Never read out. */
export type TwoFactorTable = {
  id: string;
  userId: string;
  verified: Flag | null;
};

export type Database = {
  user: UserTable;
  session: SessionTable;
  rateLimit: RateLimitTable;
  place: PlaceTable;
  visit: VisitTable;
  trip: TripTable;
  tripStop: TripStopTable;
  tripShare: TripShareTable;
  placeListVersion: PlaceListVersionTable;
  photo: PhotoTable;
  issuedPhoto: IssuedPhotoTable;
  account: AccountTable;
  adminGrant: AdminGrantTable;
  auditLog: AuditLogTable;
  achievement: AchievementTable;
  postcode: PostcodeTable;
  passkey: PasskeyTable;
  twoFactor: TwoFactorTable;
  idempotencyKey: IdempotencyKeyTable;
  verification: VerificationTable;
};
