import { readFileSync } from "node:fs";
import { deflateSync, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { IMPORT_FILE_LIMITS, ImportFileError } from "./imported-place.ts";
import { readKml } from "./kml.ts";
import { kmlInZip, readKmz } from "./kmz.ts";

const fixture = (name: string) =>
  new Uint8Array(
    readFileSync(new URL(`../../../tests/fixtures/import-formats/${name}`, import.meta.url)),
  );

const placemark = (name: string) =>
  `<kml><Document><Placemark><name>${name}</name><Point><coordinates>-0.1276,51.5072</coordinates></Point></Placemark></Document></kml>`;

/**
 * Rewrites the unzipped size an entry declares, in its local header and in the central
 * directory (where unzippers read it), as a hostile zip would.
 */
function declareSize(zip: Uint8Array, name: string, size: number): Uint8Array {
  const bytes = zip.slice();
  const view = new DataView(bytes.buffer);
  const encoded = strToU8(name);
  const headers = [
    { signature: 0x04034b50, nameLengthAt: 26, nameAt: 30, sizeAt: 22 },
    { signature: 0x02014b50, nameLengthAt: 28, nameAt: 46, sizeAt: 24 },
  ];
  for (let offset = 0; offset < bytes.length - 46; offset++) {
    for (const header of headers) {
      if (view.getUint32(offset, true) !== header.signature) continue;
      const length = view.getUint16(offset + header.nameLengthAt, true);
      const found = bytes.subarray(offset + header.nameAt, offset + header.nameAt + length);
      if (found.every((byte, index) => byte === encoded[index]) && length === encoded.length) {
        view.setUint32(offset + header.sizeAt, size, true);
      }
    }
  }
  return bytes;
}

describe("readKmz", () => {
  it("reads the KML of a My Maps KMZ, icons beside it", () => {
    const kmz = fixture("my-maps.kmz");
    const kml = fixture("my-maps.kml");
    // The committed KMZ holds the committed KML as doc.kml, byte for byte.
    expect(unzipSync(kmz)["doc.kml"]).toEqual(kml);
    expect(readKmz(kmz)).toEqual(readKml(new TextDecoder().decode(kml)));
    expect(readKmz(kmz)).toHaveLength(4);
  });

  it("reads doc.kml before any other KML, else the first one, never macOS's copies", () => {
    const zip = zipSync({
      "__MACOSX/._doc.kml": strToU8("not KML"),
      "extra.kml": strToU8(placemark("Extra")),
      "doc.kml": strToU8(placemark("Trafalgar Square")),
    });
    expect(readKmz(zip).map((place) => place.name)).toEqual(["Trafalgar Square"]);
    const nested = zipSync({
      "images/pin.png": new Uint8Array([1, 2, 3]),
      "files/Places.KML": strToU8(placemark("Nelson's Column")),
      "files/other.kml": strToU8(placemark("Other")),
    });
    expect(readKmz(nested).map((place) => place.name)).toEqual(["Nelson's Column"]);
  });

  it("says when the zip holds no KML, or is no zip", () => {
    const photos = zipSync({ "photo.jpg": new Uint8Array([0xff, 0xd8, 0xff]) });
    expect(() => readKmz(photos)).toThrow(new ImportFileError("This KMZ holds no KML file"));
    expect(kmlInZip(photos)).toBeNull();
    expect(() => readKmz(strToU8("PK but not really a zip"))).toThrow(
      new ImportFileError("This KMZ is not a valid zip file"),
    );
  });

  it("refuses a KMZ whose entries declare more than 100 MB, before unzipping them", () => {
    const small = zipSync({ "doc.kml": strToU8(placemark("Big Ben")) });
    const bomb = declareSize(small, "doc.kml", 101 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(1024);
    expect(() => readKmz(bomb)).toThrow(
      new ImportFileError("This KMZ unzips to 101 MB; a KMZ can unzip to at most 100 MB."),
    );
    // The sizes of all its entries count, not just the KML's.
    const photos = declareSize(
      zipSync({ "doc.kml": strToU8(placemark("Big Ben")), "photo.jpg": new Uint8Array(10) }),
      "photo.jpg",
      IMPORT_FILE_LIMITS.unzippedBytes,
    );
    expect(() => readKmz(photos)).toThrow(
      new ImportFileError("This KMZ unzips to 100.1 MB; a KMZ can unzip to at most 100 MB."),
    );
  });

  it("counts what really unzips too: a stored entry larger than it declares is refused", () => {
    const kml = strToU8(placemark("Big Ben"));
    const lying = declareSize(zipSync({ "doc.kml": [kml, { level: 0 }] }), "doc.kml", 10);
    expect(() => readKmz(lying, 100)).toThrow(/^This KMZ unzips to .* MB; a KMZ can unzip to/);
    expect(readKmz(lying, kml.length).map((place) => place.name)).toEqual(["Big Ben"]);
  });

  it("reads a compressed entry by what it holds, not the size it declares", () => {
    const lying = declareSize(zipSync({ "doc.kml": strToU8(placemark("Big Ben")) }), "doc.kml", 40);
    expect(readKmz(lying).map((place) => place.name)).toEqual(["Big Ben"]);
  });

  it("stops a compressed entry that unzips past the limit, whatever size it declares", () => {
    // A real KML followed by 2 MB of blank space: a few kilobytes zipped, declared as 10 bytes.
    const kml = strToU8(placemark("Big Ben") + " ".repeat(2 * 1024 * 1024));
    const bomb = declareSize(zipSync({ "doc.kml": kml }), "doc.kml", 10);
    expect(bomb.length).toBeLessThan(16 * 1024);
    expect(() => readKmz(bomb, 1024 * 1024)).toThrow(
      new ImportFileError("This KMZ unzips to more than 1 MB; a KMZ can unzip to at most 1 MB."),
    );
    expect(readKmz(bomb, 3 * 1024 * 1024).map((place) => place.name)).toEqual(["Big Ben"]);
  });

  it("stops unzipping as soon as the limit is passed, before reading the rest", () => {
    const zeros = new Uint8Array(8 * 1024 * 1024);
    const zip = declareSize(zipSync({ "doc.kml": [zeros, { level: 9 }] }), "doc.kml", 10);
    const compressed = deflateSync(zeros, { level: 9 }).length;
    // Spoil the second half of the entry's data (after its 30-byte header and name), which
    // unzips to the second half of the zeros: reading that far fails.
    const spoilt = zip.slice();
    const dataAt = 30 + "doc.kml".length;
    spoilt.fill(0xff, dataAt + Math.floor(compressed / 2), dataAt + compressed);
    expect(() => readKmz(spoilt, IMPORT_FILE_LIMITS.unzippedBytes)).toThrow(
      new ImportFileError("This KMZ is not a valid zip file"),
    );
    // With a limit passed in the first half, the spoilt half is never reached.
    expect(() => readKmz(spoilt, 64 * 1024)).toThrow(
      new ImportFileError(
        "This KMZ unzips to more than 0.1 MB; a KMZ can unzip to at most 0.1 MB.",
      ),
    );
  });
});
