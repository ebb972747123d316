import { Worker } from "node:worker_threads";
import type { BurstMessage, BurstOrder, BurstResult } from "./burst-worker.ts";

/**
 * Sends `order`'s burst from a thread of its own (burst-worker.ts): `sending` resolves as its
 * requests start to go out (the thread takes a moment to start), `done` with what came back.
 */
export function startBurst(order: BurstOrder): {
  sending: Promise<void>;
  done: Promise<BurstResult>;
} {
  const worker = new Worker(new URL("./burst-worker.ts", import.meta.url), { workerData: order });
  let started: () => void = () => {};
  const sending = new Promise<void>((resolve) => {
    started = resolve;
  });
  const done = new Promise<BurstResult>((resolve, reject) => {
    worker.on("message", (message: BurstMessage) => {
      if ("sending" in message) return started();
      void worker.terminate();
      resolve(message);
    });
    worker.once("error", reject);
  });
  // A thread that fails before sending ends the wait for it too.
  done.catch(() => started());
  return { sending, done };
}
