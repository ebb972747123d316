import type { ServerResponse } from "node:http";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { text } from "#shared/i18n/text.ts";
import { errorResponse, tooManyRequests } from "./errors.ts";
import type { AppEnv } from "./session.ts";

/** Requests of one account that run at once. */
export const RUNNING_PER_ACCOUNT = 8;
/**
 * Requests of one account that may wait for a turn. A page can ask for a few dozen things at
 * once over HTTP/2 (a screenful of thumbnails); they wait rather than fail.
 */
export const WAITING_PER_ACCOUNT = 64;
/** What a 429 tells the client to wait, in seconds. */
export const RETRY_AFTER_SECONDS = 1;

const tooManyAtOnce = () =>
  tooManyRequests(
    text("Too many requests at once from this account. Please wait a moment and try again."),
  );

type NodeBindings = { outgoing?: ServerResponse } | undefined;

type Account = { running: number; waiting: Set<() => void> };

/** The answer to a request beyond its account's (or session's) limit. */
export const tooMany = () =>
  errorResponse(tooManyAtOnce(), { "retry-after": String(RETRY_AFTER_SECONDS) });

/**
 * Calls `done` once this request's answer has been sent, or its client has gone, and the event
 * loop has turned. On SQLite a request runs start to end in one go and its answer, however
 * large, is handed to the socket at once: ended there, it was never under way beside the
 * account's next request, and a burst of thousands ran one after another, each counted alone,
 * while other users' requests queued behind them. Held until the loop's next turn, the
 * account's requests that arrive together count together: `running` of them run in a turn, and
 * the rest wait or are refused.
 */
function afterAnswer(c: Context, done: () => void) {
  // Absent under app.request() in tests: then it is done when the handler returns.
  const outgoing = (c.env as NodeBindings)?.outgoing;
  if (!outgoing) return done();
  afterSent(outgoing, done);
}

/** Calls `done` once `response` has been sent or its client has gone, a turn of the loop later. */
export function afterSent(response: ServerResponse, done: () => void) {
  const later = () => setImmediate(done);
  if (response.closed) later();
  else response.once("close", later);
}

/**
 * Bounds the work one signed-in account can make: `running` of its requests run at once,
 * `waiting` more wait their turn (first come, first served), and any beyond answer 429 with
 * Retry-After, at the cost of the session lookup alone. Another user's requests never wait
 * behind them. A request holds its turn until its answer is sent (a streamed backup until its
 * last byte); one whose client leaves while it waits gives up its place and does no work.
 *
 * The counts live in this process: behind a load balancer, N processes let an account run
 * N × `running` requests at once. Signed-out requests pass untouched (sign-in has its own
 * limit per address).
 */
export function accountConcurrency({
  running = RUNNING_PER_ACCOUNT,
  waiting = WAITING_PER_ACCOUNT,
}: {
  running?: number;
  waiting?: number;
} = {}) {
  const accounts = new Map<string, Account>();

  /** Ends a turn: hands it to the first waiter, or gives it back. */
  const release = (userId: string, account: Account) => {
    const [next] = account.waiting;
    if (next) {
      account.waiting.delete(next);
      next();
      return;
    }
    account.running -= 1;
    if (account.running === 0) accounts.delete(userId);
  };

  return createMiddleware<AppEnv>(async (c, next) => {
    const userId = c.var.user?.id;
    if (!userId) return next();
    let account = accounts.get(userId);
    if (!account) {
      account = { running: 0, waiting: new Set() };
      accounts.set(userId, account);
    }
    const outgoing = (c.env as NodeBindings)?.outgoing;

    if (account.running < running) {
      account.running += 1;
    } else if (account.waiting.size < waiting) {
      const queue = account.waiting;
      const turn = await new Promise<boolean>((resolve) => {
        const take = () => {
          outgoing?.off("close", leave);
          resolve(true);
        };
        const leave = () => {
          queue.delete(take);
          resolve(false);
        };
        queue.add(take);
        outgoing?.once("close", leave);
      });
      // The client left while waiting: nobody will read an answer, so do no work.
      if (!turn) return errorResponse(tooManyAtOnce());
    } else {
      return tooMany();
    }
    try {
      await next();
    } finally {
      afterAnswer(c, () => release(userId, account));
    }
  });
}

/**
 * How long a request's own work runs before it lets others' requests have a turn, in ms. Short:
 * an account's RUNNING_PER_ACCOUNT requests each take a slice in the same turn of the loop.
 */
export const SLICE_MS = 1;

/**
 * For answers built from a whole list (a download, a backup, the signed-in home): call the
 * returned function between small steps, and once `sliceMs` of work has run since the last
 * break it waits for the event loop's next turn. SQLite's queries run on this thread, so an
 * answer built in one go holds up every other request until it is done, and its account's
 * requests never overlap for the limits above to count them; in slices, other users' requests
 * are served between them, and the account's requests stay under way long enough to be counted.
 */
export function timeSlices(sliceMs = SLICE_MS) {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < sliceMs) return;
    await nextTurn();
    since = performance.now();
  };
}
