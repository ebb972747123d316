import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { createMiddleware } from "hono/factory";
import type { Language } from "#shared/i18n/language.ts";
import { languageOf } from "../i18n/request-language.ts";
import {
  afterSent,
  RUNNING_PER_ACCOUNT,
  SLICE_MS,
  tooMany,
  WAITING_PER_ACCOUNT,
} from "./account-concurrency.ts";

/** What the gate reads of a request's headers: a Fetch Headers, or node's through headersOf. */
export type HeaderReader = Pick<Headers, "get">;

/** node's request headers, read as a Fetch Headers reads them (a repeated header joined). */
export function headersOf(request: IncomingMessage): HeaderReader {
  return {
    get(name) {
      const value = request.headers[name.toLowerCase()];
      if (value === undefined) return null;
      return Array.isArray(value) ? value.join(", ") : value;
    },
  };
}

/** What the app's fetch is handed, beside the request, to make the gate's refusal. */
export type GateBindings = { turnedAway?: boolean };

/**
 * In the app, at the place its own limits begin: where the gate's refusal is made, so that it
 * leaves with every header and in the language any other error of the app would.
 */
export const refusalOfTheGate = createMiddleware(async (c, next) =>
  (c.env as GateBindings | undefined)?.turnedAway ? tooMany() : next(),
);

type App = {
  fetch: (request: Request, env: GateBindings) => Response | Promise<Response>;
};
type Refusal = { status: number; headers: Record<string, string>; body: Buffer };

/** The app's refusal, made once per language (it has no part that changes between requests). */
function refusals(app: App) {
  const made = new Map<Language, Refusal>();
  const making = new Map<Language, Promise<Refusal>>();
  return (headers: HeaderReader): Refusal | Promise<Refusal> => {
    const language = languageOf(headers);
    const ready = made.get(language);
    if (ready) return ready;
    let refusal = making.get(language);
    if (!refusal) {
      // Asked for in that language alone: nothing else of the request is the app's to read.
      const asked = new Request("http://gate/api", { headers: { "accept-language": language } });
      refusal = Promise.resolve(app.fetch(asked, { turnedAway: true })).then(async (response) => {
        const body = Buffer.from(await response.arrayBuffer());
        const cached = {
          status: response.status,
          headers: { ...Object.fromEntries(response.headers), "content-length": `${body.length}` },
          body,
        };
        // Kept only when it is the refusal: a failure to make it (a 500) is not sent for ever.
        if (response.status === 429) made.set(language, cached);
        making.delete(language);
        return cached;
      });
      refusal.catch(() => making.delete(language));
      making.set(language, refusal);
    }
    return refusal;
  };
}

function send(response: ServerResponse, refusal: Refusal | Promise<Refusal>) {
  if (refusal instanceof Promise) {
    refusal.then(
      (made) => send(response, made),
      () => response.destroy(),
    );
    return;
  }
  response.writeHead(refusal.status, refusal.headers).end(refusal.body);
}

/**
 * Sends refusals a slice of time's worth a turn of the event loop (SLICE_MS), first come first
 * served. A burst's thousand refusals, each written in the turn that read its request, made
 * that turn last 60–120 ms; another user's request waited for it, and on PostgreSQL, which
 * takes a turn for each round trip to the database, for several such turns.
 */
function refusalsInTurns() {
  let waiting: [ServerResponse, Refusal | Promise<Refusal>][] = [];
  let next = 0;
  const sendSome = () => {
    const until = performance.now() + SLICE_MS;
    do {
      const [response, refusal] = waiting[next++] as (typeof waiting)[number];
      send(response, refusal);
    } while (next < waiting.length && performance.now() < until);
    if (next < waiting.length) {
      setImmediate(sendSome);
      return;
    }
    waiting = [];
    next = 0;
  };
  return (response: ServerResponse, refusal: Refusal | Promise<Refusal>) => {
    if (waiting.push([response, refusal]) === 1) setImmediate(sendSome);
  };
}

/**
 * In front of the app, before any of its work: one session may have at most `limit` requests
 * under way (by default as many as its account may run and queue, http/account-concurrency.ts),
 * and any beyond are answered 429 here. `tokenOf` reads the session's token and must do no
 * database work (http/session.ts); requests without one pass.
 *
 * Why here, and not among the app's middleware: a burst of a thousand requests from one
 * session, each refused after the app's whole chain of middleware and its adapter, kept the
 * event loop busy so long that another user's request waited 130–300 ms behind them (the
 * noisy-neighbour load, `npm run load`). The refusal is the app's own response, made once per
 * language and then sent as it is, so turning a request away costs little more than reading
 * it; and refusals are sent a slice of time's worth a turn (refusalsInTurns).
 */
export function sessionGate(
  app: App,
  listener: RequestListener,
  {
    tokenOf,
    limit = RUNNING_PER_ACCOUNT + WAITING_PER_ACCOUNT,
  }: { tokenOf: (headers: HeaderReader) => string | undefined; limit?: number },
): RequestListener {
  const refusal = refusals(app);
  const underWay = new Map<string, number>();
  const refuse = refusalsInTurns();
  return (request, response) => {
    const headers = headersOf(request);
    const token = tokenOf(headers);
    if (!token) return listener(request, response);
    const count = (underWay.get(token) ?? 0) + 1;
    if (count > limit) return refuse(response, refusal(headers));
    underWay.set(token, count);
    // Counted until its response is sent and the loop has turned, as the account's limit counts.
    afterSent(response, () => {
      const left = (underWay.get(token) ?? 1) - 1;
      if (left > 0) underWay.set(token, left);
      else underWay.delete(token);
    });
    return listener(request, response);
  };
}
