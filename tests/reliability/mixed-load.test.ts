// The load test, shortened for `npm test`: `npm run load` runs the full 60 seconds.
import { describe, expect, it } from "vitest";
import { availableDialects } from "#server/testing/test-database.ts";
import { describeLoad, runMixedLoad } from "./mixed-load.ts";

const dialects = availableDialects();

describe.each(dialects)("200 signed-in users on %s", (dialect) => {
  it("read and write for 5 s with no error, no 5xx, and every acknowledged write kept", async () => {
    const report = await runMixedLoad({ users: 200, seconds: 5, dialect });
    console.info(describeLoad(report));
    // Each failure with its cause (status and message, or the network's error), if any.
    expect(report.tally.problems).toEqual([]);
    expect(report.tally.networkErrors).toBe(0);
    expect(report.tally.serverErrors).toBe(0);
    expect(report.tally.failures).toBe(0);
    expect(report.problems).toEqual([]);
    expect(report.tally.requests).toBeGreaterThan(1000);
  });
});
