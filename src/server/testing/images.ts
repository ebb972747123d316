import sharp from "sharp";

/** A real PNG of one colour, as a data URL: what the browser's FileReader would hand over. */
export async function pngDataUrl(width = 8, height = 8): Promise<string> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: "#3a7" } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${bytes.toString("base64")}`;
}
