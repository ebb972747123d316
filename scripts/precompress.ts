// Writes a Brotli and a gzip copy beside a built file, at the highest levels, so the server
// sends it compressed without compressing on every request (serveStatic's `precompressed`).
import { readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export const COMPRESSIBLE = /\.(?:m?js|css|html|svg|json|webmanifest)$/;

export function writeCompressedCopies(file: string) {
  const bytes = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
}
