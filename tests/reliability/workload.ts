import { z } from "zod";
import { ApiError } from "#shared/api-error.ts";
import { CATEGORIES } from "#shared/catalog.ts";
import type { Visitor } from "../visitor.ts";
import { AcknowledgedWrites } from "./acknowledged-writes.ts";

type Kind = "list" | "create" | "visit" | "delete";

/** What a workload saw: answers by status, latencies by kind, requests that got no answer. */
export class Tally {
  readonly statuses = new Map<number, number>();
  readonly latencies: Record<Kind, number[]> = { list: [], create: [], visit: [], delete: [] };
  /** Requests that got no HTTP answer at all (connection refused or reset). */
  networkErrors = 0;
  /** Every failed request's cause (kind, then status, code and message, or the network's error), counted. */
  readonly causes = new Map<string, number>();

  count(status: number) {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
  }

  /** Records why a request failed: its answer's status, code and message, or the network's error. */
  note(cause: string) {
    this.causes.set(cause, (this.causes.get(cause) ?? 0) + 1);
  }

  /** What failed and why, most frequent first ("3× create: 503 …"): empty when nothing failed. */
  get problems(): string[] {
    return [...this.causes].sort(([, a], [, b]) => b - a).map(([cause, n]) => `${n}× ${cause}`);
  }

  get requests(): number {
    return [...this.statuses.values()].reduce((sum, n) => sum + n, 0);
  }

  /** Answers that were not what the workload asked for (anything but 200, 201, 204). */
  get failures(): number {
    return [...this.statuses]
      .filter(([s]) => ![200, 201, 204].includes(s))
      .reduce((n, [, c]) => n + c, 0);
  }

  get serverErrors(): number {
    return [...this.statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
  }

  percentile(kind: Kind | "all", q: number): number {
    const all = kind === "all" ? Object.values(this.latencies).flat() : this.latencies[kind];
    const sorted = all.toSorted((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  }
}

/** The part of POST /api/places's answer the workload keeps: the new place's id. */
const createdPlace = z.object({ id: z.number() });

/**
 * One visitor's loop until `stop()` says so: a share of list reads, the rest writes (create,
 * mark visited, delete), every acknowledged write recorded. The visitor stops at its first
 * request that gets no answer: the server is gone, and what it promised is what counts.
 */
export async function drive(
  visitor: Visitor,
  { tally, stop, readShare }: { tally: Tally; stop: () => boolean; readShare: number },
): Promise<AcknowledgedWrites> {
  const writes = new AcknowledgedWrites(visitor);
  while (!stop()) {
    const live = writes.live();
    const roll = Math.random();
    const kind: Kind =
      roll < readShare
        ? "list"
        : live.length < 3 || roll < readShare + (1 - readShare) * 0.6
          ? "create"
          : roll < readShare + (1 - readShare) * 0.85
            ? "visit"
            : "delete";
    const target = live[Math.floor(Math.random() * live.length)] as number;
    const name = writes.nextName();
    const started = performance.now();
    let response: Response;
    let body: string;
    try {
      response =
        kind === "list"
          ? await visitor.request("GET", "/api/places")
          : kind === "create"
            ? await visitor.request("POST", "/api/places", {
                name,
                address: `${writes.created.size + 1} High Street, Bath`,
                category: CATEGORIES[writes.created.size % CATEGORIES.length],
                mood: "Curious",
              })
            : kind === "visit"
              ? await visitor.request("PATCH", `/api/places/${target}/visit-status`, {
                  visited: true,
                })
              : await visitor.request("DELETE", `/api/places/${target}`);
      // Read the whole answer: an acknowledgement is a complete response, not just a status.
      body = await response.text();
    } catch (error) {
      if (kind === "delete") writes.maybeDeleted.add(target);
      tally.networkErrors += 1;
      tally.note(`${kind}: no answer (${error instanceof Error ? error.message : String(error)})`);
      break;
    }
    tally.latencies[kind].push(performance.now() - started);
    tally.count(response.status);
    if (!response.ok) {
      // The app's error body when there is one; else the start of whatever came (a proxy's page).
      const { code, message } = await ApiError.from({
        status: response.status,
        text: async () => body,
      });
      const said = code || message ? `${code} ${message}` : body.slice(0, 200);
      tally.note(`${kind}: ${response.status} ${said}`.trim());
      continue;
    }
    if (kind === "create") writes.created.set(createdPlace.parse(JSON.parse(body)).id, name);
    if (kind === "visit") writes.visited.add(target);
    if (kind === "delete") writes.deleted.add(target);
  }
  return writes;
}
