import { t } from "@lingui/core/macro";
import {
  chosenPhotoProblem,
  fitsAsChosen,
  PHOTO_MESSAGES,
  SENT_PHOTO_MAX_BYTES,
  SHRINK_QUALITIES,
  shrunkSize,
} from "#shared/photo-shrink.ts";

/** A chosen photo made ready to send, or why it cannot be. */
export type PreparedPhoto = { dataUrl: string } | { problem: string };

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

type Encode = (type: string, quality: number) => Promise<Blob>;

/**
 * The picture drawn at `size` on a canvas, and a way to encode it. A white ground first: a
 * browser whose canvas cannot write WebP (Safari) writes JPEG, which has no transparency and
 * would turn a transparent PNG's background black.
 */
function drawn(bitmap: ImageBitmap, size: { width: number; height: number }): Encode {
  const draw = (context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null) => {
    if (!context) throw new Error("No 2D canvas");
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, size.width, size.height);
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, size.width, size.height);
  };
  if (typeof OffscreenCanvas !== "undefined") {
    const canvas = new OffscreenCanvas(size.width, size.height);
    draw(canvas.getContext("2d"));
    return (type, quality) => canvas.convertToBlob({ type, quality });
  }
  const canvas = document.createElement("canvas");
  canvas.width = size.width;
  canvas.height = size.height;
  draw(canvas.getContext("2d"));
  return (type, quality) =>
    new Promise((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error("Not encoded"))),
        type,
        quality,
      ),
    );
}

/** WebP where the browser writes it, else JPEG (a browser that cannot answers PNG instead). */
async function encoded(encode: Encode, quality: number): Promise<Blob> {
  const webp = await encode("image/webp", quality);
  return webp.type === "image/webp" ? webp : encode("image/jpeg", quality);
}

/**
 * Makes a chosen photo ready to send (docs/decisions/0033): as it is when it already fits
 * (2 MB, 2,048 px), else drawn with its longer side at 2,048 px, upright, and encoded at the
 * first quality that brings it within 2 MB. Drawing keeps only the pixels, so the camera's
 * location and other metadata are not sent either.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const problem = chosenPhotoProblem(file);
  if (problem) return { problem };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    // A file named .jpg that is not one would otherwise show as a broken preview.
    const fileName = file.name;
    return {
      problem: t`"${fileName}" is not a picture this browser can open. Please choose a JPG or PNG photo.`,
    };
  }
  try {
    const { width, height } = bitmap;
    if (fitsAsChosen({ bytes: file.size, width, height })) {
      return { dataUrl: await readAsDataUrl(file) };
    }
    const encode = drawn(bitmap, shrunkSize(width, height));
    for (const quality of SHRINK_QUALITIES) {
      const blob = await encoded(encode, quality);
      if (blob.size <= SENT_PHOTO_MAX_BYTES) return { dataUrl: await readAsDataUrl(blob) };
    }
    return { problem: PHOTO_MESSAGES.overSentLimit };
  } catch {
    return { problem: PHOTO_MESSAGES.unreadable };
  } finally {
    bitmap.close();
  }
}
