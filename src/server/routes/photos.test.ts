import { randomBytes } from "node:crypto";
import sharp, { type Sharp } from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okJson } from "#shared/api-answer.ts";
import { PLACE_LIMITS } from "#shared/place-limits.ts";
import type { HttpClient } from "../testing/http-client.ts";
import { imageDataUrl } from "../testing/images.ts";
import { createPlace, photoRows, userIdOf } from "../testing/place-requests.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

// A photo as it arrives and as it is kept and served. Replacing, removing and another user's
// photo are in photos-replace.test.ts.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A photo with detail in it, so a re-encoding cannot give back the same bytes by chance. */
function detailedImage(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 17 + ((i / width) | 0) * 7) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

const dataUrl = (type: string, bytes: Buffer) =>
  `data:image/${type};base64,${bytes.toString("base64")}`;

/** What an attacker hides in a photo: it must never come back from the server. */
const FOREIGN = Buffer.from("FOREIGN-BYTES<script>alert(document.cookie)</script>");

/** A RIFF chunk (tag, little-endian size, data, padded to an even length). */
function riffChunk(tag: string, data: Buffer) {
  const head = Buffer.alloc(8);
  head.write(tag, 0, "latin1");
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
}

/** The WebP with one more chunk after its image, its RIFF size made to cover it. */
function withExtraChunk(webp: Buffer) {
  const bytes = Buffer.concat([webp, riffChunk("EVIL", FOREIGN)]);
  bytes.writeUInt32LE(bytes.length - 8, 4);
  return bytes;
}

/** The tags of a WebP's chunks; throws unless the RIFF size covers the file exactly. */
function webpChunks(bytes: Buffer) {
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
  expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
  expect(bytes.readUInt32LE(4)).toBe(bytes.length - 8);
  const tags: string[] = [];
  for (let at = 12; at < bytes.length; ) {
    const size = bytes.readUInt32LE(at + 4);
    tags.push(bytes.subarray(at, at + 4).toString("latin1"));
    at += 8 + size + (size % 2);
  }
  return tags;
}

async function served(visitor: HttpClient, path: string) {
  const response = await visitor.get(path);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** Both variants of a place's photo hold an image and nothing else. */
async function expectOnlyTheImage(visitor: HttpClient, photoUrl: string) {
  for (const path of [photoUrl, `${photoUrl}/thumbnail`]) {
    const bytes = await served(visitor, path);
    expect(bytes.includes(FOREIGN)).toBe(false);
    expect(bytes.includes(Buffer.from("FOREIGN"))).toBe(false);
    expect(webpChunks(bytes)).toEqual(["VP8 "]);
    const meta = await sharp(bytes).metadata();
    expect([meta.exif, meta.icc, meta.xmp, meta.iptc]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  }
}

describe("photos on places", () => {
  it("stores an uploaded photo as WebP at most 1600 px, with a 400 px thumbnail, no metadata", async () => {
    const alice = await t.signedInClient();
    const { status, body: place } = await createPlace(alice, {
      name: "Durdle Door",
      photoUrl: await imageDataUrl(2400, 1200, "jpeg"),
    });
    expect(status).toBe(201);
    expect(place.photoUrl).toMatch(/^\/api\/photos\/\d+$/);

    const full = await alice.get(place.photoUrl);
    expect(full.status).toBe(200);
    expect(full.headers.get("content-type")).toBe("image/webp");
    expect(full.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    expect(full.headers.get("vary")).toBe("Cookie, Authorization");
    const fullMeta = await sharp(Buffer.from(await full.arrayBuffer())).metadata();
    expect([fullMeta.format, fullMeta.width, fullMeta.height]).toEqual(["webp", 1600, 800]);
    expect(fullMeta.exif).toBeUndefined();

    const thumbnail = await alice.get(`${place.photoUrl}/thumbnail`);
    expect(thumbnail.status).toBe(200);
    const thumbMeta = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect([thumbMeta.format, thumbMeta.width, thumbMeta.height]).toEqual(["webp", 400, 200]);
  });

  it("does not enlarge a small photo, and lists places with the photo's address, not its bytes", async () => {
    const alice = await t.signedInClient();
    // The list holds the place as created, less the badges its write earned.
    const {
      body: { newAchievements: _earned, ...place },
    } = await createPlace(alice, {
      name: "Small",
      photoUrl: await imageDataUrl(300, 200),
    });
    const meta = await sharp(
      Buffer.from(await (await alice.get(place.photoUrl)).arrayBuffer()),
    ).metadata();
    expect([meta.width, meta.height]).toEqual([300, 200]);
    const list = await (await alice.get("/api/places")).text();
    expect(JSON.parse(list)).toEqual([place]);
    expect(list.length).toBeLessThan(500);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const alice = await t.signedInClient();
    const { body: place } = await createPlace(alice, {
      name: "Etag",
      photoUrl: await imageDataUrl(10, 10),
    });
    const first = await alice.get(place.photoUrl);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    const again = await alice.get(place.photoUrl, { "if-none-match": etag as string });
    expect(again.status).toBe(304);
    const thumbnail = await alice.get(`${place.photoUrl}/thumbnail`);
    expect(thumbnail.headers.get("etag")).not.toBe(etag);
  });

  it("answers 400 to a data URL that is not an image, and stores nothing", async () => {
    const alice = await t.signedInClient();
    const notImage = `data:image/png;base64,${Buffer.from("hello, not a png").toString("base64")}`;
    for (const photoUrl of [notImage, "data:image/png;base64,%%%", "https://example.com/a.jpg"]) {
      const { status, body } = await createPlace(alice, { name: "Bad photo", photoUrl });
      expect(status).toBe(400);
      expect(body.code).toBe("validation_error");
      expect(body.details).toEqual([{ field: "photoUrl", message: expect.any(String) }]);
    }
    expect(await (await alice.get("/api/places")).json()).toEqual([]);
    expect(await photoRows(t.db, await userIdOf(alice))).toEqual([]);
  });

  it("refuses formats sharp reads but a photo never needs (SVG, TIFF)", async () => {
    const alice = await t.signedInClient();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const tiff = await sharp({ create: { width: 4, height: 4, channels: 3, background: "red" } })
      .tiff()
      .toBuffer();
    for (const [type, bytes] of [
      ["svg+xml", svg],
      ["tiff", tiff],
    ] as const) {
      const { status, body } = await createPlace(alice, {
        name: `Bad ${type}`,
        photoUrl: `data:image/${type};base64,${bytes.toString("base64")}`,
      });
      expect(status).toBe(400);
      expect(body.details[0].field).toBe("photoUrl");
    }
  });

  it("answers 413 to a small file that unpacks into over 50 megapixels", async () => {
    const alice = await t.signedInClient();
    const bomb = await sharp({
      create: { width: 8000, height: 7000, channels: 3, background: "white" },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(PLACE_LIMITS.photoBytes);
    const { status, body } = await createPlace(alice, {
      name: "Bomb",
      photoUrl: `data:image/png;base64,${bomb.toString("base64")}`,
    });
    expect(status).toBe(413);
    expect(body.message).toBe("Please select a smaller photo (at most 50 megapixels)");
  });

  it("answers 413 to a photo over 2 MB, and to a body over the limit", async () => {
    const alice = await t.signedInClient();
    const overTwoMb = randomBytes(PLACE_LIMITS.photoBytes + 1).toString("base64");
    const { status, body } = await createPlace(alice, {
      name: "Huge",
      photoUrl: `data:image/png;base64,${overTwoMb}`,
    });
    expect(status).toBe(413);
    expect(body).toEqual({
      message: "Please select a photo smaller than 2MB",
      code: "payload_too_large",
    });
    const huge = randomBytes(3 * 1024 * 1024).toString("base64");
    const tooBig = await alice.write("POST", "/api/places", {
      name: "Huger",
      photoUrl: `data:image/png;base64,${huge}`,
    });
    expect(tooBig.status).toBe(413);
    expect(await (await alice.get("/api/places")).json()).toEqual([]);
  });
});

describe("nothing but the image is kept", () => {
  it("serves an upload's pixels and nothing else, whatever its format, added alone or in bulk", async () => {
    const alice = await t.signedInClient();
    const xmp =
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
      '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>FOREIGN</dc:creator>' +
      "</rdf:Description></rdf:RDF></x:xmpmeta>";
    const withMetadata = (image: Sharp) =>
      image
        .withIccProfile("p3")
        .withExif({ IFD0: { Artist: "FOREIGN", Copyright: "FOREIGN" } })
        .withXmp(xmp);
    // A WebP as we would store it ourselves: within the size, no metadata.
    const plain = await detailedImage(64, 48).webp().toBuffer();
    const { body: original } = await createPlace(alice, {
      name: "Issued",
      photoUrl: dataUrl("webp", plain),
    });
    // The very bytes the server issued to Alice: kept as they are, but not with anything added.
    const issued = await served(alice, original.photoUrl);
    const jpeg = await withMetadata(detailedImage(64, 48).jpeg()).toBuffer();
    const png = await withMetadata(detailedImage(64, 48).png()).toBuffer();
    const crafted = [
      dataUrl("webp", withExtraChunk(plain)),
      dataUrl("webp", Buffer.concat([plain, FOREIGN])),
      dataUrl("webp", withExtraChunk(issued)),
      dataUrl("webp", Buffer.concat([issued, FOREIGN])),
      dataUrl("webp", await withMetadata(detailedImage(64, 48).webp()).toBuffer()),
      dataUrl("jpeg", jpeg),
      dataUrl("jpeg", Buffer.concat([jpeg, FOREIGN])),
      dataUrl("png", png),
      dataUrl("png", Buffer.concat([png, FOREIGN])),
    ];

    for (const [index, photoUrl] of crafted.entries()) {
      const { status, body: place } = await createPlace(alice, {
        name: `Crafted ${index}`,
        photoUrl,
      });
      expect(status).toBe(201);
      await expectOnlyTheImage(alice, place.photoUrl);
      const meta = await sharp(await served(alice, place.photoUrl)).metadata();
      expect([meta.width, meta.height]).toEqual([64, 48]);
    }

    // The same through the bulk add that import and restore use.
    const bulk = await alice.write("POST", "/api/places/bulk", {
      places: crafted.map((photoUrl, index) => ({ name: `Restored ${index}`, photoUrl })),
    });
    expect(bulk.status).toBe(201);
    const restored = (await okJson(alice.api.places.$get())).filter((place) =>
      place.name.startsWith("Restored "),
    );
    expect(restored).toHaveLength(crafted.length);
    for (const place of restored) await expectOnlyTheImage(alice, place.photoUrl as string);
  });

  it("keeps the bytes of a photo issued to the same user, not of one issued to another", async () => {
    const alice = await t.signedInClient();
    const bob = await t.signedInClient();
    const { body: original } = await createPlace(alice, {
      name: "Original",
      photoUrl: dataUrl("png", await detailedImage(64, 48).png().toBuffer()),
    });
    const issued = await served(alice, original.photoUrl);

    const { body: again } = await createPlace(alice, {
      name: "Again",
      photoUrl: dataUrl("webp", issued),
    });
    expect((await served(alice, again.photoUrl)).equals(issued)).toBe(true);

    // To Bob these are just bytes someone sent: re-encoded, so he learns nothing of Alice's.
    const { body: bobs } = await createPlace(bob, {
      name: "Bob's",
      photoUrl: dataUrl("webp", issued),
    });
    const bobsBytes = await served(bob, bobs.photoUrl);
    expect(bobsBytes.equals(issued)).toBe(false);
    expect(webpChunks(bobsBytes)).toEqual(["VP8 "]);
  });
});
