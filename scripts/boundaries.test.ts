import { createRequire } from "node:module";
import path from "node:path";
import { cruise } from "dependency-cruiser";
import { describe, expect, it } from "vitest";

// The boundary rules of .dependency-cruiser.cjs, run over a small tree that breaks each one
// once (tests/fixtures/boundaries/src), so a rule that stops matching fails here, not silently.
const config = createRequire(import.meta.url)("../.dependency-cruiser.cjs") as {
  forbidden: { name: string }[];
  options: Record<string, unknown>;
};

describe("the import boundaries", () => {
  it("catch a deliberate break of every rule, with a relative import", async () => {
    const fixture = path.resolve(import.meta.dirname, "../tests/fixtures/boundaries");
    const previous = process.cwd();
    process.chdir(fixture);
    try {
      const { output } = await cruise(["src"], {
        ...config.options,
        tsConfig: undefined,
        ruleSet: { forbidden: config.forbidden },
        validate: true,
      } as never);
      const broken = new Set(
        (
          output as { summary: { violations: { rule: { name: string } }[] } }
        ).summary.violations.map((violation) => violation.rule.name),
      );
      expect([...broken].sort()).toEqual(config.forbidden.map((rule) => rule.name).sort());
    } finally {
      process.chdir(previous);
    }
  });
});
