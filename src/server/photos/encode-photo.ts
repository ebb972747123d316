import { createHash } from "node:crypto";
import sharp from "sharp";
import { text } from "#shared/i18n/text.ts";
import { PLACE_LIMITS } from "#shared/place-limits.ts";
import { payloadTooLarge, validationFailed } from "../http/errors.ts";

/** The stored photo is at most 1600 px on its longer side; the thumbnail 400 px. */
const FULL_SIZE_PX = 1600;
const THUMBNAIL_SIZE_PX = 400;
/** Refuse decompression bombs: a 2 MB file may not unpack into more than 50 megapixels. */
const MAX_INPUT_PIXELS = 50_000_000;
/**
 * The formats a phone or camera produces. sharp reads more (SVG, TIFF, PDF…), but SVG can be
 * made arbitrarily slow to render, and nobody needs the rest for a holiday photo.
 * AVIF reports itself as "heif".
 */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif"]);

export type EncodedPhoto = {
  full: Buffer;
  thumbnail: Buffer;
  /** `photoHash(full)`: stored as issued to the photo's owner (see `encodePhoto`). */
  hash: string;
  /** A shorter hash of the stored bytes: the ETag of both variants. */
  etag: string;
};

const NOT_AN_IMAGE = "The photo must be an image (JPG, PNG, WebP, GIF or AVIF)";
const notAnImage = () =>
  validationFailed([{ field: "photoUrl", message: NOT_AN_IMAGE }], `${NOT_AN_IMAGE}.`);

/** The bytes of a `data:image/…;base64,` URL: 413 over 2 MB, 400 when not base64. */
function decodePhotoDataUrl(dataUrl: string): Buffer {
  const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  // Four base64 characters carry three bytes: check the size before allocating anything.
  if (Math.floor((base64.length * 3) / 4) - 2 > PLACE_LIMITS.photoBytes) {
    throw payloadTooLarge(text("Please select a photo smaller than 2MB"));
  }
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw notAnImage();
  const bytes = Buffer.from(base64, "base64");
  // sharp throws on an empty buffer before its own error handling: no bytes, no image.
  if (bytes.length === 0) throw notAnImage();
  if (bytes.length > PLACE_LIMITS.photoBytes) {
    throw payloadTooLarge(text("Please select a photo smaller than 2MB"));
  }
  return bytes;
}

/** The SHA-256 of a photo's bytes, base64url: how a photo we issued is known again. */
export function photoHash(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("base64url");
}

/**
 * Re-encodes an uploaded image as WebP, upright (EXIF orientation applied) and without its
 * metadata, so no location or camera data is kept. Whatever sharp cannot read is not an image.
 *
 * Only the decoded pixels survive: metadata, extra RIFF chunks, bytes after the end of the
 * file and anything else a decoder skips over are gone, whatever the format, even when the
 * upload already looks like a photo of ours (a WebP within the size, with no metadata).
 *
 * The one exception is a photo we issued to this same user, known by the hash of its bytes
 * (`issued`, looked up in the owner's `issuedPhoto` rows). Those are stored as they are, so
 * restoring a backup gives back the very bytes it was made from instead of losing quality at
 * every round trip. Bytes with that hash are bytes our encoder wrote, so nothing foreign can
 * ride along. The hashes are kept per user and outlive the photo (a backup is typically
 * restored after its places were deleted) but not the account. Per user, not server-wide, so
 * an upload cannot test whether someone else on the server holds a given picture; a backup
 * moved to another account, or to a fresh server, is re-encoded once and from then on is that
 * account's own. A fresh server has no way to tell its predecessor's bytes from crafted ones:
 * a backup is a text file anyone can edit.
 */
export async function encodePhoto(
  bytes: Buffer,
  issued: ReadonlySet<string> = new Set(),
): Promise<EncodedPhoto> {
  // The header alone tells the format and size; nothing is decoded yet.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!header?.format || !ACCEPTED_FORMATS.has(header.format)) throw notAnImage();
  const pixels = (header.width ?? 0) * (header.height ?? 0);
  if (pixels > MAX_INPUT_PIXELS) {
    throw payloadTooLarge(text("Please select a smaller photo (at most 50 megapixels)"));
  }

  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }).rotate();
  const resized = (size: number, quality: number) =>
    image
      .clone()
      .resize({ width: size, height: size, fit: "inside", withoutEnlargement: true })
      .webp({ quality })
      .toBuffer();
  try {
    const [full, thumbnail] = await Promise.all([
      issued.has(photoHash(bytes)) ? bytes : resized(FULL_SIZE_PX, 82),
      resized(THUMBNAIL_SIZE_PX, 75),
    ]);
    const hash = photoHash(full);
    return { full, thumbnail, hash, etag: hash.slice(0, 22) };
  } catch {
    throw notAnImage();
  }
}

/**
 * Both steps: a data URL in, stored variants out. `issuedAmong` answers which of the hashes
 * are of photos issued to the uploader.
 */
export async function encodePhotoDataUrl(
  dataUrl: string,
  issuedAmong: (hashes: string[]) => Promise<ReadonlySet<string>>,
): Promise<EncodedPhoto> {
  const bytes = decodePhotoDataUrl(dataUrl);
  return encodePhoto(bytes, await issuedAmong([photoHash(bytes)]));
}

/**
 * A photo data URL's bytes, and how many pixels its header says they unpack into (0 when they
 * are no image: encoding says so properly). A small file can hold tens of megapixels, so a
 * request with many photos is bounded by the sum of these before any is decoded.
 */
export async function readPhotoDataUrl(
  dataUrl: string,
): Promise<{ bytes: Buffer; pixels: number }> {
  const bytes = decodePhotoDataUrl(dataUrl);
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  return { bytes, pixels: (header?.width ?? 0) * (header?.height ?? 0) };
}
