/**
 * The bytes kept for map tiles, in the order they were kept: past the limit, the oldest go
 * first. Pure: the service worker deletes from its cache the keys `add` hands back.
 */
export class ByteBudget {
  #sizes = new Map<string, number>();
  #total = 0;

  readonly limit: number;

  constructor(limit: number) {
    this.limit = limit;
  }

  get total() {
    return this.#total;
  }

  /** Counts `key`'s bytes as the newest kept; returns the keys to drop, oldest first. */
  add(key: string, bytes: number): string[] {
    this.#forget(key);
    this.#sizes.set(key, bytes);
    this.#total += bytes;
    const dropped: string[] = [];
    for (const [oldest, size] of this.#sizes) {
      // The newest stays even alone over the limit: it is the tile on screen.
      if (this.#total <= this.limit || oldest === key) break;
      this.#sizes.delete(oldest);
      this.#total -= size;
      dropped.push(oldest);
    }
    return dropped;
  }

  #forget(key: string) {
    const size = this.#sizes.get(key);
    if (size === undefined) return;
    this.#sizes.delete(key);
    this.#total -= size;
  }
}
