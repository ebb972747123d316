import sharp from "sharp";

/** A real PNG of one colour, as a data URL: what the browser's FileReader would hand over. */
export async function pngDataUrl(width = 8, height = 8): Promise<string> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: "#3a7" } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${bytes.toString("base64")}`;
}

/** A real image, as the browser's FileReader would hand it over. */
export async function imageDataUrl(width: number, height: number, format: "png" | "jpeg" = "png") {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } },
  });
  const bytes =
    format === "png"
      ? await image.png().toBuffer()
      : await image
          .jpeg()
          .withExif({ IFD0: { Copyright: "Alice", Artist: "Alice's phone" } })
          .toBuffer();
  return `data:image/${format};base64,${bytes.toString("base64")}`;
}
