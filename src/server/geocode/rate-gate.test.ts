import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answerCache, rateGate } from "./rate-gate.ts";

describe("rateGate", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("lets one call through per interval, queues within the wait, turns away beyond it", async () => {
    const take = rateGate({ intervalMs: 1000, maxWaitMs: 1000, now: () => Date.now() });
    const started = Date.now();
    const passed: number[] = [];
    const calls = [take(), take(), take()].map((taking) =>
      taking.then((ok) => {
        if (ok) passed.push(Date.now() - started);
        return ok;
      }),
    );
    await vi.advanceTimersByTimeAsync(1000);
    expect(await Promise.all(calls)).toEqual([true, true, false]);
    expect(passed).toEqual([0, 1000]);

    // The slot after the second is at 2000 ms: at 1500 ms that is a wait of 500 ms.
    await vi.advanceTimersByTimeAsync(500);
    const later = take();
    await vi.advanceTimersByTimeAsync(500);
    expect(await later).toBe(true);
    expect(Date.now() - started).toBe(2000);

    // Idle for a while, a call goes straight through.
    await vi.advanceTimersByTimeAsync(5000);
    const before = Date.now();
    expect(await take()).toBe(true);
    expect(Date.now()).toBe(before);
  });
});

describe("answerCache", () => {
  it("keeps answers for their time, and at most max of them, the least recently used going", () => {
    let clock = 0;
    const cache = answerCache<string>({ max: 2, ttlMs: 100, now: () => clock });
    cache.set("a", "A");
    cache.set("b", "B");
    expect(cache.get("a")).toBe("A");
    cache.set("c", "C");
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("A");
    expect(cache.size).toBe(2);
    clock = 100;
    expect(cache.get("a")).toBeUndefined();
    expect(cache.get("c")).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
