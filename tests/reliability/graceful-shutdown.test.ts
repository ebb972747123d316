// Graceful shutdown: SIGTERM while requests are under way. The process stops taking new
// connections, finishes the requests it has (a slow photo import among them), exits 0, and
// every acknowledged write is there when it starts again.
import { randomBytes } from "node:crypto";
import http from "node:http";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "#server/testing/test-database.ts";
import { startAppProcess } from "../app-process.ts";
import { signUpVisitors, type Visitor } from "../visitor.ts";
import { drive, Tally } from "./workload.ts";

/** Random pixels: a photo that takes sharp a good fraction of a second to re-encode. */
async function noisyPhotoDataUrl(): Promise<string> {
  const width = 1200;
  const height = 900;
  const jpeg = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 70 })
    .toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString("base64")}`;
}

/**
 * A POST whose headers the server has read before its body is sent (Expect: 100-continue):
 * `heard` settles once the server has the request in hand and its body is on the wire, so a
 * signal sent after it meets a request under way, not one still arriving.
 */
function postHeard(visitor: Visitor, path: string, json: unknown) {
  let heard: () => void = () => {};
  const heardPromise = new Promise<void>((resolve) => {
    heard = resolve;
  });
  const body = JSON.stringify(json);
  const answered = new Promise<number>((resolve, reject) => {
    const request = http.request(`${visitor.baseUrl}${path}`, {
      method: "POST",
      headers: {
        origin: visitor.origin,
        "x-forwarded-for": visitor.address,
        cookie: visitor.cookie,
        "x-csrf-token": visitor.csrfToken,
        "content-type": "application/json",
        "content-length": Buffer.byteLength(body),
        expect: "100-continue",
      },
    });
    request.on("continue", () => request.end(body, heard));
    request.on("response", (answer) => {
      answer.resume();
      answer.on("end", () => resolve(answer.statusCode ?? 0));
    });
    request.on("error", reject);
  });
  return { heard: heardPromise, answered };
}

describe("graceful shutdown", () => {
  it("finishes requests under way on SIGTERM, exits 0, and loses nothing", async () => {
    const database = await createTestDatabase("sqlite");
    const env = { DATABASE_URL: database.url, TRUSTED_PROXIES: "127.0.0.1", LOG_LEVEL: "info" };
    try {
      const app = await startAppProcess(env, { dataDir: database.dataDir });
      const [importer, ...visitors] = await signUpVisitors(app.baseUrl, 11);
      if (!importer) throw new Error("no importer");
      const photo = await noisyPhotoDataUrl();
      const tally = new Tally();
      const running = visitors.map((visitor) =>
        drive(visitor, { tally, stop: () => false, readShare: 0.3 }),
      );
      // The load is well under way (the hundred answers asserted below) before the import.
      await expect.poll(() => tally.requests, { timeout: 30_000 }).toBeGreaterThan(100);
      let importAnsweredAt = 0;
      const slowImport = postHeard(importer, "/api/places/bulk", {
        places: Array.from({ length: 8 }, (_, i) => ({
          name: `Photo place ${i}`,
          category: "Outdoors & Nature",
          mood: "Peaceful",
          photoUrl: photo,
        })),
      });
      void slowImport.answered.finally(() => {
        importAnsweredAt = performance.now();
      });
      // The server has the import in hand: SIGTERM now meets it under way.
      await slowImport.heard;
      const sentAt = performance.now();
      const exit = await app.kill("SIGTERM");
      const stoppedAfterMs = performance.now() - sentAt;
      const importStatus = await slowImport.answered;
      const writes = await Promise.all(running);

      expect(exit).toEqual({ code: 0, signal: null });
      expect(app.output()).toContain("Stopped cleanly");
      // The import was still running when the signal came, and was finished, not cut off.
      expect(importAnsweredAt).toBeGreaterThan(sentAt);
      expect(importStatus).toBe(201);
      // Every answer the server gave was a success; the only failures are connections it
      // refused once it had stopped listening.
      expect(tally.problems.filter((p) => !p.includes("no answer"))).toEqual([]);
      expect(tally.failures).toBe(0);
      expect(tally.requests).toBeGreaterThan(100);

      const again = await startAppProcess(env, { dataDir: database.dataDir, port: app.port });
      try {
        const problems = (
          await Promise.all(writes.map((w) => w.problems({ exact: false })))
        ).flat();
        expect(problems).toEqual([]);
        expect(await importer.places()).toHaveLength(8);
      } finally {
        await again.stop();
      }
      console.info(
        `SIGTERM under load: ${tally.requests} answered, the 8-photo import answered ${Math.round(importAnsweredAt - sentAt)} ms after it, exit 0 after ${Math.round(stoppedAfterMs)} ms`,
      );
    } finally {
      await database.drop();
    }
  });
});
