import { describe, expect, it } from "vitest";
import { backupFileName, backupHeader, readBackup, systemBackupFileName } from "./backup.ts";

const file = (places: unknown) => JSON.stringify({ version: "1.0", places });

describe("backupFileName", () => {
  it("is dated in the local zone", () => {
    expect(backupFileName(new Date(2026, 0, 5, 23, 59))).toBe(
      "uk-adventures-backup-2026-01-05.json",
    );
  });
});

describe("systemBackupFileName", () => {
  it("is named apart from a personal backup, dated in the local zone", () => {
    expect(systemBackupFileName(new Date(2026, 0, 5, 23, 59))).toBe(
      "uk-adventures-system-backup-2026-01-05.json",
    );
  });
});

describe("backupHeader", () => {
  it("has the backup file's fields, and says the file is one person's", () => {
    expect(backupHeader(4, new Date("2026-11-21T10:00:00Z"))).toEqual({
      exportedAt: "2026-11-21T10:00:00.000Z",
      version: "1.0",
      appName: "UK Adventures",
      kind: "personal",
      totalPlaces: 4,
    });
  });
});

describe("readBackup", () => {
  it("turns missing optional fields into null, drops ids and coerces visited", () => {
    const reading = readBackup(
      file([
        { id: 9, name: "Bath Abbey", visited: 1, visitedDate: "2024-01-02" },
        { name: "Roman Baths", visited: "false" },
        { name: "Pulteney Bridge", visited: "yes" },
        { name: "Royal Crescent" },
      ]),
    );
    expect(reading).toEqual({
      ok: true,
      places: [
        {
          name: "Bath Abbey",
          address: null,
          notes: null,
          category: null,
          mood: null,
          photoUrl: null,
          latitude: null,
          longitude: null,
          link: null,
          locationApproximate: false,
          visited: true,
          visitedDate: "2024-01-02",
          createdAt: null,
        },
        expect.objectContaining({ name: "Roman Baths", visited: false }),
        expect.objectContaining({ name: "Pulteney Bridge", visited: true }),
        expect.objectContaining({ name: "Royal Crescent", visited: false, visitedDate: null }),
      ],
    });
  });

  it("keeps a place's location, and refuses half of one", () => {
    const reading = readBackup(
      file([{ name: "Ben Nevis", latitude: 56.796891, longitude: -5.003675 }]),
    );
    expect(reading.ok && reading.places[0]).toMatchObject({
      latitude: 56.796891,
      longitude: -5.003675,
    });
    expect(readBackup(file([{ name: "Half", latitude: 56.8 }])).ok).toBe(false);
  });

  it("keeps a place's link", () => {
    const link = "https://maps.app.goo.gl/AbCdEf123";
    const reading = readBackup(file([{ name: "Ben Nevis", link }]));
    expect(reading.ok && reading.places[0]?.link).toBe(link);
  });

  it("drops the visit date of a place that is not visited", () => {
    const reading = readBackup(file([{ name: "A", visited: false, visitedDate: "2024-01-02" }]));
    expect(reading.ok && reading.places[0]?.visitedDate).toBeNull();
  });

  it.each([
    ["text that is not JSON", "UK Adventures backup"],
    ["JSON without places", JSON.stringify({ version: "1.0" })],
    ["places that are not a list", JSON.stringify({ places: { name: "A" } })],
    ["a list at the top", JSON.stringify([{ name: "A" }])],
    ["null", "null"],
    ["deep nesting", `${"[".repeat(100_000)}${"]".repeat(100_000)}`],
    ["deep nesting that never closes", "[".repeat(1_000_000)],
    // A browser tab parsing this runs out of memory: it is refused without being parsed.
    ["100 MB of nothing but brackets", "[".repeat(100 * 1024 * 1024)],
    [
      "deep nesting inside a place",
      file([{ name: "A", notes: JSON.parse("[".repeat(40) + "]".repeat(40)) }]),
    ],
    ["an empty file", ""],
  ])("says 'Invalid backup format' for %s", (_, text) => {
    expect(readBackup(text)).toEqual({ ok: false, error: "Invalid backup format" });
  });

  it.each([
    [[{ address: "Somewhere" }]],
    [[{ name: "   " }]],
    [[{ name: 42 }]],
    [["Tate Modern"]],
    [[null]],
  ])("says 'Invalid place data: missing name' for %j", (places) => {
    expect(readBackup(file(places))).toEqual({
      ok: false,
      error: "Invalid place data: missing name",
    });
  });

  it.each([
    [{ name: "x".repeat(10_000) }, /^Invalid place data: place 2 \(x{40}\): name: Use at most 120/],
    [{ name: "A", address: 42 }, /place 2 \(A\): address: Must be text$/],
    [{ name: "A", notes: { deep: { deeper: {} } } }, /notes: Must be text$/],
    [{ name: "A", category: "Shopping" }, /category: Choose one of/],
    [{ name: "A", visited: true, visitedDate: "last summer" }, /visitedDate/],
    [{ name: "A", createdAt: "3000-01-01T00:00:00Z" }, /createdAt: The date added cannot be/],
    [{ name: "A", photoUrl: "https://example.com/a.png" }, /photoUrl: The photo must be/],
    [{ name: "A", link: "javascript:alert(1)" }, /link: Use a web address that starts with/],
  ])("names the place and the field for %j", (bad, message) => {
    const reading = readBackup(file([{ name: "Fine" }, bad]));
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.error).toMatch(message);
  });

  it("is not fooled by brackets inside strings", () => {
    const reading = readBackup(
      file([{ name: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ {{{{ \\" [[[[' }]),
    );
    expect(reading.ok).toBe(true);
  });

  it("refuses more places than a list may hold before checking any of them", () => {
    const reading = readBackup(file(Array.from({ length: 5001 }, () => ({}))));
    expect(reading).toEqual({
      ok: false,
      error: "This backup holds 5,001 places; a list holds at most 5,000.",
    });
  });

  const SYSTEM_REFUSAL =
    "This is a system backup of every account, made by an administrator. It cannot be restored into your own list.";
  const place = { id: 3, userId: "u1", name: "Snowdon", visited: false, createdAt: null };

  it("refuses a system backup, saying what it is", () => {
    const system = {
      exportedAt: "2026-11-21T10:00:00.000Z",
      version: "1.0",
      appName: "UK Adventures",
      kind: "system",
      totalUsers: 1,
      totalPlaces: 1,
      users: [{ id: "u1", email: "a@example.com", name: "A" }],
      places: [place],
    };
    expect(readBackup(JSON.stringify(system))).toEqual({ ok: false, error: SYSTEM_REFUSAL });
    // Known by its kind alone, and by its list of users when it has no kind.
    expect(readBackup(JSON.stringify({ kind: "system", places: [place] }))).toEqual({
      ok: false,
      error: SYSTEM_REFUSAL,
    });
    const { kind: _kind, ...withoutKind } = system;
    expect(readBackup(JSON.stringify(withoutKind))).toEqual({ ok: false, error: SYSTEM_REFUSAL });
    // Even with no places in it: the reason to give is what the file is.
    expect(readBackup(JSON.stringify({ ...system, places: [] }))).toEqual({
      ok: false,
      error: SYSTEM_REFUSAL,
    });
  });

  it("restores a personal backup, and one from before files said whose they were", () => {
    const personal = { version: "1.0", kind: "personal", places: [{ name: "Snowdon" }] };
    expect(readBackup(JSON.stringify(personal))).toMatchObject({
      ok: true,
      places: [{ name: "Snowdon" }],
    });
    expect(readBackup(file([{ name: "Snowdon" }]))).toMatchObject({
      ok: true,
      places: [{ name: "Snowdon" }],
    });
  });

  it("says a backup without places holds none", () => {
    expect(readBackup(file([]))).toEqual({ ok: false, error: "This backup holds no places." });
  });
});
