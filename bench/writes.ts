// The writes of the bench: create, edit, visit tick and delete of a place, each at
// WRITE_CONNECTIONS connections, measured against the bare floor (bench/bare-server.ts) in
// rounds taken in turn, and on PostgreSQL alone. Used by bench/run.ts; `node bench/writes.ts`
// runs these rows alone (no build needed), and `--profile` adds a CPU profile of the app.
import { readFileSync } from "node:fs";
import { CATEGORIES } from "#shared/catalog.ts";
import { signUpVisitor, type Visitor } from "#tests/visitor.ts";
import { type LoadRequest, type LoadResult, load } from "./load.ts";
import { median } from "./timing.ts";

export const WRITE_CONNECTIONS = 20;
/** Accounts writing: two connections each, so an account's own requests overlap. */
export const WRITE_USERS = 10;
export const WRITE_KINDS = ["create", "keyed", "edit", "visit", "delete"] as const;
export type WriteKind = (typeof WRITE_KINDS)[number];
/** The budget, as app / bare, of the kinds that have one. */
export const WRITE_BUDGETS: Partial<Record<WriteKind, number>> = {
  create: 0.8,
  edit: 0.8,
  delete: 0.8,
};

export const WRITE_ROUTES: Record<WriteKind, string> = {
  create: "POST /api/places",
  keyed: "POST /api/places + Idempotency-Key",
  edit: "PATCH /api/places/:id",
  visit: "PATCH /api/places/:id/visit-status",
  delete: "DELETE /api/places/:id",
};

/** The accounts writing, and the place each connection edits and ticks (never deleted). */
export type WriteSetup = {
  writers: Visitor[];
  targets: { id: number; name: string; address: string; category: string }[];
};

/** Signs up WRITE_USERS accounts on the app and gives each connection a place of its own. */
export async function setUpWriters(base: string, prefix: string): Promise<WriteSetup> {
  const writers: Visitor[] = [];
  for (let i = 0; i < WRITE_USERS; i++) {
    writers.push(await signUpVisitor(base, `${prefix}-${i}@example.com`));
  }
  const targets = [];
  for (let i = 0; i < WRITE_CONNECTIONS; i++) {
    const target = {
      name: `Edited by connection ${i}`,
      address: `${i} Mill Lane, Ludlow`,
      category: CATEGORIES[i % CATEGORIES.length] as string,
    };
    const created = await writerOf(writers, i).request("POST", "/api/places", target);
    if (created.status !== 201) throw new Error(`seeding failed: ${created.status}`);
    targets.push({ ...target, id: ((await created.json()) as { id: number }).id });
  }
  return { writers, targets };
}

const writerOf = (writers: Visitor[], connection: number) =>
  writers[connection % writers.length] as Visitor;

let sequence = 0;

/**
 * Connection `i`'s requests of one kind to `places` (the app's /api/places, or the bare
 * floor's /places). Deletes take their places from `pool` (ids by writer), and stop when their
 * writer's are gone.
 */
export function writeRequests(
  kind: WriteKind,
  places: string,
  { writers, targets }: WriteSetup,
  pool: number[][] = [],
) {
  return (i: number): LoadRequest => {
    const writer = writerOf(writers, i);
    const target = targets[i] as WriteSetup["targets"][number];
    const headers = {
      "content-type": "application/json",
      origin: new URL(places).origin,
      cookie: writer.cookie,
      "x-csrf-token": writer.csrfToken,
    };
    const json = (make: () => unknown) => () => JSON.stringify(make());
    sequence += 1;
    switch (kind) {
      case "create":
      case "keyed":
        return {
          method: "POST",
          url: places,
          expect: 201,
          headers:
            kind === "keyed"
              ? () => ({ ...headers, "idempotency-key": `bench-${sequence}-${Math.random()}` })
              : headers,
          body: json(() => {
            sequence += 1;
            return {
              name: `Bench write ${sequence}`,
              address: `${sequence} Station Road, Crewe`,
              notes: "Written by the bench",
              category: CATEGORIES[sequence % CATEGORIES.length],
              mood: "Curious",
            };
          }),
        };
      case "edit":
        // As the edit form sends it: every field, the notes changed. (A category or mood that no
        // other place has makes the badges' check read the list's categories or moods once.)
        return {
          method: "PATCH",
          url: `${places}/${target.id}`,
          expect: 200,
          headers,
          body: json(() => {
            sequence += 1;
            return {
              name: target.name,
              address: target.address,
              notes: `Edited ${sequence} times`,
              category: target.category,
              mood: null,
            };
          }),
        };
      case "visit": {
        let visited = false;
        return {
          method: "PATCH",
          url: `${places}/${target.id}/visit-status`,
          expect: 200,
          headers,
          body: json(() => {
            visited = !visited;
            return { visited };
          }),
        };
      }
      case "delete": {
        const mine = pool[i % writers.length] ?? [];
        return {
          method: "DELETE",
          url: () => {
            const id = mine.pop();
            return id === undefined ? undefined : `${places}/${id}`;
          },
          expect: 204,
          headers,
        };
      }
    }
  };
}

/**
 * Each writer's places but its connections' targets, dealt out in turn to `sides` pools, for
 * deletes: each side deletes places of its own.
 */
export async function deletePools({ writers, targets }: WriteSetup, sides: number) {
  const kept = new Set(targets.map((target) => target.id));
  const pools: number[][][] = Array.from({ length: sides }, () => writers.map(() => []));
  for (const [w, writer] of writers.entries()) {
    const ids = (await writer.places()).map((place) => place.id).filter((id) => !kept.has(id));
    for (const [n, id] of ids.entries()) pools[n % sides]?.[w]?.push(id);
  }
  return pools;
}

/**
 * Deletes, untimed, the places the creates left, so that every round, and its keyed creates,
 * start from the same lists. Left to grow, they reached an account's 5,000 places, and the
 * creates failed with 400.
 */
async function deleteLeftovers(places: string, setup: WriteSetup) {
  const [pool] = await deletePools(setup, 1);
  const result = await load(writeRequests("delete", places, setup, pool), {
    connections: WRITE_CONNECTIONS,
    seconds: 600,
  });
  fail(result, "the app", "delete");
}

/**
 * CPU time a process has used, user and system, in ms (Linux: /proc; clock ticks of 10 ms);
 * undefined where it cannot be read.
 */
export function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** A load, and the CPU time the server process spent on each request it answered. */
async function measured(pid: number | undefined, run: () => Promise<LoadResult>) {
  const before = cpuMs(pid);
  const result = await run();
  const after = cpuMs(pid);
  const requests = result.requestsPerSecond * result.seconds;
  const cpu = before === undefined || after === undefined ? undefined : (after - before) / requests;
  return { ...result, cpuMsPerRequest: cpu };
}

type Measured = Awaited<ReturnType<typeof measured>>;

export type WriteFigure = {
  kind: WriteKind;
  ours: Measured;
  floor?: Measured;
  /** Each round's app / bare, in order; the figure is their median. */
  ratios: number[];
  ratio?: number;
  /** The median CPU time per request of the app and of the floor, in ms, where known. */
  cpu: (number | undefined)[];
};

const fail = (result: LoadResult, side: string, kind: WriteKind) => {
  if (!result.errors) return;
  const statuses = [...result.failures].map(([status, n]) => `${status}×${n}`).join(", ");
  throw new Error(`${kind} on ${side}: ${result.errors} requests failed (${statuses})`);
};

/**
 * Every kind of write, `rounds` times: per round and kind, the app then the bare floor (when
 * `barePlaces` is given), so a slow spell of the machine falls on both. A first round of 1 s
 * each warms both up and is not counted. Deletes take the places the keyed creates of that
 * round made, and what the creates leave is deleted before the keyed creates and after each
 * round, untimed, so the lists stay the size they were. `pids` name the two servers'
 * processes, to read the CPU time each spends per request.
 */
export async function measureWrites({
  appPlaces,
  barePlaces,
  setup,
  rounds,
  seconds,
  pids = {},
  kinds = WRITE_KINDS,
}: {
  appPlaces: string;
  barePlaces?: string;
  setup: WriteSetup;
  rounds: number;
  seconds: number;
  pids?: { app?: number | undefined; bare?: number | undefined };
  kinds?: readonly WriteKind[];
}): Promise<WriteFigure[]> {
  const runs = new Map<WriteKind, { ours: Measured; floor?: Measured }[]>(
    WRITE_KINDS.map((kind) => [kind, []]),
  );
  for (let round = -1; round < rounds; round++) {
    const options = { connections: WRITE_CONNECTIONS, seconds: round < 0 ? 1 : seconds };
    for (const kind of kinds) {
      // The keyed creates start from the lists as they were: 5 s of creates and 5 s of keyed
      // creates reached an account's 5,000 places on a fast machine (400 to the rest).
      if (kind === "keyed") await deleteLeftovers(appPlaces, setup);
      const [appPool, barePool] =
        kind === "delete" ? await deletePools(setup, barePlaces ? 2 : 1) : [];
      const ours = await measured(pids.app, () =>
        load(writeRequests(kind, appPlaces, setup, appPool), options),
      );
      fail(ours, "the app", kind);
      const floor = barePlaces
        ? await measured(pids.bare, () =>
            load(writeRequests(kind, barePlaces, setup, barePool), options),
          )
        : undefined;
      if (floor) fail(floor, "the bare floor", kind);
      if (round >= 0) runs.get(kind)?.push({ ours, floor });
    }
    await deleteLeftovers(appPlaces, setup);
  }
  return kinds.map((kind) => {
    const all = runs.get(kind) ?? [];
    const cpu = (side: "ours" | "floor") => {
      const each = all.map((run) => run[side]?.cpuMsPerRequest);
      return each.every((ms) => ms !== undefined) ? median(each as number[]) : undefined;
    };
    if (!barePlaces) {
      const middle = median(all.map((run) => run.ours.requestsPerSecond));
      const run = all.find((r) => r.ours.requestsPerSecond === middle) ?? all[0];
      return { kind, ours: (run as (typeof all)[number]).ours, ratios: [], cpu: [cpu("ours")] };
    }
    const ratios = all.map(
      (run) => run.ours.requestsPerSecond / (run.floor?.requestsPerSecond ?? 1),
    );
    const ratio = median(ratios);
    const run = all[ratios.indexOf(ratio)] ?? all[0];
    return {
      kind,
      ours: (run as (typeof all)[number]).ours,
      floor: run?.floor,
      ratios,
      ratio,
      cpu: [cpu("ours"), cpu("floor")],
    };
  });
}

const fmt = (n: number, digits = 0) => n.toFixed(digits);
const throughput = (r: LoadResult) =>
  `${fmt(r.requestsPerSecond)} req/s (p50 ${fmt(r.p50, 1)} ms, p99 ${fmt(r.p99, 1)} ms)`;

type Row = [figure: string, measured: string, budget: string, verdict: string];

/** The bench's rows (figure, measured, budget, verdict) for these figures. */
export function writeRows(figures: WriteFigure[], database: string): Row[] {
  const rows: Row[] = [];
  for (const { kind, ours, floor, ratios, ratio, cpu } of figures) {
    rows.push([
      `${WRITE_ROUTES[kind]} (${WRITE_CONNECTIONS} connections, ${WRITE_USERS} users, ${database}): app`,
      throughput(ours),
      floor ? "" : "printed",
      "",
    ]);
    if (!floor || ratio === undefined) {
      const [appCpu] = cpu;
      if (appCpu !== undefined) {
        rows.push([
          "  app's CPU per request, median of the rounds",
          `${fmt(appCpu, 2)} ms`,
          "printed",
          "",
        ]);
      }
      continue;
    }
    rows.push([
      "  bare node:http + better-sqlite3, same session, CSRF check and write",
      throughput(floor),
      "",
      "",
    ]);
    const [appCpu, bareCpu] = cpu;
    if (appCpu !== undefined) {
      rows.push([
        "  server CPU per request, median of the rounds: app / bare",
        `${fmt(appCpu, 2)} / ${fmt(bareCpu ?? Number.NaN, 2)} ms`,
        "printed",
        "",
      ]);
    }
    const budget = WRITE_BUDGETS[kind];
    rows.push([
      `  app / bare: median of ${ratios.length} rounds taken in turn (each round's)`,
      `${fmt(ratio * 100)}% (${ratios.map((r) => fmt(r * 100)).join(", ")})`,
      budget ? `>= ${fmt(budget * 100)}%` : "printed",
      budget ? (ratio >= budget ? "ok" : "OVER BUDGET") : "",
    ]);
  }
  return rows;
}
