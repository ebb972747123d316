import { t } from "@lingui/core/macro";
import { api, withTimeout } from "#client/lib/api-client.ts";
import { sharedText } from "#client/lib/i18n.tsx";
import { saveFile } from "#client/lib/save-file.ts";
import { okJson } from "#shared/api-answer.ts";
import { backupFileName, RESTORE_MAX_BYTES, readBackup } from "#shared/backup.ts";
import {
  GEOCODE_BATCH_MAX_NAMES,
  type GeocodeResult,
  NEAREST_TOWNS_MAX_POINTS,
} from "#shared/geo/geocode.ts";
import type { PlaceText } from "#shared/geo/town-in-text.ts";
import type { ImportedPlace } from "#shared/import-formats/imported-place.ts";
import { nameNearTown } from "#shared/import-formats/place-names.ts";
import { bestFound } from "./best-found.ts";

/** A backup with many photos runs to hundreds of megabytes: allow it ten minutes. */
const BACKUP_TIMEOUT_MS = 10 * 60_000;

/** Saves the user's backup (GET /api/backup) as a file named for today. */
export async function downloadBackup(): Promise<string> {
  const answer = await api.backup.$get(undefined, withTimeout(BACKUP_TIMEOUT_MS));
  const blob = await answer.blob();
  const fileName = backupFileName(new Date());
  saveFile(blob, fileName);
  return fileName;
}

const MAX_MEGABYTES = RESTORE_MAX_BYTES / (1024 * 1024);

/** Reads a chosen backup file: the places to restore, or the sentence saying why not. */
export async function readBackupFile(file: File) {
  if (!file.name.toLowerCase().endsWith(".json")) {
    return { ok: false, error: t`Choose a backup file ending in .json.` } as const;
  }
  if (file.size > RESTORE_MAX_BYTES) {
    return {
      ok: false,
      error: t`This file is larger than ${MAX_MEGABYTES} MB, too large to be a backup.`,
    } as const;
  }
  let text: string;
  try {
    text = await file.text();
  } catch {
    return {
      ok: false,
      error: t`Could not read backup file. Please check the file format.`,
    } as const;
  }
  const reading = readBackup(text);
  // The shared reader says why in English: shown in the reader's language where the
  // catalogue has it.
  return reading.ok ? reading : { ok: false as const, error: sharedText(reading.error) };
}

/** The longest text POST /api/geocode/batch looks up. */
const GEOCODE_MAX_CHARS = 200;
/** Time for one batch of names: a thousand take about a third of a second on the server. */
const GEOCODE_TIMEOUT_MS = 60_000;

/**
 * The best position this server knows for each text (POST /api/geocode/batch), in the order
 * given, as many requests as it takes; null for a text not found, or too long or empty to ask.
 */
async function lookUp(
  texts: readonly (string | null)[],
  signal: AbortSignal,
): Promise<(GeocodeResult | null)[]> {
  const results: (GeocodeResult | null)[] = texts.map(() => null);
  const asked = texts.flatMap((text, index) =>
    text && text.trim() !== "" && text.length <= GEOCODE_MAX_CHARS ? [index] : [],
  );
  for (let start = 0; start < asked.length; start += GEOCODE_BATCH_MAX_NAMES) {
    const chunk = asked.slice(start, start + GEOCODE_BATCH_MAX_NAMES);
    const answer = await okJson(
      api.geocode.batch.$post(
        { json: { names: chunk.map((index) => texts[index] ?? "") } },
        { init: { signal: AbortSignal.any([signal, AbortSignal.timeout(GEOCODE_TIMEOUT_MS)]) } },
      ),
    );
    chunk.forEach((index, at) => {
      results[index] = answer.results[at] ?? null;
    });
  }
  return results;
}

/**
 * Positions for places without coordinates (a file's, or a pasted line's): each is looked up
 * by its name and by its address, and placed by what they find as bestFound decides. Null for
 * a place neither finds.
 */
export async function findByName(
  places: readonly PlaceText[],
  signal: AbortSignal,
): Promise<(GeocodeResult | null)[]> {
  const byName = await lookUp(
    places.map((place) => place.name ?? null),
    signal,
  );
  const byAddress = await lookUp(
    places.map((place) => place.address ?? null),
    signal,
  );
  return places.map((place, i) => bestFound(place, byAddress[i], byName[i]));
}

/**
 * The places with "near {town}" added to each name the file did not give ("Point 3 near
 * Keswick", "Dropped pin near Rye", in the reader's language), the town being the nearest to
 * its position (POST /api/geocode/nearest-towns), so the preview shows the names that will be
 * kept and decides repeats by them. A place without a position, or far from every town, keeps
 * its name; so does every place if the look-up fails: the names are still told apart by number.
 */
export async function nameNearTowns(
  places: readonly ImportedPlace[],
  signal: AbortSignal,
): Promise<ImportedPlace[]> {
  const asked = places.flatMap((place, index) =>
    place.placeholderName && place.latitude !== null && place.longitude !== null ? [index] : [],
  );
  const named = [...places];
  try {
    for (let start = 0; start < asked.length; start += NEAREST_TOWNS_MAX_POINTS) {
      const chunk = asked.slice(start, start + NEAREST_TOWNS_MAX_POINTS);
      const points = chunk.map((index) => ({
        latitude: places[index]?.latitude ?? 0,
        longitude: places[index]?.longitude ?? 0,
      }));
      const { towns } = await okJson(
        api.geocode["nearest-towns"].$post(
          { json: { points } },
          { init: { signal: AbortSignal.any([signal, AbortSignal.timeout(GEOCODE_TIMEOUT_MS)]) } },
        ),
      );
      chunk.forEach((index, at) => {
        const place = places[index];
        if (place) named[index] = nameNearTown(place, towns[at]);
      });
    }
  } catch (error) {
    if (signal.aborted) throw error;
  }
  return named.map(inReadersWords);
}

/** A name the file did not give, in the reader's language: "Pwynt 3 ger Keswick" in Welsh. */
function inReadersWords(place: ImportedPlace): ImportedPlace {
  const name = place.placeholderName ? sharedText(place.name) : place.name;
  return name === place.name ? place : { ...place, name };
}
