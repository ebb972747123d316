import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { unmarkedMessages, untranslatedText } from "#scripts/untranslated-text.ts";

const CLIENT = path.resolve("src/client");

/** Every file of the web app's own code that draws or says something. */
function clientSources(): string[] {
  return readdirSync(CLIENT, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
    .sort();
}

it("finds the web app's files", () => {
  expect(clientSources()).toContain("components/site-footer.tsx");
  expect(clientSources().length).toBeGreaterThan(200);
});

// Text written outside a message would stay English on a Welsh page.
it.each(clientSources())("%s says everything through messages", (file) => {
  const source = readFileSync(path.join(CLIENT, file), "utf8");
  expect(untranslatedText(source, file)).toEqual([]);
});

/** The server's and shared code's own files (not its tests, nor its test helpers). */
function serverSources(): string[] {
  return ["src/server", "src/shared"]
    .flatMap((folder) =>
      readdirSync(folder, { recursive: true, encoding: "utf8" }).map((file) => `${folder}/${file}`),
    )
    .filter(
      (file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.includes("/testing/"),
    )
    .sort();
}

/**
 * Messages built at run time from values, which the catalogue cannot key by their English:
 * they are answered in English still. Listed, so that no new one joins them unseen.
 */
const BUILT_AT_RUN_TIME: Record<string, number> = {
  // The server's settings, for whoever runs it: read in the log, in English.
  "src/server/config.ts": 3,
  "src/server/http/errors.ts": 1,
  "src/server/photos/bulk-photos.ts": 1,
  "src/server/routes/auth-proxy.ts": 1,
  "src/server/routes/places.ts": 1,
  "src/server/routes/trips.ts": 2,
  "src/shared/backup.ts": 2,
  "src/shared/place.ts": 2,
  "src/shared/trip.ts": 3,
  "src/shared/geo/location-schemas.ts": 1,
};

// A message the server or shared code answers with, written without text(), has no Welsh.
it.each(serverSources())("%s marks every message a person reads", (file) => {
  const unmarked = unmarkedMessages(readFileSync(file, "utf8"));
  expect(unmarked.length, JSON.stringify(unmarked, null, 1)).toBe(BUILT_AT_RUN_TIME[file] ?? 0);
});
