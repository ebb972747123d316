import { configDefaults, defineConfig } from "vitest/config";
import { messagesPlugin } from "./scripts/messages-plugin.ts";
import { componentTestsWithRealApp, serverTestsWithoutDatabase } from "./tests/database-tests.ts";

const setupFiles = ["./tests/setup/fail-on-console-error.ts"];
// The components' own set-up first: it loads the app's modules anew (components.ts), and the
// console guard and the test file must then share one copy of each.
const componentSetupFiles = [
  "./tests/setup/components.ts",
  "./tests/setup/messages.ts",
  ...setupFiles,
];
/** The unit files: some show the web app's messages (a label, a count said in words). */
const unitSetupFiles = ["./tests/setup/messages.ts", ...setupFiles];

// How long a browser test's `expect.poll` waits for a page to come round, as Playwright's own
// waits do: Vitest's default of 1 s failed a sessions list that took longer to load on a slow
// machine. Only a poll that fails takes this long.
const BROWSER_POLL = { timeout: 15_000 };

export default defineConfig({
  test: {
    // Three at a time, whatever the machine reports (Vitest's default is one fewer than its
    // cores: one, on the 2-core machine the suite is timed on, which ran every file in turn).
    // A browser file waits on its pages a good part of its time: on two cores the browser
    // files took 184 s two at a time, 140 s three at a time and 138 s four at a time (with
    // more CPU); the API files take as long with two as with three.
    maxWorkers: 3,
    projects: [
      {
        plugins: [messagesPlugin()],
        test: {
          name: "unit",
          // The files share each worker's loaded modules (isolate: false): they test rules
          // with no state of their own, and loading the modules anew for each of some 100
          // files cost 70 CPU-seconds where 20 do it all. They pass in any order
          // (--sequence.shuffle).
          isolate: false,
          include: [
            "src/shared/**/*.test.ts",
            "src/client/**/*.test.ts",
            "scripts/**/*.test.ts",
            "tests/*.test.ts",
          ],
          setupFiles: unitSetupFiles,
          // The UK's zone, so the date tests meet its clock changes (UTC has none).
          env: { TZ: "Europe/London" },
          // The typed API contract's checks fail here too, in the quick loop, not only in
          // `npm run check`: Vitest runs the type checker over this file and reports each
          // failed expectTypeOf as a failed test.
          typecheck: {
            enabled: true,
            include: ["src/client/lib/api-contract.test.ts"],
            tsconfig: "./src/client/lib/tsconfig.contract.json",
          },
        },
      },
      {
        plugins: [messagesPlugin()],
        test: {
          // React components with Testing Library in happy-dom: what a person sees and does
          // with one component, without a browser (tests/e2e keeps what only a browser shows).
          name: "components",
          include: ["src/client/**/*.test.tsx"],
          exclude: [...configDefaults.exclude, ...componentTestsWithRealApp()],
          // The files share each worker's page and libraries (isolate: false), each loading the
          // app's own modules anew (tests/setup/components.ts): a new page and React for each
          // file was most of their time (26 s and 40 CPU-seconds, then 8 s and 12). They pass
          // in any order (--sequence.shuffle).
          isolate: false,
          environment: "happy-dom",
          setupFiles: componentSetupFiles,
          env: { TZ: "Europe/London" },
        },
      },
      {
        plugins: [messagesPlugin()],
        test: {
          // The component files with the real app behind them: each with modules of its own,
          // as the auth client takes the page's address (the file's app) as it loads.
          name: "components-app",
          include: componentTestsWithRealApp(),
          environment: "happy-dom",
          setupFiles: componentSetupFiles,
          env: { TZ: "Europe/London" },
        },
      },
      {
        // The server's files share each worker's loaded modules (isolate: false): each starts
        // apps of its own, and loading the server anew for every file was a fifth of the API
        // files' time. On PostgreSQL, 116 s became 74 s, with 45% less CPU.
        test: {
          name: "api-sqlite",
          include: ["src/server/**/*.test.ts"],
          isolate: false,
          env: { TEST_DIALECT: "sqlite" },
          setupFiles,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "api-postgres",
          include: ["src/server/**/*.test.ts"],
          isolate: false,
          // A file that never opens a database runs once, in the SQLite project.
          exclude: [...configDefaults.exclude, ...serverTestsWithoutDatabase()],
          env: { TEST_DIALECT: "postgres" },
          setupFiles,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          // An app per worker (global-setup.ts): the files run three at a time. (With
          // fileParallelism off, Vitest ran them one by one after every other project.)
          globalSetup: ["./tests/e2e/global-setup.ts"],
          // The files share each worker's loaded modules, and with them the fixtures' database
          // and auth (support.ts): each file still opens its own browser and pages. Alone, the
          // browser files took 262 s and 187 CPU-seconds isolated, 225 s and 129 shared.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          expect: { poll: BROWSER_POLL },
        },
      },
      {
        test: {
          // The screenshot tests of the browser files ("Screens" blocks), for people to look at:
          // `npm run screens`, outside `npm test` (see SCREENS_RUN in tests/e2e/support.ts).
          name: "screens",
          include: ["tests/e2e/**/*.test.ts"],
          globalSetup: ["./tests/e2e/global-setup.ts"],
          // `npm run screens` picks the "Screens" tests by name (-t '^Screens ').
          env: { SCREENS: "1" },
          fileParallelism: false,
          // As the browser files run in `npm test`: their fixtures are opened once per worker.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          expect: { poll: BROWSER_POLL },
        },
      },
      {
        test: {
          // Whole app processes under load, killed, restarted, scaled out: two files at a time.
          name: "reliability",
          include: ["tests/reliability/**/*.test.ts"],
          setupFiles,
          // After every other project, two at a time: the load beside the four others (whose
          // processes are mostly idle), as one after another they left a core unused.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          testTimeout: 180_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
