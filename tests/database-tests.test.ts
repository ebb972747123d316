import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  componentTestsWithRealApp,
  reachesDatabase,
  serverTestsWithoutDatabase,
} from "./database-tests.ts";

const file = (relative: string) => path.resolve(import.meta.dirname, "..", relative);

describe("which server tests run on both databases", () => {
  it("follows imports through the test harness to the database", () => {
    expect(reachesDatabase(file("src/server/routes/places.test.ts"))).toBe(true);
    // Through testing/hostile-app.ts and testing/test-app.ts only.
    expect(reachesDatabase(file("src/server/routes/trips.hostile.test.ts"))).toBe(true);
    expect(reachesDatabase(file("src/server/db/prepared.test.ts"))).toBe(true);
  });

  it("runs once only the files that reach no database", () => {
    const once = serverTestsWithoutDatabase();
    expect(once).toContain("src/server/http/static-client.test.ts");
    expect(once).toContain("src/server/config.test.ts");
    expect(once).not.toContain("src/server/routes/places.test.ts");
    for (const test of once) expect(reachesDatabase(file(test)), test).toBe(false);
  });
});

describe("which component tests have modules of their own", () => {
  it("are the files that start the real app, and only those", () => {
    const own = componentTestsWithRealApp();
    expect(own).toContain("src/client/features/account/components/account-page.test.tsx");
    expect(own).toContain("src/client/features/auth/components/sign-in-page.server.test.tsx");
    expect(own).not.toContain("src/client/features/auth/components/sign-in-page.test.tsx");
  });
});
