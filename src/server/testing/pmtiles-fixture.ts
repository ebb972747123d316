/**
 * A small PMTiles v3 archive of vector tiles, built from a few features, for tests: the same
 * layers and kinds as a Protomaps build (earth, water, landuse, roads, places), so the map's
 * styles draw it as they would a real UK extract. Encodes Mapbox Vector Tiles (spec 2.1) and
 * the archive (spec v3) by hand: no tile library is needed for a handful of features.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { pmtilesTileId } from "#shared/geo/pmtiles.ts";

type Position = [longitude: number, latitude: number];
export type FixtureFeature = {
  layer: string;
  properties: Record<string, string | number>;
  geometry:
    | { type: "Point"; coordinates: Position }
    | { type: "LineString"; coordinates: Position[] }
    | { type: "Polygon"; coordinates: Position[] };
};

/**
 * Around a made-up lake in the Lake District, laid out west to east so a place's small map
 * (zoom 9, centred on FIXTURE_CENTRE) shows each: a wood, the lake, the centre, a park and a
 * town, on land, with a motorway and a main road across.
 */
export const FIXTURE_CENTRE: Position = [-3.05, 54.45];
const box = (west: number, south: number, east: number, north: number): Position[] => [
  [west, north],
  [east, north],
  [east, south],
  [west, south],
];
export const FIXTURE_FEATURES: FixtureFeature[] = [
  {
    layer: "earth",
    properties: { kind: "earth" },
    geometry: { type: "Polygon", coordinates: box(-4.2, 54.0, -1.9, 54.9) },
  },
  {
    layer: "landuse",
    properties: { kind: "wood" },
    geometry: { type: "Polygon", coordinates: box(-3.6, 54.38, -3.35, 54.52) },
  },
  {
    layer: "water",
    properties: { kind: "lake", name: "Fixture Water" },
    geometry: { type: "Polygon", coordinates: box(-3.28, 54.4, -3.12, 54.5) },
  },
  {
    layer: "landuse",
    properties: { kind: "park" },
    geometry: { type: "Polygon", coordinates: box(-2.95, 54.4, -2.78, 54.5) },
  },
  {
    layer: "roads",
    properties: { kind: "highway", name: "Fixture Motorway" },
    geometry: {
      type: "LineString",
      coordinates: [
        [-3.9, 54.33],
        [-3.05, 54.41],
        [-2.2, 54.58],
      ],
    },
  },
  {
    layer: "roads",
    properties: { kind: "major_road", name: "Fixture Road" },
    geometry: {
      type: "LineString",
      coordinates: [
        [-3.8, 54.56],
        [-2.3, 54.52],
      ],
    },
  },
  {
    layer: "places",
    properties: { kind: "locality", name: "Fixturby", min_zoom: 6, population_rank: 9 },
    geometry: { type: "Point", coordinates: [-2.6, 54.46] },
  },
];

// ---- Protocol buffers: only what a vector tile uses. ----

class Writer {
  bytes: number[] = [];
  varint(value: number) {
    let rest = value;
    while (rest >= 0x80) {
      this.bytes.push((rest % 0x80) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    this.bytes.push(rest);
    return this;
  }
  tag(field: number, wireType: 0 | 1 | 2) {
    return this.varint(field * 8 + wireType);
  }
  message(field: number, inner: Writer | Uint8Array) {
    const bytes = inner instanceof Writer ? inner.bytes : [...inner];
    this.tag(field, 2).varint(bytes.length);
    this.bytes.push(...bytes);
    return this;
  }
  string(field: number, text: string) {
    return this.message(field, new TextEncoder().encode(text));
  }
  packed(field: number, values: number[]) {
    const inner = new Writer();
    for (const value of values) inner.varint(value);
    return this.message(field, inner);
  }
  double(field: number, value: number) {
    const bytes = new Uint8Array(8);
    new DataView(bytes.buffer).setFloat64(0, value, true);
    this.tag(field, 1);
    this.bytes.push(...bytes);
    return this;
  }
}

const EXTENT = 4096;
const zigzag = (n: number) => (n >= 0 ? n * 2 : -n * 2 - 1);
const command = (id: number, count: number) => (id & 7) | (count << 3);

/** A position in the tile's own coordinates (0 to 4096 across, y down): Web Mercator. */
function project([longitude, latitude]: Position, z: number, x: number, y: number) {
  const scale = 2 ** z;
  const worldX = (longitude + 180) / 360;
  const sin = Math.sin((latitude * Math.PI) / 180);
  const worldY = 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
  return [
    Math.round((worldX * scale - x) * EXTENT),
    Math.round((worldY * scale - y) * EXTENT),
  ] as const;
}

/** The commands of a geometry: MoveTo, LineTo and ClosePath, with zigzag deltas. */
function geometryCommands(feature: FixtureFeature, z: number, x: number, y: number) {
  const out: number[] = [];
  let cursor = [0, 0] as readonly [number, number];
  const moveBy = (point: readonly [number, number]) => {
    out.push(zigzag(point[0] - cursor[0]), zigzag(point[1] - cursor[1]));
    cursor = point;
  };
  const { geometry } = feature;
  if (geometry.type === "Point") {
    out.push(command(1, 1));
    moveBy(project(geometry.coordinates, z, x, y));
    return out;
  }
  let points = geometry.coordinates.map((position) => project(position, z, x, y));
  if (geometry.type === "Polygon") {
    // An outer ring's area is positive with y down (clockwise on screen).
    const area = points.reduce((sum, [ax, ay], i) => {
      const [bx, by] = points[(i + 1) % points.length] ?? [ax, ay];
      return sum + (ax * by - bx * ay);
    }, 0);
    if (area < 0) points = points.reverse();
  }
  const [first, ...rest] = points;
  if (!first) return out;
  out.push(command(1, 1));
  moveBy(first);
  out.push(command(2, rest.length));
  for (const point of rest) moveBy(point);
  if (geometry.type === "Polygon") out.push(command(7, 1));
  return out;
}

const GEOMETRY_TYPE = { Point: 1, LineString: 2, Polygon: 3 } as const;

/** One vector tile holding `features` (unclipped: a map draws only its tile's part). */
export function encodeVectorTile(features: FixtureFeature[], z: number, x: number, y: number) {
  const tile = new Writer();
  const layers = [...new Set(features.map((feature) => feature.layer))];
  for (const name of layers) {
    const layer = new Writer()
      .varint(15 * 8)
      .varint(2)
      .string(1, name);
    const keys: string[] = [];
    const values: (string | number)[] = [];
    const indexOf = <T>(list: T[], item: T) => {
      const at = list.indexOf(item);
      return at >= 0 ? at : list.push(item) - 1;
    };
    features
      .filter((feature) => feature.layer === name)
      .forEach((feature, id) => {
        const tags = Object.entries(feature.properties).flatMap(([key, value]) => [
          indexOf(keys, key),
          indexOf(values, value),
        ]);
        const encoded = new Writer().tag(1, 0).varint(id + 1);
        encoded.packed(2, tags).tag(3, 0).varint(GEOMETRY_TYPE[feature.geometry.type]);
        encoded.packed(4, geometryCommands(feature, z, x, y));
        layer.message(2, encoded);
      });
    for (const key of keys) layer.string(3, key);
    for (const value of values) {
      const encoded = new Writer();
      if (typeof value === "string") encoded.string(1, value);
      else encoded.double(3, value);
      layer.message(4, encoded);
    }
    layer.tag(5, 0).varint(EXTENT);
    tile.message(3, layer);
  }
  return new Uint8Array(tile.bytes);
}

// ---- The archive. ----

type Bounds = [west: number, south: number, east: number, north: number];

function boundsOf(features: FixtureFeature[]): Bounds {
  const positions = features.flatMap(({ geometry }) =>
    geometry.type === "Point" ? [geometry.coordinates] : geometry.coordinates,
  );
  const longitudes = positions.map(([longitude]) => longitude);
  const latitudes = positions.map(([, latitude]) => latitude);
  return [
    Math.min(...longitudes),
    Math.min(...latitudes),
    Math.max(...longitudes),
    Math.max(...latitudes),
  ];
}

/** The tiles at zoom z that a box touches, as [x, y]. */
function tilesOver([west, south, east, north]: Bounds, z: number) {
  const [left, top] = project([west, north], z, 0, 0).map((value) => Math.floor(value / EXTENT));
  const [right, bottom] = project([east, south], z, 0, 0).map((v) => Math.floor(v / EXTENT));
  const tiles: [number, number][] = [];
  for (let x = left ?? 0; x <= (right ?? 0); x++) {
    for (let y = top ?? 0; y <= (bottom ?? 0); y++) tiles.push([x, y]);
  }
  return tiles;
}

type Entry = { tileId: number; offset: number; length: number; runLength: number };

function encodeDirectory(entries: Entry[]) {
  const out = new Writer().varint(entries.length);
  let last = 0;
  for (const entry of entries) {
    out.varint(entry.tileId - last);
    last = entry.tileId;
  }
  for (const entry of entries) out.varint(entry.runLength);
  for (const entry of entries) out.varint(entry.length);
  // Offset + 1 throughout: simpler than "0 for the next one", and as valid.
  for (const entry of entries) out.varint(entry.offset + 1);
  return new Uint8Array(out.bytes);
}

export type FixtureOptions = {
  features?: FixtureFeature[];
  minZoom?: number;
  maxZoom?: number;
  /** How the tiles are stored: gzip, as Protomaps builds them, or none. */
  tileCompression?: "gzip" | "none";
  /** Entries per leaf directory; without it, every entry is in the root. */
  leafSize?: number;
  /** The tile type code in the header: 1 is MVT, 2 PNG. */
  tileType?: number;
};

/** The archive's bytes: header, root directory, metadata, leaf directories, tiles. */
export function buildPmtiles({
  features = FIXTURE_FEATURES,
  minZoom = 0,
  maxZoom = 12,
  tileCompression = "gzip",
  leafSize,
  tileType = 1,
}: FixtureOptions = {}): Uint8Array {
  const bounds = boundsOf(features);
  const tiles: { tileId: number; bytes: Uint8Array }[] = [];
  for (let z = minZoom; z <= maxZoom; z++) {
    for (const [x, y] of tilesOver(bounds, z)) {
      const plain = encodeVectorTile(features, z, x, y);
      const bytes = tileCompression === "gzip" ? new Uint8Array(gzipSync(plain)) : plain;
      tiles.push({ tileId: pmtilesTileId(z, x, y), bytes });
    }
  }
  tiles.sort((a, b) => a.tileId - b.tileId);
  let offset = 0;
  const entries = tiles.map(({ tileId, bytes }) => {
    const entry = { tileId, offset, length: bytes.length, runLength: 1 };
    offset += bytes.length;
    return entry;
  });

  let root: Uint8Array;
  const leaves: Uint8Array[] = [];
  if (leafSize) {
    const rootEntries: Entry[] = [];
    let leafOffset = 0;
    for (let at = 0; at < entries.length; at += leafSize) {
      const leaf = encodeDirectory(entries.slice(at, at + leafSize));
      const first = entries[at] as Entry;
      rootEntries.push({
        tileId: first.tileId,
        offset: leafOffset,
        length: leaf.length,
        runLength: 0,
      });
      leaves.push(leaf);
      leafOffset += leaf.length;
    }
    root = encodeDirectory(rootEntries);
  } else {
    root = encodeDirectory(entries);
  }
  const metadata = new TextEncoder().encode(JSON.stringify({ name: "test fixture" }));
  const leafBytes = Buffer.concat(leaves);
  const tileBytes = Buffer.concat(tiles.map((tile) => tile.bytes));

  const header = new Uint8Array(127);
  const view = new DataView(header.buffer);
  header.set(new TextEncoder().encode("PMTiles"), 0);
  header[7] = 3;
  const u64 = (at: number, value: number) => view.setBigUint64(at, BigInt(value), true);
  const rootAt = 127;
  const metadataAt = rootAt + root.length;
  const leavesAt = metadataAt + metadata.length;
  const tilesAt = leavesAt + leafBytes.length;
  u64(8, rootAt);
  u64(16, root.length);
  u64(24, metadataAt);
  u64(32, metadata.length);
  u64(40, leavesAt);
  u64(48, leafBytes.length);
  u64(56, tilesAt);
  u64(64, tileBytes.length);
  u64(72, tiles.length);
  u64(80, tiles.length);
  u64(88, tiles.length);
  header[96] = 1; // clustered: tiles in id order
  header[97] = 1; // directories not compressed
  header[98] = tileCompression === "gzip" ? 2 : 1;
  header[99] = tileType;
  header[100] = minZoom;
  header[101] = maxZoom;
  const degrees = (at: number, value: number) => view.setInt32(at, Math.round(value * 1e7), true);
  degrees(102, bounds[0]);
  degrees(106, bounds[1]);
  degrees(110, bounds[2]);
  degrees(114, bounds[3]);
  header[118] = 10;
  degrees(119, FIXTURE_CENTRE[0]);
  degrees(123, FIXTURE_CENTRE[1]);
  return new Uint8Array(Buffer.concat([header, root, metadata, leafBytes, tileBytes]));
}

/** Writes the archive to `dir` and returns its path. */
export function writePmtiles(dir: string, options: FixtureOptions = {}, name = "fixture.pmtiles") {
  const file = path.join(dir, name);
  writeFileSync(file, buildPmtiles(options));
  return file;
}
