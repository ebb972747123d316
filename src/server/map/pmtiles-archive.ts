import { createHash } from "node:crypto";
import { closeSync, openSync, readSync, statSync } from "node:fs";
import { open } from "node:fs/promises";
import { promisify } from "node:util";
import { brotliDecompress, gunzip, zstdDecompress } from "node:zlib";
import {
  findPmtilesEntry,
  PMTILES_HEADER_BYTES,
  type PmtilesCompression,
  type PmtilesEntry,
  type PmtilesHeader,
  parsePmtilesDirectory,
  parsePmtilesHeader,
  pmtilesTileId,
} from "#shared/geo/pmtiles.ts";

/** A PMTiles archive checked at start-up: where it is, what it holds, and its version. */
export type PmtilesFile = {
  file: string;
  header: PmtilesHeader;
  /** Changes when the file does: it is in the tiles' address, so a copy of an old tile is never used. */
  version: string;
};

/**
 * The archive's header, read at start-up (so synchronous). Throws with the reason when the
 * file is missing, unreadable or not a PMTiles v3 archive.
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
    const bytes = new Uint8Array(PMTILES_HEADER_BYTES);
    const read = readSync(fd, bytes, 0, PMTILES_HEADER_BYTES, 0);
    const header = parsePmtilesHeader(bytes.subarray(0, read));
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

const DECOMPRESS: Record<PmtilesCompression, (bytes: Uint8Array) => Promise<Uint8Array>> = {
  unknown: async (bytes) => bytes,
  none: async (bytes) => bytes,
  gzip: promisify(gunzip),
  brotli: promisify(brotliDecompress),
  zstd: promisify(zstdDecompress),
};

/** Leaf directories kept in memory: a few hundred bytes to a few kilobytes each. */
const LEAVES_KEPT = 64;
/** The root and at most three levels of leaves, as the format allows. */
const MAX_DEPTH = 4;

export type ArchiveTile = { bytes: Uint8Array<ArrayBuffer>; compression: PmtilesCompression };

/** Reads tiles from the archive on disk, one range of bytes at a time. */
export function pmtilesArchive({ file, header }: PmtilesFile) {
  async function readRange(offset: number, length: number): Promise<Uint8Array<ArrayBuffer>> {
    const handle = await open(file, "r");
    try {
      const bytes = new Uint8Array(length);
      const { bytesRead } = await handle.read(bytes, 0, length, offset);
      return bytes.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  const directory = async (offset: number, length: number) =>
    parsePmtilesDirectory(
      await DECOMPRESS[header.internalCompression](await readRange(offset, length)),
    );

  let root: Promise<PmtilesEntry[]> | undefined;
  const leaves = new Map<number, Promise<PmtilesEntry[]>>();
  function leaf(offset: number, length: number) {
    let kept = leaves.get(offset);
    if (kept) {
      // Most recently used last, so the first in the map is the one to drop.
      leaves.delete(offset);
    } else {
      kept = directory(header.leafDirectoryOffset + offset, length);
      kept.catch(() => leaves.delete(offset));
    }
    leaves.set(offset, kept);
    if (leaves.size > LEAVES_KEPT) leaves.delete(leaves.keys().next().value as number);
    return kept;
  }

  return {
    /** The tile's bytes as stored (compressed as `compression` says), or null where none is. */
    async tile(z: number, x: number, y: number): Promise<ArchiveTile | null> {
      const id = pmtilesTileId(z, x, y);
      root ??= directory(header.rootDirectoryOffset, header.rootDirectoryLength);
      let entries = await root;
      for (let depth = 0; depth < MAX_DEPTH; depth++) {
        const entry = findPmtilesEntry(entries, id);
        if (!entry) return null;
        if (entry.runLength > 0) {
          const bytes = await readRange(header.tileDataOffset + entry.offset, entry.length);
          return { bytes, compression: header.tileCompression };
        }
        entries = await leaf(entry.offset, entry.length);
      }
      return null;
    },
  };
}
