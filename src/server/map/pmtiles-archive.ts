import { createHash } from "node:crypto";
import { closeSync, openSync, readSync, statSync } from "node:fs";
import { open } from "node:fs/promises";
import { promisify } from "node:util";
import { brotliDecompress, gunzip, zstdDecompress } from "node:zlib";
import {
  bytesToHeader,
  Compression,
  type Header,
  PMTiles,
  SharedPromiseCache,
  type Source,
  TileType,
} from "pmtiles";

/** A PMTiles archive checked at start-up: where it is, what it holds, and its version. */
export type PmtilesFile = {
  file: string;
  header: Header;
  /** Changes when the file does: it is in the tiles' address, so a copy of an old tile is never used. */
  version: string;
};

const HEADER_BYTES = 127;

/**
 * The archive's header, read at start-up (so synchronous, where the library's reader is not)
 * and parsed by the library. Throws with the reason when the file is missing, unreadable, not
 * a PMTiles v3 archive or not of vector tiles: the library itself checks only the first two
 * bytes and refuses versions above 3, so the rest is checked here.
 */
export function readPmtilesFile(file: string): PmtilesFile {
  let fd: number;
  try {
    fd = openSync(file, "r");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(code === "ENOENT" ? `no file at ${file}` : `cannot read ${file} (${code})`);
  }
  try {
    const bytes = new Uint8Array(HEADER_BYTES);
    const read = readSync(fd, bytes, 0, HEADER_BYTES, 0);
    if (read < HEADER_BYTES) throw new Error(`is ${read} bytes, shorter than a PMTiles header`);
    if (Buffer.from(bytes.subarray(0, 7)).toString("latin1") !== "PMTiles") {
      throw new Error('is not a PMTiles archive (it does not start with "PMTiles")');
    }
    if (bytes[7] !== 3) throw new Error(`is PMTiles version ${bytes[7]}; only version 3 is read`);
    const header = bytesToHeader(bytes.buffer);
    if (header.tileType !== TileType.Mvt) {
      const kind = (TileType[header.tileType] ?? "unknown").toLowerCase();
      throw new Error(`holds ${kind} tiles; the map draws vector (MVT) tiles only`);
    }
    const { size, mtimeMs } = statSync(file);
    const version = createHash("sha256")
      .update(bytes)
      .update(`${size}:${mtimeMs}`)
      .digest("base64url")
      .slice(0, 12);
    return { file, header, version };
  } catch (error) {
    throw new Error(`${file} ${(error as Error).message}`);
  } finally {
    closeSync(fd);
  }
}

const UNZIP = {
  [Compression.Gzip]: promisify(gunzip),
  [Compression.Brotli]: promisify(brotliDecompress),
  [Compression.Zstd]: promisify(zstdDecompress),
};

/** Node's zlib for what the archive compressed (the library's default knows gzip only). */
export async function decompress(bytes: ArrayBuffer, compression: Compression) {
  if (compression === Compression.None || compression === Compression.Unknown) return bytes;
  const unzipped = await UNZIP[compression](new Uint8Array(bytes));
  return new Uint8Array(unzipped).buffer;
}

/** The library's `Source` over a file on disk: it asks for byte ranges, read here. */
function fileSource(file: string, version: string): Source {
  return {
    getKey: () => `${file}?v=${version}`,
    async getBytes(offset, length) {
      const handle = await open(file, "r");
      try {
        const bytes = new Uint8Array(length);
        const { bytesRead } = await handle.read(bytes, 0, length, offset);
        return { data: bytes.buffer.slice(0, bytesRead) };
      } finally {
        await handle.close();
      }
    },
  };
}

/** Directories kept in memory (the header, the root and leaves, a few KB each). */
const DIRECTORIES_KEPT = 64;

export type ArchiveTile = { bytes: Uint8Array<ArrayBuffer>; compression: Compression };

/** Reads tiles from the archive on disk with the `pmtiles` library. */
export function pmtilesArchive({ file, header, version }: PmtilesFile) {
  const archive = new PMTiles(
    fileSource(file, version),
    // Directories are unzipped to be read...
    new SharedPromiseCache(DIRECTORIES_KEPT, false, decompress),
    // ...tiles are not: they go to the browser compressed as stored.
    async (bytes) => bytes,
  );
  return {
    /** The tile's bytes as stored (compressed as `compression` says), or null where none is. */
    async tile(z: number, x: number, y: number): Promise<ArchiveTile | null> {
      const tile = await archive.getZxy(z, x, y);
      if (!tile) return null;
      return { bytes: new Uint8Array(tile.data), compression: header.tileCompression };
    },
  };
}
