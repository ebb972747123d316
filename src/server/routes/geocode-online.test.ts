import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { okJson } from "#shared/api-answer.ts";
import type { HttpClient } from "../testing/http-client.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";

// GET /api/geocode answered by an online geocoder (GEOCODER_URL), on an app of its own.

describe("GET /api/geocode with an online geocoder (GEOCODER_URL)", () => {
  let online: TestApp;
  let traveller: HttpClient;
  const calls: { q: string | null; userAgent: string | undefined }[] = [];
  const places: Record<string, unknown[]> = {
    "ty hyll": [
      {
        lat: "53.0962139",
        lon: "-3.8745293",
        display_name: "Tŷ Hyll, A5, Capel Curig, Conwy, Cymru / Wales, LL24 0DS, United Kingdom",
      },
    ],
    keswick: [
      {
        lat: "54.6013",
        lon: "-3.1347",
        display_name: "Keswick, Cumberland, England, United Kingdom",
      },
      {
        lat: "54.6036",
        lon: "-3.1318",
        display_name: "Keswick Museum, Station Street, Keswick, Cumberland, United Kingdom",
      },
    ],
    "sw1a 1aa": [
      {
        lat: "51.5010",
        lon: "-0.1416",
        display_name: "Buckingham Palace, London, SW1A 1AA, United Kingdom",
      },
    ],
  };
  const nominatim = createServer((request, response) => {
    const q = new URL(request.url ?? "/", "http://127.0.0.1").searchParams.get("q");
    calls.push({ q, userAgent: request.headers["user-agent"] });
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify(places[(q ?? "").toLowerCase()] ?? []));
  });

  beforeAll(async () => {
    await new Promise<void>((resolve) => nominatim.listen(0, "127.0.0.1", resolve));
    const { port } = nominatim.address() as AddressInfo;
    online = await startTestApp({ env: { GEOCODER_URL: `http://127.0.0.1:${port}` } });
    traveller = await online.signedInClient();
  });
  afterAll(async () => {
    await online.close();
    await new Promise<void>((resolve) => nominatim.close(() => resolve()));
  });
  const search = (q: string) => okJson(traveller.api.geocode.$get({ query: { q } }));

  it("adds what the towns do not know, asked by the server with its User-Agent", async () => {
    expect(await search("ty hyll")).toEqual({
      results: [
        {
          label: "Tŷ Hyll, A5, Capel Curig, Conwy",
          latitude: 53.096214,
          longitude: -3.874529,
          kind: "online",
        },
      ],
    });
    const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
    expect(calls.at(-1)?.userAgent).toBe(`UK Adventures/${version} (+${online.baseUrl})`);
  });

  it("lists the towns first, and leaves out an online place that repeats one", async () => {
    const { results } = await search("keswick");
    expect(results[0]).toMatchObject({ label: "Keswick, England", kind: "town" });
    expect(results.filter((result) => result.label.startsWith("Keswick,"))).toHaveLength(1);
    expect(results.at(-1)).toMatchObject({
      label: "Keswick Museum, Station Street, Keswick, Cumberland",
      kind: "online",
    });
  });

  it("answers a postcode online when none is imported, with no notice", async () => {
    expect(await search("SW1A 1AA")).toEqual({
      results: [
        {
          label: "Buckingham Palace, London, SW1A 1AA",
          latitude: 51.501,
          longitude: -0.1416,
          kind: "online",
        },
      ],
    });
  });

  it("is never asked by a batch, even for names only it knows", async () => {
    const before = calls.length;
    const { results } = await okJson(
      traveller.api.geocode.batch.$post({ json: { names: ["ty hyll", "keswick", "SW1A 1AA"] } }),
    );
    expect(results.map((result) => result?.kind ?? null)).toEqual([null, "town", null]);
    expect(calls.length).toBe(before);
  });

  it("never asks it about coordinates or a grid reference", async () => {
    const before = calls.length;
    await search("51.5007, -0.1246");
    await search("NN 16650 71250");
    expect(calls.length).toBe(before);
  });
});
