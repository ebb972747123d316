import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";
import { untranslatedText } from "#scripts/untranslated-text.ts";

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
