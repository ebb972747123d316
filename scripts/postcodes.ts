// `npm run postcodes -- import FILE.csv`: loads the UK's postcodes from the ONS Postcode
// Directory (ONSPD, a CSV) into the database, for the geocoder's postcode lookup.
// `npm run postcodes -- count` says how many it holds. Works on the same configuration and
// database as the app; safe to run again with a newer ONSPD, or while the app runs.
import { existsSync, statSync } from "node:fs";
import { bootstrap, configOrExit, DatabaseSetupError } from "#server/bootstrap.ts";
import { importOnspd, OnspdError } from "#server/geocode/onspd.ts";
import { postcodeQueries } from "#server/geocode/postcodes.ts";
import { createLogger } from "#server/logger.ts";

const USAGE = "Usage: npm run postcodes -- import FILE.csv | count";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, file, ...rest] = process.argv.slice(2);
if (!((command === "import" && file && rest.length === 0) || (command === "count" && !file))) {
  fail(USAGE);
}
if (file && !existsSync(file)) fail(`No such file: ${file}`);
// Other files that are not regular (a pipe, a device) are read: a line that never ends is
// refused as the file is read (onspd.ts).
if (file && statSync(file).isDirectory()) fail(`${file} is a folder: name the CSV file in it`);

const config = configOrExit();
const runtime = await bootstrap(config, { logger: createLogger("warn") }).catch(
  (error: unknown) => {
    if (error instanceof DatabaseSetupError) fail(`Database error: ${error.message}`);
    throw error;
  },
);
const formatted = (n: number) => n.toLocaleString("en-GB");
try {
  const postcodes = postcodeQueries(runtime.db);
  if (command === "import") {
    const progress = process.stdout.isTTY
      ? ({ imported }: { imported: number }) =>
          process.stdout.write(`\r${formatted(imported)} postcodes so far…`)
      : undefined;
    const counts = await importOnspd(postcodes, file as string, progress).catch(
      (error: unknown) => {
        if (error instanceof OnspdError) fail(`Could not import ${file}: ${error.message}`);
        throw error;
      },
    );
    if (progress) process.stdout.write("\r");
    console.log(`Imported ${formatted(counts.imported)} postcodes from ${file}.`);
    const skipped = [
      counts.terminated && `${formatted(counts.terminated)} terminated`,
      counts.withoutPosition && `${formatted(counts.withoutPosition)} without a position`,
      counts.unreadable && `${formatted(counts.unreadable)} unreadable`,
    ].filter(Boolean);
    if (skipped.length > 0) console.log(`Skipped ${skipped.join(", ")}.`);
  }
  console.log(`The database holds ${formatted(await postcodes.count())} postcodes.`);
} finally {
  await runtime.close();
}
