import { writeFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { runScript, type ScriptRun } from "../testing/run-script.ts";
import { startTestApp, type TestApp } from "../testing/test-app.ts";
import { csvFields, importOnspd, MAX_LINE_LENGTH, OnspdError } from "./onspd.ts";
import { postcodeQueries } from "./postcodes.ts";

/**
 * Six rows in the ONSPD's own header and column layout (54 columns, text quoted, numbers not,
 * CRLF line ends): two postcodes terminated in 1996 (AB1 0AA is the directory's first row),
 * three live ones with their OS grid reference and its WGS84 position, and a Guernsey one with
 * no grid reference (lat 99.999999). The area codes in the columns we do not read are
 * illustrative.
 */
const ONSPD_SAMPLE = path.join(import.meta.dirname, "fixtures/onspd-sample.csv");

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const table = () => t.db.selectFrom("postcode").selectAll().orderBy("postcode").execute();

describe("csvFields", () => {
  it("reads quoted and bare fields, doubled quotes and empty ones", () => {
    expect(csvFields('"AB1 0AA","",12,"say ""hi""",,-2.5')).toEqual([
      "AB1 0AA",
      "",
      "12",
      'say "hi"',
      "",
      "-2.5",
    ]);
    expect(csvFields('"a","b","c","d"', 2)).toEqual(["a", "b"]);
    expect(() => csvFields('"open,1')).toThrow(OnspdError);
  });
});

describe("importOnspd", () => {
  beforeEach(async () => {
    await t.db.deleteFrom("postcode").execute();
  });

  it("writes live postcodes with a position, and skips terminated ones and those without", async () => {
    const counts = await importOnspd(postcodeQueries(t.db), ONSPD_SAMPLE);
    expect(counts).toEqual({ imported: 3, terminated: 2, withoutPosition: 1, unreadable: 0 });
    expect(await table()).toEqual([
      { postcode: "EH12NG", latitude: 55.94859, longitude: -3.200281 },
      { postcode: "SW1A1AA", latitude: 51.501009, longitude: -0.141588 },
      { postcode: "SW1A2AA", latitude: 51.50354, longitude: -0.127695 },
    ]);
  });

  it("leaves the same table when run again, and drops a postcode terminated since", async () => {
    await t.db
      .insertInto("postcode")
      .values([
        { postcode: "AB10AA", latitude: 57.101474, longitude: -2.242851 },
        { postcode: "SW1A1AA", latitude: 51, longitude: -1 },
      ])
      .execute();
    await importOnspd(postcodeQueries(t.db), ONSPD_SAMPLE);
    const first = await table();
    await importOnspd(postcodeQueries(t.db), ONSPD_SAMPLE);
    expect(await table()).toEqual(first);
    expect(first.map((row) => row.postcode)).toEqual(["EH12NG", "SW1A1AA", "SW1A2AA"]);
    expect(first[1]).toEqual({ postcode: "SW1A1AA", latitude: 51.501009, longitude: -0.141588 });
  });

  it("writes in batches, each in its own transaction, whatever the file's size", async () => {
    const rows = Array.from({ length: 12_345 }, (_, i) => {
      const district = 1 + Math.floor(i / 1000);
      const unit = `${"ABDEFGHJLNPQRSTUWXYZ"[Math.floor(i / 20) % 20]}${"ABDEFGHJLNPQRSTUWXYZ"[i % 20]}`;
      const sector = Math.floor(i / 400) % 10;
      return `"ZZ${district} ${sector}${unit}","","",53.${String(i).padStart(5, "0")},-2.5`;
    });
    const csv = ["pcds,doterm,dointr,lat,long", ...rows].join("\n");
    const batches: number[] = [];
    const counts = await importOnspd(postcodeQueries(t.db), Readable.from([csv]), (progress) =>
      batches.push(progress.imported),
    );
    expect(counts.imported).toBe(12_345);
    expect(batches).toEqual([5_000, 10_000, 12_345]);
    expect(await postcodeQueries(t.db).count()).toBe(12_345);
  });

  it("counts a row whose lat or long is not a plain decimal number as unreadable", async () => {
    const csv = [
      "pcds,doterm,lat,long",
      '"SW1A 1AA","",51.501009,-0.141588',
      '"SW1A 2AA","",57.1abc,-0.127695',
      '"EH1 2NG","",55.94859,-3.2x',
      '"AB1 0AA","",5e1,-2.5',
      '"AB1 0AB","",Infinity,-2.5',
      '"AB1 0AD","",,-2.5',
      '"AB1 0AE","",0x10,-2.5',
    ].join("\r\n");
    const counts = await importOnspd(postcodeQueries(t.db), Readable.from([csv]));
    expect(counts).toEqual({ imported: 1, terminated: 0, withoutPosition: 0, unreadable: 6 });
    expect((await table()).map((row) => row.postcode)).toEqual(["SW1A1AA"]);
  });

  it("stops at a line that does not end, having read little past its limit", async () => {
    let read = 0;
    // 16 MB with no line break after the header, as a binary file or /dev/zero would be.
    async function* endless() {
      yield Buffer.from("pcds,doterm,lat,long\n");
      for (let i = 0; i < 16; i++) {
        read += 1024 * 1024;
        yield Buffer.alloc(1024 * 1024);
      }
    }
    await expect(importOnspd(postcodeQueries(t.db), Readable.from(endless()))).rejects.toThrow(
      new OnspdError("line 2 is longer than 65,536 characters: this is not a CSV file"),
    );
    expect(MAX_LINE_LENGTH).toBe(65_536);
    expect(read).toBeLessThanOrEqual(2 * 1024 * 1024);
  });

  it("refuses a file that is not the directory, naming the missing columns", async () => {
    await expect(
      importOnspd(postcodeQueries(t.db), Readable.from(["name,latitude,longitude\nx,1,2\n"])),
    ).rejects.toThrow("its header has no pcds (or pcd), lat, long column");
  });
});

// Each test starts the command-line script two or three times, each a Node process loading
// the server's code: seconds apiece on a busy 2-core machine.
describe("npm run postcodes", { timeout: 60_000 }, () => {
  const cli = (...args: string[]) => runScript(t, "scripts/postcodes.ts", args);

  it("imports the ONSPD CSV, prints the counts, and imports it again to the same table", async () => {
    await t.db.deleteFrom("postcode").execute();
    const first = await cli("import", ONSPD_SAMPLE);
    expect(first.stdout).toBe(
      [
        `Imported 3 postcodes from ${ONSPD_SAMPLE}.`,
        "Skipped 2 terminated, 1 without a position.",
        "The database holds 3 postcodes.",
        "",
      ].join("\n"),
    );
    const again = await cli("import", ONSPD_SAMPLE);
    expect(again.stdout).toContain("The database holds 3 postcodes.");
    expect(await postcodeQueries(t.db).find("SW1A1AA")).toEqual({
      latitude: 51.501009,
      longitude: -0.141588,
    });
    expect((await cli("count")).stdout).toBe("The database holds 3 postcodes.\n");
  });

  it("fails with one line for a wrong command, a missing file or another CSV", async () => {
    const usage = await cli("import");
    expect(usage).toMatchObject({ status: 1 });
    expect(usage.stderr).toContain("Usage: npm run postcodes -- import FILE.csv | count");
    const missing = await cli("import", "no-such-file.csv");
    expect(missing).toMatchObject({ status: 1, stderr: "No such file: no-such-file.csv\n" });
    const other = path.join(t.config.dataDir, "places.csv");
    writeFileSync(other, "name,address\nBath Abbey,Bath\n");
    const wrong = await cli("import", other);
    expect(wrong).toMatchObject({ status: 1 });
    expect(wrong.stderr).toContain(`Could not import ${other}: this is not the ONS Postcode`);
  });

  /** A failure told in one line of its own, with no stack trace. */
  const failedWith = (run: ScriptRun, line: string) => {
    expect(run).toMatchObject({ status: 1, stdout: "" });
    expect(run.stderr.split("\n")).toContain(line);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  };

  it("fails with one line, not a stack trace, for a folder", async () => {
    failedWith(
      await cli("import", t.config.dataDir),
      `${t.config.dataDir} is a folder: name the CSV file in it`,
    );
  });

  it("fails with one line for a file whose first line never ends, such as /dev/zero", async () => {
    failedWith(
      await cli("import", "/dev/zero"),
      "Could not import /dev/zero: line 1 is longer than 65,536 characters: this is not a CSV file",
    );
  });
});
