// Runs the checks (`npm run check`) and every suite in one Vitest run: unit, API on SQLite, API
// on PostgreSQL, and the browser tests against a fresh build. Prints one closing line "tests: N
// passed, N failed, N skipped".
import { spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ensureFreshBuild } from "./build-if-changed.ts";

const RESULTS = "test-results/vitest.json";
const projects = ["unit", "components", "components-app", "api-sqlite", "e2e", "reliability"];

if (process.env.TEST_DATABASE_URL) {
  projects.push("api-postgres");
} else if (process.env.CI && process.env.CI !== "false") {
  console.error("TEST_DATABASE_URL is not set: under CI the PostgreSQL suite must run, not skip.");
  process.exit(1);
} else {
  console.warn(
    "\n!! TEST_DATABASE_URL is not set: the PostgreSQL API suite is SKIPPED (CI runs it).\n" +
      "!! Run it here with TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm test\n",
  );
}

const CHECK_OUTPUT = "test-results/check.log";

/**
 * `npm run check` (types, Biome, boundaries, catalogues), beside the build and the tests: it
 * keeps one core busy for about half a minute, and the tests leave a core idle for longer than
 * that. Its output goes to a file, shown when it is done.
 */
function startCheck(): Promise<number> {
  mkdirSync(path.dirname(CHECK_OUTPUT), { recursive: true });
  const output = openSync(CHECK_OUTPUT, "w");
  const child = spawn("npm", ["run", "check"], { stdio: ["ignore", output, output] });
  closeSync(output);
  return new Promise((resolve) => {
    child.on("close", (code) => resolve(code ?? 1));
    child.on("error", () => resolve(1));
  });
}

const checked = startCheck();

function run(command: string, args: string[]): number {
  const result = spawnSync(command, args, { stdio: "inherit" });
  return result.status ?? 1;
}

/** Shows the checks' output once they are done, and whether they passed. */
async function checksPassed(): Promise<boolean> {
  const status = await checked;
  console.log(`\n${readFileSync(CHECK_OUTPUT, "utf8").trimEnd()}`);
  if (status !== 0) console.error("npm run check failed (above).");
  return status === 0;
}

// Always a fresh build: the browser files test what this checkout builds, whatever was built.
if (!ensureFreshBuild({ always: true })) {
  await checksPassed();
  process.exit(1);
}

// A run that dies before writing its results must not be counted from an earlier run's file.
rmSync(RESULTS, { force: true });

const status = run("npx", [
  "vitest",
  "run",
  ...projects.flatMap((p) => ["--project", p]),
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${RESULTS}`,
]);

if (!existsSync(RESULTS)) {
  await checksPassed();
  console.error("Vitest ended without writing its results: that is a failure, not a pass.");
  process.exit(1);
}

const results = JSON.parse(readFileSync(RESULTS, "utf8")) as {
  numTotalTests: number;
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    assertionResults: { ancestorTitles: string[]; status: string }[];
  }[];
};
// The browser files' screenshot tests belong to `npm run screens`: named apart, not as skips.
const screenshotTests = results.testResults
  .flatMap((file) => file.assertionResults)
  .filter((test) => test.ancestorTitles[0] === "Screens" && test.status !== "passed").length;
const skipped = results.numPendingTests + results.numTodoTests - screenshotTests;
console.log(
  `tests: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped` +
    ` (and ${screenshotTests} screenshot tests, which npm run screens runs)`,
);
// A file whose set-up fails runs none of its tests: counted apart, or the line reads "0 failed".
// (A file that failed because a test in it failed is already in the count above.)
const failedOutsideTests = results.testResults.filter(
  (file) =>
    file.status === "failed" && !file.assertionResults.some((test) => test.status === "failed"),
);
if (failedOutsideTests.length > 0) {
  console.log(
    `${failedOutsideTests.length} files failed outside their tests (see above): ` +
      failedOutsideTests.map((file) => path.relative(process.cwd(), file.name)).join(", "),
  );
}
const checksOk = await checksPassed();
if (results.numTotalTests === 0) {
  console.error("No test ran: that is a failure, not a pass.");
  process.exit(1);
}
process.exit(checksOk ? status : 1);
