/**
 * Reading a PMTiles version 3 archive (github.com/protomaps/PMTiles, spec/v3): its 127-byte
 * header, its directories and the tile id of z/x/y. Pure: the bytes are read elsewhere.
 */

export const PMTILES_HEADER_BYTES = 127;

/** How the archive's directories or tiles are compressed (the header's codes). */
export const PMTILES_COMPRESSION = ["unknown", "none", "gzip", "brotli", "zstd"] as const;
export type PmtilesCompression = (typeof PMTILES_COMPRESSION)[number];

/** What the tiles are (the header's codes): only `mvt` is drawn as a vector map. */
export const PMTILES_TILE_TYPE = ["unknown", "mvt", "png", "jpeg", "webp", "avif"] as const;
export type PmtilesTileType = (typeof PMTILES_TILE_TYPE)[number];

export type PmtilesHeader = {
  rootDirectoryOffset: number;
  rootDirectoryLength: number;
  metadataOffset: number;
  metadataLength: number;
  leafDirectoryOffset: number;
  leafDirectoryLength: number;
  tileDataOffset: number;
  tileDataLength: number;
  internalCompression: PmtilesCompression;
  tileCompression: PmtilesCompression;
  tileType: PmtilesTileType;
  minZoom: number;
  maxZoom: number;
  /** West, south, east, north in degrees. */
  bounds: [number, number, number, number];
};

/** One directory entry: a run of `runLength` tiles from `tileId`, or a leaf directory (0). */
export type PmtilesEntry = { tileId: number; offset: number; length: number; runLength: number };

export class PmtilesError extends Error {
  override name = "PmtilesError";
}

const MAGIC = "PMTiles";

/** The header, or why these bytes do not start a PMTiles v3 archive. */
export function parsePmtilesHeader(bytes: Uint8Array): PmtilesHeader {
  if (bytes.length < PMTILES_HEADER_BYTES) {
    throw new PmtilesError(`is ${bytes.length} bytes, shorter than a PMTiles header`);
  }
  if (new TextDecoder().decode(bytes.subarray(0, 7)) !== MAGIC) {
    throw new PmtilesError('is not a PMTiles archive (it does not start with "PMTiles")');
  }
  if (bytes[7] !== 3) {
    throw new PmtilesError(`is PMTiles version ${bytes[7]}; only version 3 is read`);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // 64-bit little-endian offsets; an archive under 8 PB fits a double exactly.
  const u64 = (at: number) => Number(view.getBigUint64(at, true));
  const degrees = (at: number) => view.getInt32(at, true) / 1e7;
  return {
    rootDirectoryOffset: u64(8),
    rootDirectoryLength: u64(16),
    metadataOffset: u64(24),
    metadataLength: u64(32),
    leafDirectoryOffset: u64(40),
    leafDirectoryLength: u64(48),
    tileDataOffset: u64(56),
    tileDataLength: u64(64),
    internalCompression: PMTILES_COMPRESSION[bytes[97] ?? 0] ?? "unknown",
    tileCompression: PMTILES_COMPRESSION[bytes[98] ?? 0] ?? "unknown",
    tileType: PMTILES_TILE_TYPE[bytes[99] ?? 0] ?? "unknown",
    minZoom: bytes[100] ?? 0,
    maxZoom: bytes[101] ?? 0,
    bounds: [degrees(102), degrees(106), degrees(110), degrees(114)],
  };
}

/** Reads unsigned LEB128 varints from `bytes`, in turn. */
function varintReader(bytes: Uint8Array) {
  let at = 0;
  return () => {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = bytes[at++];
      if (byte === undefined) throw new PmtilesError("has a directory cut short");
      // Multiplication, not shifts: a tile id passes 2^32 from zoom 16.
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 128;
    }
  };
}

/**
 * A directory, already decompressed: the count, then each column in turn (id deltas, run
 * lengths, lengths, offsets), an offset of 0 meaning "straight after the previous tile".
 */
export function parsePmtilesDirectory(bytes: Uint8Array): PmtilesEntry[] {
  const next = varintReader(bytes);
  const count = next();
  const entries: PmtilesEntry[] = [];
  let tileId = 0;
  for (let i = 0; i < count; i++) {
    tileId += next();
    entries.push({ tileId, offset: 0, length: 0, runLength: 0 });
  }
  for (const entry of entries) entry.runLength = next();
  for (const entry of entries) entry.length = next();
  entries.forEach((entry, i) => {
    const value = next();
    const previous = entries[i - 1];
    entry.offset = value === 0 && previous ? previous.offset + previous.length : value - 1;
  });
  return entries;
}

/** The entry that holds `tileId` (a run covering it, or the leaf directory to look in). */
export function findPmtilesEntry(entries: PmtilesEntry[], tileId: number): PmtilesEntry | null {
  let low = 0;
  let high = entries.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const entry = entries[middle] as PmtilesEntry;
    if (entry.tileId === tileId) return entry;
    if (entry.tileId < tileId) low = middle + 1;
    else high = middle - 1;
  }
  // The last entry starting before the tile: a run that may reach it, or a leaf directory.
  const before = entries[high];
  if (!before) return null;
  if (before.runLength === 0 || tileId - before.tileId < before.runLength) return before;
  return null;
}

/** The tiles of every zoom below `z`: the first id at zoom z. */
const firstIdAt = (z: number) => (4 ** z - 1) / 3;

/** The tile id of z/x/y: tiles are numbered zoom by zoom, along a Hilbert curve within each. */
export function pmtilesTileId(z: number, x: number, y: number): number {
  if (z > 26) throw new PmtilesError("zoom above 26");
  const size = 2 ** z;
  if (x < 0 || y < 0 || x >= size || y >= size) throw new PmtilesError("tile outside its zoom");
  let rx = 0;
  let ry = 0;
  let d = 0;
  let px = x;
  let py = y;
  for (let s = size / 2; s >= 1; s /= 2) {
    rx = (px & s) > 0 ? 1 : 0;
    ry = (py & s) > 0 ? 1 : 0;
    d += s * s * ((3 * rx) ^ ry);
    if (ry === 0) {
      if (rx === 1) {
        px = size - 1 - px;
        py = size - 1 - py;
      }
      [px, py] = [py, px];
    }
  }
  return firstIdAt(z) + d;
}
