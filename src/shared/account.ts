import { z } from "zod";
import type { BackupPlace } from "./backup.ts";
import { canonicalBackupCode } from "./backup-code.ts";
import { PASSWORD_MAX_LENGTH, signUpSchema, VALID_EMAIL } from "./credentials.ts";
import { LANGUAGES, type Language } from "./i18n/language.ts";
import { text } from "./i18n/text.ts";
import type { TripDetail } from "./trip.ts";

/** What the account page shows of the signed-in account (GET /api/account). */
export type AccountOverview = {
  name: string;
  email: string;
  emailVerified: boolean;
  createdAt: string;
  /** Whether a password is set: changing it, and deleting the account, then ask for it. */
  hasPassword: boolean;
  twoFactorEnabled: boolean;
  /** The external sign-ins linked to the account: "google", "oidc". */
  externalSignIns: string[];
  passkeyCount: number;
  /** The language the account reads the product in. */
  language: Language;
};

/** What the account's owner may change of it here (PATCH /api/account). */
export const accountChangeSchema = z.object({
  language: z.enum(LANGUAGES, { message: text('Choose "en" (English) or "cy" (Cymraeg)') }),
});

/** One place the account is signed in (GET /api/account/sessions). */
export type AccountSession = {
  id: string;
  browser: string;
  system: string;
  createdAt: string;
  /** Better Auth renews a session once a day while it is used: this is exact to the day. */
  lastUsedAt: string;
  /** Where it began: "This network", or its address's first parts (shared/network-label.ts). */
  network: string;
  /** The session this request came from: "This device". */
  current: boolean;
};

/** A sign-in method, by type, as the export lists it: never a hash, key or secret. */
export type SignInMethod =
  | { type: "password" }
  | { type: "external"; provider: string; linkedAt: string }
  | { type: "passkey"; name: string | null; addedAt: string | null }
  | { type: "two-factor" };

/** GET /api/account/export: everything the app holds about the account, and no secret. */
export type AccountExportFile = {
  exportedAt: string;
  appName: string;
  version: "1.0";
  kind: "account";
  account: {
    name: string;
    email: string;
    emailVerified: boolean;
    createdAt: string;
    signInMethods: SignInMethod[];
  };
  achievements: { achievementId: string; earnedAt: string }[];
  places: BackupPlace[];
  /** The account's trips, each with its stops by place id and name (shared/trip.ts). */
  trips: AccountExportTrip[];
};

/** A trip as the account's data export holds it: never a share link's token or hash. */
export type AccountExportTrip = Omit<TripDetail, "id" | "days" | "unscheduled"> & {
  days: { date: string | null; stops: AccountExportStop[] }[];
  unscheduled: AccountExportStop[];
};
export type AccountExportStop = { placeId: number; placeName: string; note: string | null };

export const accountExportFileName = (now: Date) =>
  `uk-adventures-account-${now.toISOString().slice(0, 10)}.json`;

/** A session's id in a path: Better Auth's ids are short random strings. */
export const sessionIdSchema = z.string().min(1).max(100);

/** The display name, with the sign-up form's limits. */
export const displayNameSchema = signUpSchema.shape.name;

export const emailChangeSchema = z.object({
  newEmail: z.email(VALID_EMAIL).max(254, text("Use at most 254 characters")),
});

export const passwordChangeSchema = z.object({
  currentPassword: z.string().min(1, text("Enter your current password")).max(PASSWORD_MAX_LENGTH),
  newPassword: signUpSchema.shape.password,
});

/** A code from an authenticator app: six digits, spaces allowed as people type them. */
export const totpCodeSchema = z
  .string()
  .transform((code) => code.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, text("Enter the 6-digit code from your authenticator app")));

/**
 * A backup code as typed from paper: ten letters and digits, in any case, with or without
 * spaces and dashes ("7kq4m x2prd"); answered in the form the server compares.
 */
export const backupCodeSchema = z
  .string()
  .transform(canonicalBackupCode)
  .pipe(z.string().regex(/^[0-9A-Z]{10}$/, text("Enter a backup code like 7KQ4M-X2PRD")));

/**
 * POST /api/auth/delete-user as we accept it: the password when the account has one; without
 * one, a two-factor code, or a sign-in (passkey or provider) within the last few minutes.
 */
export const deleteAccountSchema = z.object({
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH).optional(),
  code: z.string().min(1).max(20).optional(),
});

/** How recent a sign-in must be to stand in for a password when deleting an account. */
export const RECENT_SIGN_IN_MINUTES = 5;

/**
 * Better Auth's error codes on the account and sign-in screens, said plainly. Anything not
 * listed keeps the server's own message.
 */
const PLAIN_AUTH_ERRORS: Record<string, string> = {
  INVALID_CODE: text("That code is not right. Check your authenticator app and try again."),
  INVALID_BACKUP_CODE: text("That backup code is not right, or it has been used already."),
  INVALID_TWO_FACTOR_COOKIE: text("That code has expired. Sign in again to get a new one."),
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: text("Too many wrong codes. Sign in again to try once more."),
  ACCOUNT_TEMPORARILY_LOCKED: text(
    "Too many wrong codes for this account. Wait 15 minutes, then sign in again.",
  ),
  INVALID_PASSWORD: text("That password is not right."),
  PASSWORD_TOO_SHORT: text("Use at least 8 characters."),
  PASSWORD_TOO_LONG: text("Use at most 128 characters."),
  CREDENTIAL_ACCOUNT_NOT_FOUND: text("This account has no password."),
  SESSION_EXPIRED: text("For your safety, sign in again first."),
  SESSION_NOT_FRESH: text("For your safety, sign in again first."),
  TOTP_ALREADY_ENABLED: text("Two-factor sign-in is already on."),
  EMAIL_ALREADY_VERIFIED: text("Your email is already confirmed."),
  TWO_FACTOR_NOT_ENABLED: text("Two-factor sign-in is off."),
  TOKEN_EXPIRED: text("That link has expired. Ask for a new one."),
  INVALID_TOKEN: text("That link is not valid. Ask for a new one."),
  INVALID_USER: text(
    "That link belongs to another account. Sign in to that account and open it again.",
  ),
  CHALLENGE_NOT_FOUND: text("The passkey request has expired. Try again."),
  PASSKEY_NOT_FOUND: text("That passkey is not registered here."),
  AUTHENTICATION_FAILED: text("The passkey could not be checked. Try again."),
  FAILED_TO_VERIFY_REGISTRATION: text("The passkey could not be added. Try again."),
};

export function plainAuthError(code: string | undefined): string | undefined {
  return code ? PLAIN_AUTH_ERRORS[code] : undefined;
}
