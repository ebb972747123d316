import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { onlineGeocoder } from "./online.ts";
import { rateGate } from "./rate-gate.ts";

const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };

type Call = { url: URL; userAgent: string | undefined; at: number };
type Handler = (url: URL, response: ServerResponse) => void;

/** A small geocoding server on loopback: records each call, answers as the handler says. */
async function fakeGeocoder(handler: Handler) {
  const calls: Call[] = [];
  let answer = handler;
  const server: Server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    calls.push({ url, userAgent: request.headers["user-agent"], at: performance.now() });
    answer(url, response);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    answerWith(next: Handler) {
      answer = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const json = (response: ServerResponse, body: unknown, status = 200) => {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
};

/** Nominatim's /search?format=jsonv2, trimmed to what it always holds. */
const TY_HYLL = [
  {
    place_id: 123,
    lat: "53.0962139",
    lon: "-3.8745293",
    display_name: "Tŷ Hyll, A5, Capel Curig, Conwy, Cymru / Wales, LL24 0DS, United Kingdom",
    category: "tourism",
    type: "attraction",
  },
];
const nominatim: Handler = (url, response) =>
  url.pathname === "/search" ? json(response, TY_HYLL) : json(response, [], 404);

const logger = { warn: vi.fn(), debug: vi.fn() };
afterEach(() => {
  logger.warn.mockClear();
});

describe("the online geocoder, Nominatim", () => {
  let server: Awaited<ReturnType<typeof fakeGeocoder>>;
  beforeAll(async () => {
    server = await fakeGeocoder(nominatim);
  });
  afterAll(() => server.close());

  it("asks for UK places with a User-Agent naming the app, and keeps the answer", async () => {
    const online = onlineGeocoder({
      config: { url: server.url, kind: "nominatim" },
      baseUrl: "https://trips.example.org",
      logger,
    });
    const before = server.calls.length;
    expect(await online.search("Tŷ Hyll")).toEqual([
      {
        label: "Tŷ Hyll, A5, Capel Curig, Conwy",
        latitude: 53.096214,
        longitude: -3.874529,
        kind: "online",
      },
    ]);
    const call = server.calls[before];
    expect(call?.userAgent).toBe(`UK Adventures/${version} (+https://trips.example.org)`);
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toMatchObject({
      q: "Tŷ Hyll",
      format: "jsonv2",
      countrycodes: "gb",
      limit: "8",
    });

    // The same query again, in other case and accents: answered from the cache, no call.
    expect(await online.search("ty hyll")).toHaveLength(1);
    expect(server.calls.length).toBe(before + 1);
  });

  it("calls at most once a second; a search that would wait longer answers nothing", async () => {
    // The app's own gate, one call a second with at most a second's wait, noting when each
    // call is let out: the times the server sees also carry the network's delays.
    const gate = rateGate({ intervalMs: 1000, maxWaitMs: 1000 });
    const letOut: number[] = [];
    const online = onlineGeocoder({
      config: { url: server.url, kind: "nominatim" },
      baseUrl: "http://localhost:5000",
      logger,
      take: async () => {
        const allowed = await gate();
        if (allowed) letOut.push(performance.now());
        return allowed;
      },
    });
    const before = server.calls.length;
    const answers = await Promise.all([
      online.search("first place"),
      online.search("second place"),
      online.search("third place"),
    ]);
    const calls = server.calls.slice(before);
    expect(calls.map((call) => call.url.searchParams.get("q"))).toEqual([
      "first place",
      "second place",
    ]);
    expect(letOut).toHaveLength(2);
    // Timers may fire a millisecond early.
    expect((letOut[1] ?? 0) - (letOut[0] ?? 0)).toBeGreaterThanOrEqual(995);
    expect(answers.map((answer) => answer.length)).toEqual([1, 1, 0]);
  });

  it("makes one call for the same query asked twice at once", async () => {
    const online = onlineGeocoder({
      config: { url: server.url, kind: "nominatim" },
      baseUrl: "http://localhost:5000",
      logger,
    });
    const before = server.calls.length;
    const [a, b] = await Promise.all([
      online.search("Swallow Falls"),
      online.search("swallow falls"),
    ]);
    expect(a).toEqual(b);
    expect(server.calls.length).toBe(before + 1);
  });

  it("logs a warning and answers nothing for an error, a wrong answer or a timeout", async () => {
    const online = (timeoutMs?: number) =>
      onlineGeocoder({
        config: { url: server.url, kind: "nominatim" },
        baseUrl: "http://localhost:5000",
        logger,
        timeoutMs,
        take: async () => true,
      });
    try {
      server.answerWith((_url, response) => json(response, { error: "busy" }, 503));
      expect(await online().search("Keswick")).toEqual([]);
      expect(logger.warn).toHaveBeenLastCalledWith(
        "online geocoder failed: answering from the offline data",
        { geocoder: "nominatim", reason: "it answered 503" },
      );

      server.answerWith((_url, response) => json(response, [{ lat: "north", lon: 1 }]));
      expect(await online().search("Keswick")).toEqual([]);
      expect(logger.warn).toHaveBeenLastCalledWith(expect.any(String), {
        geocoder: "nominatim",
        reason: "its answer was not the expected JSON",
      });

      server.answerWith(() => {});
      expect(await online(200).search("Keswick")).toEqual([]);
      expect(logger.warn).toHaveBeenLastCalledWith(expect.any(String), {
        geocoder: "nominatim",
        reason: "no answer within 0.2 s",
      });
    } finally {
      server.answerWith(nominatim);
    }
  });

  it("keeps only places inside the UK, and never calls for a query of one or two letters", async () => {
    server.answerWith((_url, response) =>
      json(response, [
        { lat: "48.8566", lon: "2.3522", display_name: "Paris, France" },
        { lat: 54.6, lon: -3.13, display_name: "Keswick, Cumberland, England, United Kingdom" },
      ]),
    );
    try {
      const online = onlineGeocoder({
        config: { url: server.url, kind: "nominatim" },
        baseUrl: "http://localhost:5000",
        logger,
      });
      expect(await online.search("somewhere")).toEqual([
        { label: "Keswick, Cumberland, England", latitude: 54.6, longitude: -3.13, kind: "online" },
      ]);
      const before = server.calls.length;
      expect(await online.search("ab")).toEqual([]);
      expect(server.calls.length).toBe(before);
    } finally {
      server.answerWith(nominatim);
    }
  });
});

describe("the online geocoder, Photon", () => {
  it("asks /api within the UK's box and reads its GeoJSON", async () => {
    const server = await fakeGeocoder((url, response) =>
      url.pathname === "/api"
        ? json(response, {
            type: "FeatureCollection",
            features: [
              {
                type: "Feature",
                geometry: { type: "Point", coordinates: [-3.8745293, 53.0962139] },
                properties: {
                  name: "Tŷ Hyll",
                  street: "A5",
                  city: "Capel Curig",
                  county: "Conwy",
                  state: "Wales",
                  country: "United Kingdom",
                  countrycode: "GB",
                },
              },
              {
                type: "Feature",
                geometry: { type: "Point", coordinates: [-6.2603, 53.3498] },
                properties: { name: "Dublin", countrycode: "IE" },
              },
            ],
          })
        : json(response, {}, 404),
    );
    try {
      const online = onlineGeocoder({
        config: { url: `${server.url}`, kind: "photon" },
        baseUrl: "http://localhost:5000",
        logger,
      });
      expect(await online.search("ty hyll")).toEqual([
        {
          label: "Tŷ Hyll, A5, Capel Curig, Conwy",
          latitude: 53.096214,
          longitude: -3.874529,
          kind: "online",
        },
      ]);
      expect(server.calls[0]?.url.searchParams.get("bbox")).toBe("-8.7,49.8,1.8,60.9");
    } finally {
      await server.close();
    }
  });
});
