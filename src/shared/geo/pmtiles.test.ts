import { describe, expect, it } from "vitest";
import {
  findPmtilesEntry,
  PmtilesError,
  parsePmtilesDirectory,
  parsePmtilesHeader,
  pmtilesTileId,
} from "./pmtiles.ts";

describe("pmtilesTileId", () => {
  it.each([
    [0, 0, 0, 0],
    [1, 0, 0, 1],
    [1, 1, 0, 4],
    [2, 1, 3, 11],
    [3, 3, 0, 26],
  ])("numbers %i/%i/%i as %i, zoom by zoom along a Hilbert curve", (z, x, y, id) => {
    expect(pmtilesTileId(z, x, y)).toBe(id);
  });

  it("gives every tile of a zoom its own id, after the zooms below", () => {
    const ids = new Set<number>();
    for (let x = 0; x < 8; x++) for (let y = 0; y < 8; y++) ids.add(pmtilesTileId(3, x, y));
    expect(ids.size).toBe(64);
    expect(Math.min(...ids)).toBe(21);
    expect(Math.max(...ids)).toBe(84);
  });

  it("counts past 2^32 at zoom 16 without wrapping", () => {
    expect(pmtilesTileId(16, 65535, 0)).toBeGreaterThan(2 ** 32);
  });

  it("refuses a tile outside its zoom", () => {
    expect(() => pmtilesTileId(2, 4, 0)).toThrow(PmtilesError);
  });
});

/** Unsigned LEB128, as the directory stores its numbers. */
const varints = (...values: number[]) =>
  values.flatMap((value) => {
    const out: number[] = [];
    let rest = value;
    while (rest >= 0x80) {
      out.push((rest % 0x80) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    out.push(rest);
    return out;
  });

describe("parsePmtilesDirectory", () => {
  it("reads the columns, an offset of 0 following on from the previous tile", () => {
    // Three entries: ids 5, 6 and 10; runs 1, 2, 0 (a leaf); lengths 100, 50, 30.
    const bytes = new Uint8Array(varints(3, 5, 1, 4, 1, 2, 0, 100, 50, 30, 1, 0, 1001));
    expect(parsePmtilesDirectory(bytes)).toEqual([
      { tileId: 5, runLength: 1, length: 100, offset: 0 },
      { tileId: 6, runLength: 2, length: 50, offset: 100 },
      { tileId: 10, runLength: 0, length: 30, offset: 1000 },
    ]);
  });

  it("refuses a directory cut short", () => {
    expect(() => parsePmtilesDirectory(new Uint8Array(varints(2, 5)))).toThrow(PmtilesError);
  });
});

describe("findPmtilesEntry", () => {
  const entries = [
    { tileId: 5, runLength: 1, length: 100, offset: 0 },
    { tileId: 6, runLength: 2, length: 50, offset: 100 },
    { tileId: 10, runLength: 0, length: 30, offset: 1000 },
  ];
  it("finds a tile at the start of a run, inside one, and the leaf directory after", () => {
    expect(findPmtilesEntry(entries, 5)).toBe(entries[0]);
    expect(findPmtilesEntry(entries, 7)).toBe(entries[1]);
    expect(findPmtilesEntry(entries, 4000)).toBe(entries[2]);
  });
  it("finds nothing before the first tile or past the end of a run", () => {
    expect(findPmtilesEntry(entries, 4)).toBeNull();
    expect(findPmtilesEntry(entries, 8)).toBeNull();
  });
});

describe("parsePmtilesHeader", () => {
  const header = () => {
    const bytes = new Uint8Array(127);
    bytes.set(new TextEncoder().encode("PMTiles"), 0);
    bytes[7] = 3;
    const view = new DataView(bytes.buffer);
    view.setBigUint64(8, 127n, true);
    view.setBigUint64(16, 20n, true);
    view.setBigUint64(56, 147n, true);
    bytes[97] = 1;
    bytes[98] = 2;
    bytes[99] = 1;
    bytes[101] = 14;
    view.setInt32(102, -87_000_000, true);
    view.setInt32(114, 609_000_000, true);
    return bytes;
  };

  it("reads offsets, compression, tile type, zooms and bounds", () => {
    expect(parsePmtilesHeader(header())).toMatchObject({
      rootDirectoryOffset: 127,
      rootDirectoryLength: 20,
      tileDataOffset: 147,
      internalCompression: "none",
      tileCompression: "gzip",
      tileType: "mvt",
      minZoom: 0,
      maxZoom: 14,
      bounds: [-8.7, 0, 0, 60.9],
    });
  });

  it("refuses another file, another version, or one too short", () => {
    const wrongMagic = header();
    wrongMagic[0] = "p".charCodeAt(0);
    expect(() => parsePmtilesHeader(wrongMagic)).toThrow(/does not start with "PMTiles"/);
    const version2 = header();
    version2[7] = 2;
    expect(() => parsePmtilesHeader(version2)).toThrow(/version 2; only version 3/);
    expect(() => parsePmtilesHeader(header().subarray(0, 40))).toThrow(/shorter than/);
  });
});
