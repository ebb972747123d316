import { PLACE_LIMITS } from "./place-limits.ts";

/**
 * A chosen photo is made smaller in the browser before it is sent (docs/decisions/0033), so a
 * phone's photo is taken whatever its size up to CHOSEN_PHOTO_MAX_BYTES. These are the rules;
 * the drawing is the browser's (features/places/shrink-photo.ts).
 */

/** The largest file a person may choose: a phone's biggest photo, with room to spare. */
export const CHOSEN_PHOTO_MAX_BYTES = 30 * 1024 * 1024;

/** The longer side of a photo as it is sent: above what the server keeps (1600 px). */
export const SENT_PHOTO_MAX_SIDE_PX = 2048;

/** What is sent may be at most what the server accepts. */
export const SENT_PHOTO_MAX_BYTES = PLACE_LIMITS.photoBytes;

/** The encoder's qualities, tried in turn until the photo fits SENT_PHOTO_MAX_BYTES. */
export const SHRINK_QUALITIES = [0.85, 0.72, 0.6, 0.45] as const;

export const PHOTO_MESSAGES = {
  notAnImage: "Please choose an image file (JPG or PNG).",
  overChosenLimit: "Please select a photo smaller than 30MB",
  /** Said when the photo is still too big once made smaller: the server's own words. */
  overSentLimit: "Please select a photo smaller than 2MB",
  unreadable: "That photo could not be read. Please try another.",
} as const;

/** Why a chosen file is refused before it is even opened, or null when it may be tried. */
export function chosenPhotoProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith("image/")) return PHOTO_MESSAGES.notAnImage;
  if (file.size > CHOSEN_PHOTO_MAX_BYTES) return PHOTO_MESSAGES.overChosenLimit;
  return null;
}

/**
 * Whether a photo can be sent as it was chosen: small enough in bytes and in pixels. The
 * server re-encodes it either way (decision 0022); a photo that fits is not made worse by a
 * second lossy encoding here.
 */
export function fitsAsChosen(photo: { bytes: number; width: number; height: number }): boolean {
  return (
    photo.bytes <= SENT_PHOTO_MAX_BYTES &&
    Math.max(photo.width, photo.height) <= SENT_PHOTO_MAX_SIDE_PX
  );
}

/**
 * The size a photo is drawn at: its longer side at most `maxSide`, the shape kept, never
 * enlarged, at least 1 px each way.
 */
export function shrunkSize(
  width: number,
  height: number,
  maxSide: number = SENT_PHOTO_MAX_SIDE_PX,
): { width: number; height: number } {
  const longer = Math.max(width, height);
  if (longer <= maxSide) return { width, height };
  const scale = maxSide / longer;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
