// The offline queue against the real app, for the queue's tests in Node: IndexedDB is
// fake-indexeddb (Node has none), the server is the whole app on a fresh database over
// loopback HTTP, and the only thing standing in for the browser is its fetch (relative
// addresses, the session cookie, the Origin) and its signal (navigator.onLine).
import "fake-indexeddb/auto";
import { afterAll, afterEach, beforeAll, beforeEach, vi } from "vitest";
import { placesQuery } from "#client/entities/place/list-query.ts";
import { deleteAllChanges } from "#client/entities/place/offline/changes-db.ts";
import { setOfflineState } from "#client/entities/place/offline/offline-store.ts";
import { flush } from "#client/entities/place/offline/sync.ts";
import { deleteAllTripChanges } from "#client/entities/trip/offline/trip-changes-db.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { startTestApp, type TestApp } from "#server/testing/test-app.ts";
import { okJson } from "#shared/api-answer.ts";
import type { Place } from "#shared/place.ts";

type Client = Awaited<ReturnType<TestApp["signedInClient"]>>;

/**
 * Sets up a file's tests: one app for the file, and for each test a new user signed in on
 * this device (the queue's, through the page's fetch) and on another (`other`, the test's
 * client). Answers the device and the steps the tests take.
 */
export function offlineQueueDevice() {
  // Each test makes a user and a dozen requests over HTTP: as long as the API tests allow.
  vi.setConfig({ testTimeout: 20_000 });
  let t: TestApp;
  const networkFetch = globalThis.fetch;
  /** The browser's signal: the queue keeps its changes while it is false. */
  let signal = true;
  /**
   * This device's session cookie, and the writes it sent, in order ("PATCH /api/places/7",
   * "PUT /api/trips/3/plan").
   */
  const device = { cookie: "", sent: [] as string[], loseNextAnswerTo: null as string | null };
  let other: Client;
  /** The test user's address, to sign in as them again once their session has ended. */
  let otherEmail = "";

  /**
   * The page's fetch as a browser makes it: a relative address is the app's, sent with the
   * session cookie and the page's Origin; nothing goes out without a signal.
   * `loseNextAnswerTo` lets the server do a write and then drops its answer on the way back,
   * as a signal lost mid-request does. Absolute addresses (the test's own HttpClient) go out
   * untouched.
   */
  async function browserFetch(input: RequestInfo | URL, init: RequestInit = {}) {
    const address = String(input);
    if (!address.startsWith("/")) return networkFetch(input, init);
    if (!signal) throw new TypeError("Failed to fetch");
    const method = init.method ?? "GET";
    const headers = new Headers(init.headers);
    headers.set("cookie", device.cookie);
    headers.set("origin", t.baseUrl);
    const response = await networkFetch(new URL(address, t.baseUrl), { ...init, headers });
    const request = `${method} ${address.split("?")[0]}`;
    const queued = address.startsWith("/api/places") || address.startsWith("/api/trips");
    if (method !== "GET" && queued) device.sent.push(request);
    if (request === device.loseNextAnswerTo) {
      device.loseNextAnswerTo = null;
      throw new TypeError("Failed to fetch");
    }
    return response;
  }

  beforeAll(async () => {
    t = await startTestApp();
    globalThis.fetch = browserFetch as typeof fetch;
    Object.defineProperty(globalThis.navigator, "onLine", {
      configurable: true,
      get: () => signal,
    });
  });
  afterAll(async () => {
    globalThis.fetch = networkFetch;
    await t.close();
  });
  beforeEach(async () => {
    other = await t.signedInClient();
    Object.assign(device, { cookie: other.cookieHeader, sent: [], loseNextAnswerTo: null });
    signal = true;
    const user = (await (await other.get("/api/auth/user")).json()) as {
      id: string;
      email: string;
    };
    otherEmail = user.email;
    setOfflineState({
      userId: user.id,
      changes: [],
      tripChanges: [],
      needsSignIn: false,
      sending: false,
    });
  });
  afterEach(async () => {
    await flush();
    await deleteAllChanges();
    await deleteAllTripChanges();
    queryClient.clear();
  });

  return {
    device,
    /** The same user on another device: the test's own client. */
    other: () => other,
    /** The places as the server holds them, asked by the other device. */
    serverPlaces: async (): Promise<Place[]> => okJson(other.api.places.$get()),
    /** A place added on the other device, and this device's list, which then shows it. */
    async placeOnServer(fields: { name: string; notes?: string }): Promise<Place> {
      const place = await okJson(other.api.places.$post({ json: fields }));
      await queryClient.fetchQuery({ ...placesQuery, staleTime: 0 });
      return place;
    },
    /** A new user, signed in on a device of their own. */
    anotherUser: () => t.signedInClient("Another Traveller"),
    /** The test's user signs in afresh (a new session), on the other device. */
    async sameUserAgain(): Promise<Client> {
      other = t.client();
      await other.signIn(otherEmail);
      return other;
    },
    /**
     * `client`'s user signs in on this device, with that session: the queue now sends, and
     * shows, that user's changes only.
     */
    async signInHere(client: Client) {
      const user = (await (await client.get("/api/auth/user")).json()) as { id: string };
      device.cookie = client.cookieHeader;
      setOfflineState({ userId: user.id, needsSignIn: false });
      await flush();
    },
    /** Goes offline, makes the writes, and lets the queue settle with nothing sent. */
    async offline<T>(writes: () => Promise<T>): Promise<T> {
      signal = false;
      const result = await writes();
      await flush();
      return result;
    },
    /** The signal comes back and the queue sends what it can. */
    async online() {
      signal = true;
      await flush();
    },
  };
}
