import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { PLACE_LIMITS } from "../../shared/place-limits.ts";
import { payloadTooLarge, validationFailed } from "../http/errors.ts";

/** design.md §4: the stored photo is at most 1600 px on its longer side; the thumbnail 400 px. */
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
  /** A hash of the stored bytes: the ETag of both variants. */
  etag: string;
};

const NOT_AN_IMAGE = "The photo must be an image (JPG, PNG, WebP, GIF or AVIF)";
const notAnImage = () =>
  validationFailed([{ field: "photoUrl", message: NOT_AN_IMAGE }], `${NOT_AN_IMAGE}.`);

/** The bytes of a `data:image/…;base64,` URL: 413 over 2 MB (spec §9), 400 when not base64. */
function decodePhotoDataUrl(dataUrl: string): Buffer {
  const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  // Four base64 characters carry three bytes: check the size before allocating anything.
  if (Math.floor((base64.length * 3) / 4) - 2 > PLACE_LIMITS.photoBytes) {
    throw payloadTooLarge("Please select a photo smaller than 2MB");
  }
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw notAnImage();
  const bytes = Buffer.from(base64, "base64");
  // sharp throws on an empty buffer before its own error handling: no bytes, no image.
  if (bytes.length === 0) throw notAnImage();
  if (bytes.length > PLACE_LIMITS.photoBytes) {
    throw payloadTooLarge("Please select a photo smaller than 2MB");
  }
  return bytes;
}

/**
 * True for a photo as we store it: a single-frame WebP within the full size, with no metadata
 * at all. A restored backup brings these back; keeping their bytes means a backup restores
 * byte for byte instead of losing quality at every round trip.
 */
function isAlreadyEncoded(header: Metadata): boolean {
  return (
    header.format === "webp" &&
    (header.pages ?? 1) === 1 &&
    header.width <= FULL_SIZE_PX &&
    header.height <= FULL_SIZE_PX &&
    !header.exif &&
    !header.icc &&
    !header.xmp &&
    !header.iptc &&
    header.orientation === undefined
  );
}

/**
 * Re-encodes an uploaded image as WebP, upright (EXIF orientation applied) and without its
 * metadata, so no location or camera data is kept. Whatever sharp cannot read is not an image.
 */
export async function encodePhoto(bytes: Buffer): Promise<EncodedPhoto> {
  // The header alone tells the format and size; nothing is decoded yet.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!header?.format || !ACCEPTED_FORMATS.has(header.format)) throw notAnImage();
  const pixels = (header.width ?? 0) * (header.height ?? 0);
  if (pixels > MAX_INPUT_PIXELS) {
    throw payloadTooLarge("Please select a smaller photo (at most 50 megapixels)");
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
      isAlreadyEncoded(header) ? bytes : resized(FULL_SIZE_PX, 82),
      resized(THUMBNAIL_SIZE_PX, 75),
    ]);
    const etag = createHash("sha256").update(full).digest("base64url").slice(0, 22);
    return { full, thumbnail, etag };
  } catch {
    throw notAnImage();
  }
}

/** Both steps: a data URL in, stored variants out. */
export async function encodePhotoDataUrl(dataUrl: string): Promise<EncodedPhoto> {
  return encodePhoto(decodePhotoDataUrl(dataUrl));
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
