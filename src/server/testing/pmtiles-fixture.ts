/**
 * A small PMTiles v3 archive of vector tiles, built from a few features, for tests: the same
 * layers and kinds as a Protomaps build (earth, water, landuse, roads, places), so the map's
 * styles draw it as they would a real UK extract. The tiles are cut by geojson-vt and encoded
 * by vt-pbf; the archive is written here, since the `pmtiles` package only reads.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import GeoJSONVT from "geojson-vt";
import { zxyToTileId } from "pmtiles";
import { fromGeojsonVt } from "vt-pbf";

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
    properties: {
      kind: "locality",
      name: "Fixturby",
      "name:cy": "Trefgosod",
      min_zoom: 6,
      population_rank: 9,
    },
    geometry: { type: "Point", coordinates: [-2.6, 54.46] },
  },
];

// ---- The tiles. ----

/** One vector tile of `features`, clipped to the tile, a layer per `layer` name. */
export function encodeVectorTile(features: FixtureFeature[], z: number, x: number, y: number) {
  const layers: Parameters<typeof fromGeojsonVt>[0] = {};
  for (const name of new Set(features.map((feature) => feature.layer))) {
    const index = new GeoJSONVT({
      type: "FeatureCollection",
      features: features
        .filter((feature) => feature.layer === name)
        .map(({ properties, geometry }) => ({
          type: "Feature",
          properties,
          geometry:
            geometry.type === "Polygon"
              ? { ...geometry, coordinates: [ring(geometry.coordinates)] }
              : geometry,
        })),
    });
    const tile = index.getTile(z, x, y);
    if (tile?.features.length) layers[name] = tile;
  }
  return Uint8Array.from(fromGeojsonVt(layers, { version: 2 }));
}

/** GeoJSON closes a ring by repeating its first position. */
const ring = (positions: Position[]) => [...positions, positions[0] as Position];

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

/** The tile at zoom z holding a position (Web Mercator), as [x, y]. */
function tileAt([longitude, latitude]: Position, z: number) {
  const sin = Math.sin((latitude * Math.PI) / 180);
  const worldY = 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
  return [Math.floor(((longitude + 180) / 360) * 2 ** z), Math.floor(worldY * 2 ** z)] as const;
}

/** The tiles at zoom z that a box touches, as [x, y]. */
function tilesOver([west, south, east, north]: Bounds, z: number) {
  const [left, top] = tileAt([west, north], z);
  const [right, bottom] = tileAt([east, south], z);
  const tiles: [number, number][] = [];
  for (let x = left; x <= right; x++) for (let y = top; y <= bottom; y++) tiles.push([x, y]);
  return tiles;
}

type Entry = { tileId: number; offset: number; length: number; runLength: number };

/** Unsigned LEB128, as a directory stores its numbers. */
function varints(values: number[]) {
  return values.flatMap((value) => {
    const out: number[] = [];
    let rest = value;
    for (; rest >= 0x80; rest = Math.floor(rest / 0x80)) out.push((rest % 0x80) | 0x80);
    return [...out, rest];
  });
}

/** A directory: the count, then each column (id deltas, runs, lengths, offsets + 1). */
function encodeDirectory(entries: Entry[]) {
  return new Uint8Array(
    varints([
      entries.length,
      ...entries.map((entry, i) => entry.tileId - (entries[i - 1]?.tileId ?? 0)),
      ...entries.map((entry) => entry.runLength),
      ...entries.map((entry) => entry.length),
      ...entries.map((entry) => entry.offset + 1),
    ]),
  );
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
      tiles.push({ tileId: zxyToTileId(z, x, y), bytes });
    }
  }
  tiles.sort((a, b) => a.tileId - b.tileId);
  let offset = 0;
  const entries = tiles.map(({ tileId, bytes }) => {
    offset += bytes.length;
    return { tileId, offset: offset - bytes.length, length: bytes.length, runLength: 1 };
  });
  // With leafSize, the root points (runLength 0) at leaves of leafSize entries each.
  const leaves: Uint8Array[] = [];
  const rootEntries: Entry[] = [];
  for (let at = 0; leafSize && at < entries.length; at += leafSize) {
    const leaf = encodeDirectory(entries.slice(at, at + leafSize));
    const leafOffset = leaves.reduce((sum, before) => sum + before.length, 0);
    const tileId = (entries[at] as Entry).tileId;
    rootEntries.push({ tileId, offset: leafOffset, length: leaf.length, runLength: 0 });
    leaves.push(leaf);
  }
  const root = encodeDirectory(leafSize ? rootEntries : entries);
  const metadata = new TextEncoder().encode(JSON.stringify({ name: "test fixture" }));
  const parts = [root, metadata, Buffer.concat(leaves), Buffer.concat(tiles.map((t) => t.bytes))];

  const header = new Uint8Array(127);
  const view = new DataView(header.buffer);
  header.set(new TextEncoder().encode("PMTiles"), 0);
  header[7] = 3;
  // Offset and length of the root, metadata, leaves and tiles; then the three tile counts.
  const u64s: number[] = [];
  let at = 127;
  for (const part of parts) {
    u64s.push(at, part.length);
    at += part.length;
  }
  u64s.push(tiles.length, tiles.length, tiles.length);
  for (const [i, value] of u64s.entries()) view.setBigUint64(8 + i * 8, BigInt(value), true);
  header[96] = 1; // clustered: tiles in id order
  header[97] = 1; // directories not compressed
  header[98] = tileCompression === "gzip" ? 2 : 1;
  header[99] = tileType;
  header[100] = minZoom;
  header[101] = maxZoom;
  const degrees = (at: number, value: number) => view.setInt32(at, Math.round(value * 1e7), true);
  for (const [i, value] of bounds.entries()) degrees(102 + i * 4, value);
  header[118] = 10; // the centre's zoom
  for (const [i, value] of FIXTURE_CENTRE.entries()) degrees(119 + i * 4, value);
  return new Uint8Array(Buffer.concat([header, ...parts]));
}

/** Writes the archive to `dir` and returns its path. */
export function writePmtiles(dir: string, options: FixtureOptions = {}, name = "fixture.pmtiles") {
  const file = path.join(dir, name);
  writeFileSync(file, buildPmtiles(options));
  return file;
}
