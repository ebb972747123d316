// Graceful shutdown: SIGTERM while requests are under way. The process stops taking new
// connections, finishes the requests it has (a slow photo import among them), exits 0, and
// every acknowledged write is there when it starts again.
import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "#server/testing/test-database.ts";
import { startAppProcess } from "../app-process.ts";
import { signUpVisitors } from "../visitor.ts";
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
      await sleep(500);
      let importAnsweredAt = 0;
      const slowImport = importer
        .request("POST", "/api/places/bulk", {
          places: Array.from({ length: 8 }, (_, i) => ({
            name: `Photo place ${i}`,
            category: "Outdoors & Nature",
            mood: "Peaceful",
            photoUrl: photo,
          })),
        })
        .finally(() => {
          importAnsweredAt = performance.now();
        });
      // Long enough for the import to be sent and under way; far shorter than its encoding.
      await sleep(400);
      const sentAt = performance.now();
      const exit = await app.kill("SIGTERM");
      const stoppedAfterMs = performance.now() - sentAt;
      const imported = await slowImport;
      const writes = await Promise.all(running);

      expect(exit).toEqual({ code: 0, signal: null });
      expect(app.output()).toContain("Stopped cleanly");
      expect(imported.status).toBe(201);
      expect(await imported.json()).toMatchObject({ added: 8, skipped: [] });
      // Every answer the server gave was a success; the only failures are connections it
      // refused once it had stopped listening.
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
