import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SystemBackupFile } from "#shared/admin.ts";
import { okJson } from "#shared/api-answer.ts";
import { readBackup } from "#shared/backup.ts";
import type { HttpClient } from "../testing/http-client.ts";
import { runScript } from "../testing/run-script.ts";
import { startTestApp, type TestApp, uniqueEmail } from "../testing/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { ADMIN_EMAILS: "listed-boss@example.org" } });
});
afterAll(() => t.close());

async function userOf(visitor: HttpClient) {
  return okJson(visitor.api.auth.user.$get());
}

/** A signed-in visitor whose account the admin CLI's query has granted admin. */
async function newAdmin(name = "Grace Hopper") {
  const visitor = await t.signedInClient(name);
  const { id } = await userOf(visitor);
  await t.db
    .insertInto("adminGrant")
    .values({ userId: id, grantedAt: new Date().toISOString() })
    .execute();
  return visitor;
}

async function addPlaces(visitor: HttpClient, places: Record<string, unknown>[]) {
  const response = await visitor.write("POST", "/api/places/bulk", { places });
  expect(response.status).toBe(201);
}

async function jpegDataUrl() {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c33" } })
    .jpeg()
    .toBuffer();
  return `data:image/jpeg;base64,${bytes.toString("base64")}`;
}

/** Rows that belong to a user, table by table. */
async function rowsOf(userId: string) {
  const count = async (
    table: "place" | "photo" | "session" | "account" | "adminGrant" | "achievement",
  ) =>
    (await t.db.selectFrom(table).select("userId").where("userId", "=", userId).execute()).length;
  const users = await t.db.selectFrom("user").select("id").where("id", "=", userId).execute();
  return {
    user: users.length,
    place: await count("place"),
    photo: await count("photo"),
    session: await count("session"),
    account: await count("account"),
    adminGrant: await count("adminGrant"),
    achievement: await count("achievement"),
  };
}

const ROUTES = [
  ["GET", "/api/admin/stats"],
  ["GET", "/api/admin/users"],
  ["GET", "/api/admin/users/some-id/places"],
  ["DELETE", "/api/admin/users/some-id"],
  ["GET", "/api/admin/health"],
  ["GET", "/api/admin/security"],
  ["POST", "/api/admin/backup"],
] as const;

describe("access", () => {
  it.each(ROUTES)("%s %s answers 401 signed out", async (method, path) => {
    const response = await t.client().request(method, path);
    expect(response.status).toBe(401);
  });

  it.each(ROUTES)("%s %s answers 403 to a signed-in non-admin", async (method, path) => {
    const visitor = await t.signedInClient();
    const response = method === "GET" ? await visitor.get(path) : await visitor.write(method, path);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: "You don't have permission to perform this action",
      code: "forbidden",
    });
  });

  it("lets in a CLI-granted admin and a verified ADMIN_EMAILS account, not an unverified one", async () => {
    expect((await (await newAdmin()).get("/api/admin/stats")).status).toBe(200);

    const listed = t.client();
    await listed.signUp("listed-boss@example.org");
    expect((await listed.get("/api/admin/stats")).status).toBe(403);
    expect((await (await listed.get("/api/auth/user")).json()).isAdmin).toBe(false);
    await t.db
      .updateTable("user")
      .set({ emailVerified: t.dialect === "postgres" ? true : 1 })
      .where("email", "=", "listed-boss@example.org")
      .execute();
    expect((await listed.get("/api/admin/stats")).status).toBe(200);
    expect((await (await listed.get("/api/auth/user")).json()).isAdmin).toBe(true);
  });

  it("still needs the CSRF token for an admin's writes", async () => {
    const admin = await newAdmin();
    const response = await admin.request("POST", "/api/admin/backup");
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe("csrf_invalid");
  });
});

describe("stats, users and places", () => {
  it("counts exactly what was seeded", async () => {
    // A database of its own, so the figures are known.
    const own = await startTestApp();
    try {
      const grant = async (visitor: HttpClient) => {
        const { id } = await userOf(visitor);
        await own.db
          .insertInto("adminGrant")
          .values({ userId: id, grantedAt: new Date().toISOString() })
          .execute();
      };
      const admin = await own.signedInClient("Admin");
      await grant(admin);
      const a = await own.signedInClient("Ann");
      const b = await own.signedInClient("Ben");
      await a.write("POST", "/api/places/bulk", {
        places: [{ name: "A1", visited: true }, { name: "A2" }, { name: "A3" }],
      });
      await b.write("POST", "/api/places/bulk", {
        places: [
          { name: "B1", visited: true },
          { name: "B2", visited: true },
        ],
      });
      // Ben joined ten days ago: not a recent signup.
      const ben = await userOf(b);
      await own.db
        .updateTable("user")
        .set({ createdAt: new Date(Date.now() - 10 * 24 * 60 * 60 * 1000).toISOString() })
        .where("id", "=", ben.id)
        .execute();
      const stats = await okJson(admin.api.admin.stats.$get());
      expect(stats).toEqual({ totalUsers: 3, totalPlaces: 5, visitedPlaces: 3, recentSignups: 2 });

      const users = await okJson(admin.api.admin.users.$get());
      // Newest first: Ann joined after the admin, Ben ten days ago.
      expect(users.map((u) => [u.firstName, u.placeCount, u.isAdmin])).toEqual([
        ["Ann", 3, false],
        ["Admin", 0, true],
        ["Ben", 2, false],
      ]);
      expect(Object.keys(users[0] ?? {}).sort()).toEqual([
        "createdAt",
        "email",
        "firstName",
        "id",
        "isAdmin",
        "lastName",
        "placeCount",
        "profileImageUrl",
      ]);
    } finally {
      await own.close();
    }
  });

  it("shows one user's places, and 404 for an unknown user", async () => {
    const admin = await newAdmin();
    const alice = await t.signedInClient("Alice Liddell");
    await addPlaces(alice, [
      {
        name: "Christ Church",
        address: "Oxford",
        photoUrl: await jpegDataUrl(),
        latitude: 51.75,
        longitude: -1.255,
      },
    ]);
    const { id } = await userOf(alice);
    const places = await okJson(admin.api.admin.users[":id"].places.$get({ param: { id } }));
    expect(places).toEqual([
      expect.objectContaining({
        name: "Christ Church",
        address: "Oxford",
        latitude: 51.75,
        longitude: -1.255,
      }),
    ]);
    // The admin may see the photo too; another user may not.
    expect((await admin.get(`${places[0]?.photoUrl}/thumbnail`)).status).toBe(200);
    expect((await (await t.signedInClient()).get(`${places[0]?.photoUrl}`)).status).toBe(404);
    expect((await admin.get("/api/admin/users/no-such-user/places")).status).toBe(404);
  });
});

describe("DELETE /api/admin/users/{id}", () => {
  it("removes every row of that user and nothing of anyone else", async () => {
    const admin = await newAdmin();
    const doomed = await t.signedInClient("Doomed User");
    const bystander = await t.signedInClient("Bystander");
    for (const visitor of [doomed, bystander]) {
      await addPlaces(visitor, [
        { name: "With photo", photoUrl: await jpegDataUrl() },
        { name: "Without photo", visited: true },
      ]);
    }
    const doomedId = (await userOf(doomed)).id;
    const bystanderId = (await userOf(bystander)).id;
    await t.db
      .insertInto("adminGrant")
      .values({ userId: doomedId, grantedAt: new Date().toISOString() })
      .execute();
    const bystanderBefore = await rowsOf(bystanderId);
    const doomedBefore = await rowsOf(doomedId);
    expect(doomedBefore).toMatchObject({
      user: 1,
      place: 2,
      photo: 1,
      account: 1,
      adminGrant: 1,
      // Explorer and Adventurer, recorded by the write that added the places.
      achievement: 2,
    });
    expect(doomedBefore.session).toBeGreaterThan(0);

    const response = await admin.write("DELETE", `/api/admin/users/${doomedId}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });
    expect(await rowsOf(doomedId)).toEqual({
      user: 0,
      place: 0,
      photo: 0,
      session: 0,
      account: 0,
      adminGrant: 0,
      achievement: 0,
    });
    expect(await rowsOf(bystanderId)).toEqual(bystanderBefore);
    // Their session died with them.
    expect((await doomed.get("/api/places")).status).toBe(401);
    expect((await admin.write("DELETE", `/api/admin/users/${doomedId}`)).status).toBe(404);
  });

  it("refuses an admin deleting themselves", async () => {
    const admin = await newAdmin();
    const { id } = await userOf(admin);
    const response = await admin.write("DELETE", `/api/admin/users/${id}`);
    expect(response.status).toBe(403);
    expect((await response.json()).message).toBe(
      "You cannot delete your own account from the admin dashboard.",
    );
    expect((await rowsOf(id)).user).toBe(1);
  });
});

describe("security", () => {
  it("counts failed sign-ins, rate-limited requests and admin actions of the last 24 hours", async () => {
    // A database of its own, so the figures start at zero.
    const own = await startTestApp();
    try {
      const admin = await own.signedInClient("Admin");
      const { id, email: adminEmail } = await userOf(admin);
      await own.db
        .insertInto("adminGrant")
        .values({ userId: id, grantedAt: new Date().toISOString() })
        .execute();
      const security = () => okJson(admin.api.admin.security.$get());
      expect(await security()).toEqual({
        windowHours: 24,
        failedSignIns: { count: 0, latest: [] },
        rateLimited: { count: 0, latest: [] },
        adminActions: { count: 0, latest: [] },
      });

      const target = uniqueEmail("target");
      const second = uniqueEmail("second-target");
      await own.client().signUp(target, "the right password");
      await own.client().signUp(second, "the right password");
      const attacker = own.client();
      // Ten failures from one address, then its limit: three refusals, logged once (a flood
      // adds no rows). Spread over two accounts, so neither account's own limit is reached.
      for (let i = 0; i < 13; i++) {
        await attacker.signIn(i % 3 === 2 ? second : target, `wrong password ${i}`);
      }

      const victim = await own.signedInClient("Victim");
      await admin.write("DELETE", `/api/admin/users/${(await userOf(victim)).id}`);

      const figures = await security();
      expect(figures.failedSignIns.count).toBe(10);
      expect(figures.failedSignIns.latest[0]).toMatchObject({
        kind: "sign-in-failed",
        actor: target,
        ip: "127.0.0.1",
      });
      expect(JSON.stringify(figures)).not.toContain("wrong password");
      expect(figures.rateLimited.count).toBe(1);
      expect(figures.rateLimited.latest[0]).toMatchObject({ action: "/api/auth/sign-in/email" });
      expect(figures.adminActions.count).toBe(1);
      expect(figures.adminActions.latest[0]).toMatchObject({
        action: "delete-user",
        actor: adminEmail,
      });
    } finally {
      await own.close();
    }
  });
});

describe("POST /api/admin/backup", () => {
  it("downloads every user without secrets and every place with its photo", async () => {
    const admin = await newAdmin();
    const owner = await t.signedInClient("Photo Owner");
    await addPlaces(owner, [{ name: "Snowdon", photoUrl: await jpegDataUrl(), visited: true }]);
    const response = await admin.write("POST", "/api/admin/backup");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="uk-adventures-system-backup-\d{4}-\d\d-\d\d\.json"$/,
    );
    const text = await response.text();
    const file = JSON.parse(text) as SystemBackupFile;
    expect(file).toMatchObject({ version: "1.0", appName: "UK Adventures", kind: "system" });
    expect(file.totalUsers).toBe(file.users.length);
    expect(file.totalPlaces).toBe(file.places.length);
    const ownerId = (await userOf(owner)).id;
    expect(file.places.find((p) => p.userId === ownerId)).toMatchObject({
      name: "Snowdon",
      visited: true,
      photoUrl: expect.stringMatching(/^data:image\/webp;base64,/),
    });

    // No secret of any kind: password hashes, session tokens, the signing secret.
    const secrets = [
      ...(await t.db.selectFrom("session").select("token").execute()).map((s) => s.token),
      ...(
        await t.db
          .selectFrom("account")
          .select((eb) => eb.ref("password" as "id").as("hash"))
          .execute()
      ).map((a) => a.hash),
      (await import("node:fs")).readFileSync(`${t.config.dataDir}/auth-secret`, "utf8").trim(),
    ].filter(Boolean);
    expect(secrets.length).toBeGreaterThan(3);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/password|token|\$argon2/i);
  });

  it("is refused by a personal restore, which adds nothing to the restorer's list", async () => {
    const admin = await newAdmin();
    const owner = await t.signedInClient("Other Owner");
    await addPlaces(owner, [{ name: "Tŷ Hyll" }, { name: "Ynys Môn" }]);
    const text = await (await admin.write("POST", "/api/admin/backup")).text();
    expect(JSON.parse(text)).toMatchObject({ kind: "system" });
    // What the Restore tab does with a chosen file, before it sends anything.
    expect(readBackup(text)).toEqual({
      ok: false,
      error:
        "This is a system backup of every account, made by an administrator. It cannot be restored into your own list.",
    });
    expect(await okJson(admin.api.places.$get())).toEqual([]);
  });
});

describe("npm run admin", () => {
  const cli = (...args: string[]) => runScript(t, "scripts/admin.ts", args);

  it("grants and revokes admin by email, and says so", async () => {
    const visitor = await t.signedInClient("Future Admin");
    const { email } = await userOf(visitor);
    expect((await visitor.get("/api/admin/stats")).status).toBe(403);

    const granted = await cli("grant", email.toUpperCase());
    expect(granted.stdout).toContain(`${email} is now an admin.`);
    expect(granted.status).toBe(0);
    expect((await visitor.get("/api/admin/stats")).status).toBe(200);
    expect((await cli("list")).stdout).toContain(`${email} (granted)`);

    expect((await cli("revoke", email)).stdout).toContain(`${email} is no longer an admin.`);
    expect((await visitor.get("/api/admin/stats")).status).toBe(403);
  });

  it("fails clearly for an unknown email or a wrong command", async () => {
    const unknown = await cli("grant", "nobody-here@example.com");
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("No account uses nobody-here@example.com");
    const wrong = await cli("promote");
    expect(wrong.status).toBe(1);
    expect(wrong.stderr).toContain("Usage: npm run admin");
  });
});
