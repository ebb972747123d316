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
 * Messages for whoever runs the server, not for its users: a setting's problem, said in the
 * log as the server stops. English, like the rest of the log. Counted, so that no other joins
 * them unseen.
 */
const FOR_WHOEVER_RUNS_IT: Record<string, number> = {
  "src/server/config.ts": 5,
};

// A message the server or shared code answers with, written without text(), has no Welsh.
it.each(serverSources())("%s marks every message a person reads", (file) => {
  const unmarked = unmarkedMessages(readFileSync(file, "utf8"));
  expect(unmarked.length, JSON.stringify(unmarked, null, 1)).toBe(FOR_WHOEVER_RUNS_IT[file] ?? 0);
});
