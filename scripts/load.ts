// `npm run load`: 200 signed-in users for 60 s on a mixed read/write workload, on SQLite and,
// when TEST_DATABASE_URL names a server, on PostgreSQL. Exits 1 on any error, 5xx or lost write.
// LOAD_USERS and LOAD_SECONDS change the size; `npm test` runs a 10-second version.

import { availableDialects } from "../src/server/testing/test-database.ts";
import { describeLoad, runMixedLoad } from "../tests/reliability/mixed-load.ts";

const users = Number(process.env.LOAD_USERS ?? 200);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const dialects = availableDialects();
if (!process.env.TEST_DATABASE_URL) {
  console.warn("TEST_DATABASE_URL is not set: PostgreSQL is left out of this run.");
}

let failed = false;
for (const dialect of dialects) {
  const report = await runMixedLoad({ users, seconds, dialect });
  console.log(describeLoad(report));
  const { tally, problems } = report;
  if (tally.networkErrors || tally.serverErrors || tally.failures || problems.length) {
    failed = true;
    for (const problem of problems.slice(0, 20)) console.error(`  ${problem}`);
  }
}
console.log(failed ? "load: FAILED" : "load: passed");
process.exit(failed ? 1 : 0);
