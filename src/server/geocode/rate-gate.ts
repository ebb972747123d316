/**
 * At most one call per `intervalMs` across the process, with a short queue: a caller waits for
 * the next free slot when it comes within `maxWaitMs`, and is turned away (false) when the
 * queue is longer than that, so no backlog builds and no one waits long.
 */
export function rateGate({
  intervalMs,
  maxWaitMs,
  now = () => performance.now(),
  sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
}: {
  intervalMs: number;
  maxWaitMs: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}) {
  let nextFree = Number.NEGATIVE_INFINITY;
  /** Waits for a slot and takes it (true), or takes none when it would wait too long (false). */
  return async function take(): Promise<boolean> {
    const at = now();
    const slot = Math.max(at, nextFree);
    if (slot - at > maxWaitMs) return false;
    nextFree = slot + intervalMs;
    if (slot > at) await sleep(slot - at);
    return true;
  };
}

/**
 * Answers kept for a while, at most `max` of them: the oldest-used goes first (a Map keeps
 * insertion order; a hit moves its key to the end).
 */
export function answerCache<T>({
  max,
  ttlMs,
  now = () => Date.now(),
}: {
  max: number;
  ttlMs: number;
  now?: () => number;
}) {
  const entries = new Map<string, { value: T; expires: number }>();
  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expires <= now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, value: T) {
      entries.delete(key);
      entries.set(key, { value, expires: now() + ttlMs });
      while (entries.size > max) entries.delete(entries.keys().next().value as string);
    },
    get size() {
      return entries.size;
    },
  };
}
