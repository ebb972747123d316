// Import, restore and a long list: docs/performance.md's budgets beyond the list request.

import { get } from "node:http";
import { readBackup } from "#shared/backup.ts";
import { CATEGORIES } from "#shared/catalog.ts";
import { parsePlaceList } from "#shared/import-parser.ts";
import { signUpVisitor, type Visitor } from "#tests/visitor.ts";
import { median, timed } from "./timing.ts";

const RUNS = 5;

/** A pasted list of `n` places, the way people write them. */
export function pastedList(n: number, tag: string): string {
  return Array.from(
    { length: n },
    (_, i) =>
      `${i + 1}. Place ${tag}-${i} (${CATEGORIES[i % CATEGORIES.length]}) - ${i} High Street, York [Note ${i}]`,
  ).join("\n");
}

/** Server time of POST /api/places/bulk with 500 parsed lines: the median of fresh imports. */
export async function importFiveHundred(base: string) {
  const visitor = await signUpVisitor(base, "bench-import@example.com");
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const places = parsePlaceList(pastedList(500, `r${run}`)).map(({ line: _, ...p }) => p);
    times.push(await timed(() => visitor.request("POST", "/api/places/bulk", { places }), 201));
  }
  return median(times);
}

/** A 1,000-place backup, in our own format, visits and dates included. */
function backupText(n: number, tag: string): string {
  const places = Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `Restored ${tag}-${i}`,
    address: `${i} Castle Street, Edinburgh`,
    notes: "Restored from a backup, with a note long enough to be realistic.",
    category: CATEGORIES[i % CATEGORIES.length],
    mood: i % 2 ? "Curious" : null,
    visited: i % 3 === 0,
    visitedDate: i % 3 === 0 ? "2025-06-01T10:00:00.000Z" : null,
    createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(),
  }));
  return JSON.stringify({ exportedAt: new Date().toISOString(), version: "1.0", places });
}

/** Reading a 1,000-place backup and restoring it in one request, as the Restore tab does. */
export async function restoreThousand(base: string) {
  const visitor = await signUpVisitor(base, "bench-restore@example.com");
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const text = backupText(1000, `r${run}`);
    times.push(
      await timed(() => {
        const reading = readBackup(text);
        if (!reading.ok) throw new Error(reading.error);
        return visitor.request("POST", "/api/places/bulk", { places: reading.places });
      }, 201),
    );
  }
  return median(times);
}

/** The bytes of one GET /api/places on the wire, plain and as a browser asks (Brotli). */
export async function listBytesOnWire(base: string, visitor: Visitor) {
  const size = (acceptEncoding: string | null) =>
    new Promise<number>((resolve, reject) => {
      const headers: Record<string, string> = { cookie: visitor.cookie };
      if (acceptEncoding) headers["accept-encoding"] = acceptEncoding;
      get(`${base}/api/places`, { headers }, (response) => {
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.byteLength;
        });
        response.on("end", () => resolve(bytes));
      }).on("error", reject);
    });
  return { plain: await size(null), compressed: await size("gzip, deflate, br") };
}

/** GET /api/places for a list of 5,000: the median of ten requests, and its bytes on the wire. */
export async function listFiveThousand(base: string) {
  const visitor = await signUpVisitor(base, "bench-long-list@example.com");
  for (let from = 0; from < 5000; from += 1000) {
    const places = Array.from({ length: 1000 }, (_, i) => ({
      name: `Long list place ${from + i}`,
      address: `${from + i} Long Road, Leeds`,
      notes: "Great coffee, Beautiful views",
      category: "Food & Drink",
    }));
    await timed(() => visitor.request("POST", "/api/places/bulk", { places }), 201);
  }
  const times: number[] = [];
  for (let run = 0; run < 10; run++)
    times.push(await timed(() => visitor.request("GET", "/api/places"), 200));
  return { ms: median(times), wire: await listBytesOnWire(base, visitor), cookie: visitor.cookie };
}
