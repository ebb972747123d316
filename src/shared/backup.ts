import { APP_NAME, APP_SLUG } from "./app-info.ts";
import { formatCount } from "./format-count.ts";
import { text } from "./i18n/text.ts";
import { type BulkPlaceInput, bulkPlaceSchema, type Place } from "./place.ts";
import { PLACE_LIMITS } from "./place-limits.ts";
import type { VisitRecord } from "./visit.ts";

/** The backup file's version. */
export const BACKUP_VERSION = "1.0";

/** A restore file larger than this is refused before it is read (it would not fit in memory). */
export const RESTORE_MAX_BYTES = 200 * 1024 * 1024;

/**
 * One place in a backup: a place's fields, plus the photo as a data URL so a backup loses
 * nothing. `id` is informational: a restore gives every place a new one.
 */
// The file keeps the fields it always had: a place's version means nothing to another server.
// It carries the visits themselves, newest first, rather than their count.
export type BackupPlace = Omit<Place, "updatedAt" | "version" | "visitCount"> & {
  visits: VisitRecord[];
};

/**
 * A place as a backup (or an account's data file) writes it: every field, chosen by name so a
 * field added to places later is never written without a decision, and in the file's order.
 */
export function toBackupPlace(place: Place, visits: readonly VisitRecord[] = []): BackupPlace {
  return {
    id: place.id,
    name: place.name,
    address: place.address,
    notes: place.notes,
    category: place.category,
    mood: place.mood,
    visited: place.visited,
    visitedDate: place.visitedDate,
    visits: [...visits],
    createdAt: place.createdAt,
    photoUrl: place.photoUrl,
    latitude: place.latitude,
    longitude: place.longitude,
    locationApproximate: place.locationApproximate,
    link: place.link,
  };
}

/**
 * Whose places a file holds: one person's list (`personal`), or every account's, made by an
 * administrator (`system`, docs/product.md#system-backup). Files made before `kind` existed
 * have none, and are personal unless they list users.
 */
export type BackupKind = "personal" | "system";

/** The backup file (docs/product.md#backup-file). */
export type BackupFile = {
  exportedAt: string;
  version: typeof BACKUP_VERSION;
  appName: typeof APP_NAME;
  kind: "personal";
  totalPlaces: number;
  places: BackupPlace[];
};

/** The header fields of a personal backup file, everything but its places. */
export function backupHeader(totalPlaces: number, now: Date): Omit<BackupFile, "places"> {
  return {
    exportedAt: now.toISOString(),
    version: BACKUP_VERSION,
    appName: APP_NAME,
    kind: "personal",
    totalPlaces,
  };
}

/** YYYY-MM-DD in the local zone of whoever calls it. */
function localDay(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** `uk-adventures-backup-{YYYY-MM-DD}.json`: a person's own list. */
export function backupFileName(now: Date): string {
  return `${APP_SLUG}-backup-${localDay(now)}.json`;
}

/**
 * `uk-adventures-system-backup-{YYYY-MM-DD}.json`: every account's places, named apart so that
 * nobody takes it for their own backup when choosing a file to restore.
 */
export function systemBackupFileName(now: Date): string {
  return `${APP_SLUG}-system-backup-${localDay(now)}.json`;
}

export const RESTORE_ERRORS = {
  format: "Invalid backup format",
  missingName: "Invalid place data: missing name",
  empty: "This backup holds no places.",
  system:
    "This is a system backup of every account, made by an administrator. It cannot be restored into your own list.",
} as const;

export type RestoreReading = { ok: true; places: BulkPlaceInput[] } | { ok: false; error: string };

/**
 * A backup nests three deep. Parsing millions of nested brackets exhausts a browser tab's
 * memory (a 100 MB file of "[" crashes it), so depth is checked before JSON.parse sees the text.
 */
const MAX_DEPTH = 32;
const QUOTE = 34;
const BACKSLASH = 92;
const OPENERS = new Set([91, 123]);
const CLOSERS = new Set([93, 125]);

function nestsTooDeep(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (OPENERS.has(code)) {
      if (++depth > MAX_DEPTH) return true;
    } else if (CLOSERS.has(code)) depth--;
  }
  return false;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Visited is coerced to a boolean; "false", "no" and "0" written by hand mean false. */
function asVisited(value: unknown): boolean {
  if (typeof value === "string") return !/^(false|no|0|)$/i.test(value.trim());
  return Boolean(value);
}

/** A missing optional field becomes null. The id is dropped: a restore makes new ones. */
function toBulkPlace(place: Record<string, unknown>): BulkPlaceInput {
  const field = (key: string) => place[key] ?? null;
  const visited = asVisited(place.visited);
  return {
    name: place.name as string,
    address: field("address"),
    notes: field("notes"),
    category: field("category"),
    mood: field("mood"),
    photoUrl: field("photoUrl"),
    // A backup from before places had a location has neither: both null.
    latitude: field("latitude"),
    longitude: field("longitude"),
    // A backup from before places had a link has none, and one from before locations were
    // marked approximate has exact ones.
    link: field("link"),
    locationApproximate: place.locationApproximate === true,
    visited,
    visitedDate: visited ? field("visitedDate") : null,
    // A backup from before places had visits has none: its visitedDate makes the one visit.
    ...(Array.isArray(place.visits) && place.visits.length > 0 && visited
      ? { visits: place.visits }
      : {}),
    createdAt: field("createdAt"),
  } as BulkPlaceInput;
}

/**
 * Reads a backup file's text into places ready for POST /api/places/bulk, or says in the
 * product's words why it cannot. Every place is checked against the server's own schema first,
 * so a file that is not ours is refused before anything is written.
 */
export function readBackup(contents: string): RestoreReading {
  if (nestsTooDeep(contents)) return { ok: false, error: RESTORE_ERRORS.format };
  let file: unknown;
  try {
    file = JSON.parse(contents);
  } catch {
    return { ok: false, error: RESTORE_ERRORS.format };
  }
  if (!isRecord(file) || !Array.isArray(file.places)) {
    return { ok: false, error: RESTORE_ERRORS.format };
  }
  // Every account's places would all land in this one list (a system backup's places each name
  // their owner, which a restore cannot keep). A users list marks one made before `kind` was
  // written, should there be any.
  if (file.kind === "system" || Array.isArray(file.users)) {
    return { ok: false, error: RESTORE_ERRORS.system };
  }
  if (file.places.length === 0) return { ok: false, error: RESTORE_ERRORS.empty };
  if (file.places.length > PLACE_LIMITS.perUser) {
    return {
      ok: false,
      error: text("This backup holds {count} places; a list holds at most {max}.", {
        count: formatCount(file.places.length),
        max: formatCount(PLACE_LIMITS.perUser),
      }),
    };
  }
  const places: BulkPlaceInput[] = [];
  for (const [index, entry] of file.places.entries()) {
    if (!isRecord(entry) || typeof entry.name !== "string" || !entry.name.trim()) {
      return { ok: false, error: RESTORE_ERRORS.missingName };
    }
    const place = toBulkPlace(entry);
    const checked = bulkPlaceSchema.safeParse(place);
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const field = issue?.path.join(".") || "place";
      return {
        ok: false,
        error: text("Invalid place data: place {number} ({name}): {field}: {problem}", {
          number: index + 1,
          name: entry.name.trim().slice(0, 40),
          field,
          problem: issue?.message ?? "",
        }),
      };
    }
    places.push(place);
  }
  return { ok: true, places };
}
