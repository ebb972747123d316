/**
 * Draws the app's icons for the web app manifest from the brand mark in favicon.svg: 192 and
 * 512 px with rounded corners, and a 512 px "maskable" one whose art sits inside the middle
 * 80% on a full-bleed background, as Android crops it to any shape. The PNGs are committed
 * (a few KB each); run `node scripts/make-icons.ts` after changing the mark.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const outDir = path.join(import.meta.dirname, "../src/client/public/icons");
const TEAL = "#0f766e";
const MOUNTAIN = "#ccfbf1";
const SUN = "#fbbf24";

/** The mark on a 64-unit square: mountains and a sun, as favicon.svg draws it. */
const art = `<path d="M10 46 26 22l9 13 6-8 13 19Z" fill="${MOUNTAIN}"/><circle cx="45" cy="17" r="5" fill="${SUN}"/>`;

const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${TEAL}"/>${art}</svg>`;
// Maskable: no corners of its own, and the art scaled to 70% about the centre (inside the safe zone).
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${TEAL}"/><g transform="translate(9.6 9.6) scale(0.7)">${art}</g></svg>`;

mkdirSync(outDir, { recursive: true });
const icons: [string, string, number][] = [
  ["icon-192.png", rounded, 192],
  ["icon-512.png", rounded, 512],
  ["maskable-512.png", maskable, 512],
  ["apple-touch-icon-180.png", maskable, 180],
];
for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(outDir, name));
}
console.log(`Wrote ${icons.length} icons to ${path.relative(process.cwd(), outDir)}`);
