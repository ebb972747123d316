import { describe, expect, it } from "vitest";
import type { AccountExportFile } from "#shared/account.ts";
import { okJson } from "#shared/api-answer.ts";
import {
  accountAppForFile,
  errorOf,
  PASSWORD,
  turnOnTwoFactor,
  userId,
  Visitor,
  withoutPasswordSignedInLongAgo,
} from "../testing/account-visitor.ts";
import { pngDataUrl } from "../testing/images.ts";
import { totpCode } from "../testing/totp.ts";

// What an account holds: its download, and its deletion.
const accounts = accountAppForFile();
const { newAccount } = accounts;

describe("GET /api/account/export", () => {
  it("is a download of the account, its places with photos, and its achievements", async () => {
    const { email, visitor } = await newAccount("Grace Hopper");
    const photo = await pngDataUrl();
    const place = await okJson(
      visitor.api.places.$post({
        json: {
          name: "Tintagel Castle",
          latitude: 50.668,
          longitude: -4.759,
          photoUrl: photo,
          link: "https://maps.google.co.uk/?q=50.668,-4.759",
          locationApproximate: true,
        },
      }),
    );
    const trip = (await (
      await visitor.write("POST", "/api/trips", {
        name: "Cornwall",
        startDate: "2025-06-14",
        endDate: "2025-06-14",
      })
    ).json()) as { id: number };
    await visitor.write("PUT", `/api/trips/${trip.id}/plan`, {
      days: [{ stops: [{ placeId: place.id, note: "Arrive early" }] }],
    });
    const shared = await visitor.write("POST", `/api/trips/${trip.id}/share`, {});
    const { url } = (await shared.json()) as { url: string };
    const response = await visitor.get("/api/account/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="uk-adventures-account-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const file = (await response.json()) as AccountExportFile;
    expect(file).toMatchObject({
      kind: "account",
      version: "1.0",
      appName: "UK Adventures",
      account: {
        name: "Grace Hopper",
        email,
        emailVerified: false,
        signInMethods: [{ type: "password" }],
      },
      achievements: [{ achievementId: "explorer", earnedAt: expect.any(String) }],
    });
    expect(file.places).toHaveLength(1);
    expect(file.places[0]).toMatchObject({
      name: "Tintagel Castle",
      latitude: 50.668,
      longitude: -4.759,
      photoUrl: expect.stringMatching(/^data:image\/webp;base64,/),
      link: "https://maps.google.co.uk/?q=50.668,-4.759",
      locationApproximate: true,
    });
    expect(file.trips).toEqual([
      {
        name: "Cornwall",
        startDate: "2025-06-14",
        endDate: "2025-06-14",
        notes: null,
        days: [
          {
            date: "2025-06-14",
            stops: [{ placeId: place.id, placeName: "Tintagel Castle", note: "Arrive early" }],
          },
        ],
        unscheduled: [],
        share: expect.objectContaining({ showName: false, includePhotos: false }),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    // A share link's token is never in the file.
    expect(JSON.stringify(file)).not.toContain(url.split("/").pop());
  });

  it("holds no secret: no password hash, session token, two-factor secret or backup code", async () => {
    const { visitor } = await newAccount();
    const { totpURI, backupCodes } = await turnOnTwoFactor(visitor);
    const id = await userId(visitor);
    const text = await (await visitor.get("/api/account/export")).text();
    const file = JSON.parse(text) as AccountExportFile;
    expect(file.account.signInMethods).toEqual([{ type: "password" }, { type: "two-factor" }]);

    const secrets = [
      ...(
        await accounts.app.db
          .selectFrom("session")
          .select("token")
          .where("userId", "=", id)
          .execute()
      ).map((row) => row.token),
      ...(
        await accounts.app.db
          .selectFrom("account")
          .select((eb) => eb.ref("password" as never).as("hash"))
          .where("userId", "=", id)
          .execute()
      ).map((row) => String(row.hash)),
      ...(
        await accounts.app.db
          .selectFrom("twoFactor")
          .select((eb) => [
            eb.ref("secret" as never).as("secret"),
            eb.ref("backupCodes" as never).as("codes"),
          ])
          .where("userId", "=", id)
          .execute()
      ).flatMap((row) => [String(row.secret), String(row.codes)]),
      new URL(totpURI).searchParams.get("secret") ?? "",
      ...backupCodes,
    ];
    expect(secrets.length).toBeGreaterThan(14);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(5);
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/argon2|"token"|"secret"|"password":/);
  });
});

describe("POST /api/auth/delete-user", () => {
  /** Every row that names the user, in every table that can. */
  async function rowsOf(id: string) {
    const counts: Record<string, number> = {};
    for (const table of [
      "session",
      "account",
      "place",
      "photo",
      "issuedPhoto",
      "achievement",
      "adminGrant",
      "placeListVersion",
      "passkey",
      "twoFactor",
    ] as const) {
      const rows = await accounts.app.db
        .selectFrom(table)
        .select("userId")
        .where("userId", "=", id)
        .execute();
      counts[table] = rows.length;
    }
    const user = await accounts.app.db
      .selectFrom("user")
      .select("id")
      .where("id", "=", id)
      .execute();
    counts.user = user.length;
    return counts;
  }

  it("needs the password of an account that has one", async () => {
    const { visitor } = await newAccount();
    const none = await visitor.auth("/delete-user", {});
    expect(none.status).toBe(400);
    expect((await errorOf(none)).details?.[0]?.field).toBe("password");
    const wrong = await visitor.auth("/delete-user", { password: "not my password" });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get("clear-site-data")).toBeNull();
    expect((await errorOf(wrong)).code).toBe("INVALID_PASSWORD");
    expect((await visitor.get("/api/auth/user")).status).toBe(200);
  });

  it("deletes everything of the account, forgets its address in the audit log, and lets it sign up anew", async () => {
    const { email, visitor } = await newAccount();
    const id = await userId(visitor);
    await turnOnTwoFactor(visitor);
    await okJson(
      visitor.api.places.$post({ json: { name: "Lindisfarne", photoUrl: await pngDataUrl() } }),
    );
    await accounts.app.db
      .insertInto("adminGrant")
      .values({ userId: id, grantedAt: new Date().toISOString() })
      .execute();
    // A failed sign-in names the address in the audit log.
    await new Visitor(accounts.app.baseUrl).signIn(email, "a wrong password");
    const before = await rowsOf(id);
    expect(before).toMatchObject({
      user: 1,
      place: 1,
      photo: 1,
      achievement: 1,
      adminGrant: 1,
      twoFactor: 1,
    });
    expect(before.session).toBeGreaterThan(0);

    const deleted = await visitor.auth("/delete-user", { password: PASSWORD });
    expect(deleted.status).toBe(200);
    // Photos the browser's own cache kept go too, as at sign-out.
    expect(deleted.headers.get("clear-site-data")).toBe('"cache"');
    expect(Object.values(await rowsOf(id)).every((n) => n === 0)).toBe(true);
    expect((await visitor.get("/api/auth/user")).status).toBe(401);

    const audit = await accounts.app.db.selectFrom("auditLog").selectAll().execute();
    expect(audit.some((e) => e.actor === email || e.target === email)).toBe(false);
    const deletions = audit.filter((e) => e.kind === "account-deleted");
    expect(deletions.length).toBeGreaterThan(0);
    for (const entry of deletions) {
      expect(entry).toMatchObject({
        action: "delete-account",
        actor: null,
        target: null,
        ip: null,
      });
    }

    const again = new Visitor(accounts.app.baseUrl);
    expect((await again.signUp(email, "another password 2")).status).toBe(200);
    expect(await okJson(again.api.places.$get())).toEqual([]);
    expect(await okJson(again.api.achievements.$get())).toEqual([]);
    expect(await okJson(again.api.account.$get())).toMatchObject({
      twoFactorEnabled: false,
      passkeyCount: 0,
      emailVerified: false,
    });
    expect(await userId(again)).not.toBe(id);
  });

  it("takes a recent sign-in from an account without a password, and refuses an old one", async () => {
    const { visitor } = await newAccount();
    const id = await userId(visitor);
    await withoutPasswordSignedInLongAgo(accounts.app, id);
    const old = await visitor.auth("/delete-user", {});
    expect(old.status).toBe(403);
    expect((await errorOf(old)).message).toMatch(/passkey/);
    await accounts.app.db
      .updateTable("session")
      .set({ createdAt: new Date().toISOString() })
      .where("userId", "=", id)
      .execute();
    expect((await visitor.auth("/delete-user", {})).status).toBe(200);
    expect((await rowsOf(id)).user).toBe(0);
  });

  it("takes at most 5 tries a minute from one address", async () => {
    const { visitor } = await newAccount();
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await visitor.auth("/delete-user", { password: `wrong ${i}` })).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    const refused = await visitor.auth("/delete-user", { password: PASSWORD });
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).message).toMatch(/^Too many tries\. Wait \d+ seconds?, then/);
    expect((await visitor.get("/api/auth/user")).status).toBe(200);
  });

  it("counts a code given instead of a password against the two-factor paths' limit", async () => {
    const { visitor } = await newAccount();
    const id = await userId(visitor);
    const { totpURI } = await turnOnTwoFactor(visitor);
    await withoutPasswordSignedInLongAgo(accounts.app, id);
    // A new address: turning two-factor on took this one's tries on verify-totp.
    const elsewhere = { "x-forwarded-for": "192.0.2.77" };
    const attempt = (code: string) =>
      visitor.request("POST", "/api/auth/delete-user", { json: { code }, headers: elsewhere });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await attempt("000000")).status);
    expect(statuses).toEqual([400, 400, 400]);
    const refused = await attempt(totpCode(totpURI));
    expect(refused.status).toBe(429);
    expect((await errorOf(refused)).message).toMatch(/^Too many tries\. Wait \d+ seconds?, then/);
    expect((await rowsOf(id)).user).toBe(1);
  });

  it("takes a two-factor code from an account without a password", async () => {
    const { visitor } = await newAccount();
    const id = await userId(visitor);
    const { totpURI } = await turnOnTwoFactor(visitor);
    await withoutPasswordSignedInLongAgo(accounts.app, id);
    expect((await visitor.auth("/delete-user", {})).status).toBe(403);
    const wrong = await visitor.auth("/delete-user", { code: "000000" });
    expect(wrong.status).toBe(400);
    expect((await errorOf(wrong)).message).toMatch(/^That code is not right/);
    expect((await visitor.auth("/delete-user", { code: totpCode(totpURI) })).status).toBe(200);
    expect((await rowsOf(id)).user).toBe(0);
  });
});
