// `npm run load`: 200 signed-in users for 60 s on a mixed read/write workload, then the noisy
// neighbour (one account with 5,000 places sends 1,000 requests at once to each of the list,
// the signed-in home, the CSV export, the backup and the account export, while another user
// carries on), on SQLite and, when TEST_DATABASE_URL names a server, on PostgreSQL.
// Exits 1 on any error, 5xx or lost write; or if in a burst the other user gets an error, a p99
// of 100 ms or more or a request of 1 s or more, or the burst gets no answer or a 5xx.
// LOAD_USERS and LOAD_SECONDS change the mixed load's size; LOAD_ONLY=mixed or LOAD_ONLY=noisy
// runs one of the two. `npm test` runs a 10-second version of the mixed load. The app runs as
// built: without a build, the signed-in home's page is not rendered, so one is made first.

import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { availableDialects } from "#server/testing/test-database.ts";
import { describeLoad, runMixedLoad } from "#tests/reliability/mixed-load.ts";
import {
  burstProblems,
  describeNoisyNeighbour,
  runNoisyNeighbour,
} from "#tests/reliability/noisy-neighbour.ts";

const users = Number(process.env.LOAD_USERS ?? 200);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const only = process.env.LOAD_ONLY;
const dialects = availableDialects();
if (!process.env.TEST_DATABASE_URL) {
  console.warn("TEST_DATABASE_URL is not set: PostgreSQL is left out of this run.");
}
if (only !== "mixed" && !existsSync("dist/client-render")) {
  console.warn("No build in dist/: building the client (npx vite build) first.");
  const { status } = spawnSync("npx", ["vite", "build", "--logLevel", "warn"], {
    stdio: "inherit",
  });
  if (status !== 0) process.exit(1);
}

let failed = false;
for (const dialect of dialects) {
  if (only !== "noisy") {
    const report = await runMixedLoad({ users, seconds, dialect });
    console.log(describeLoad(report));
    const { tally, problems } = report;
    if (tally.networkErrors || tally.serverErrors || tally.failures || problems.length) {
      failed = true;
      for (const problem of problems.slice(0, 20)) console.error(`  ${problem}`);
    }
  }
  if (only !== "mixed") {
    const report = await runNoisyNeighbour({ dialect });
    console.log(describeNoisyNeighbour(report));
    const problems = report.bursts.flatMap(burstProblems);
    if (problems.length) failed = true;
    for (const problem of problems) console.error(`  ${problem}`);
  }
}
console.log(failed ? "load: FAILED" : "load: passed");
process.exit(failed ? 1 : 0);
