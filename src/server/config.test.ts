import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, parseDatabaseUrl, passkeyHostWarning } from "./config.ts";

describe("loadConfig", () => {
  it("needs nothing: port 5000, SQLite in ./data, BASE_URL from the port", () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.database).toEqual({
      dialect: "sqlite",
      file: path.resolve("./data/uk-adventures.db"),
    });
    expect(config.baseUrl).toBe("http://localhost:5000");
    expect(config.trustedOrigins).toEqual(["http://localhost:5000"]);
    expect(config.adminEmails).toEqual([]);
  });

  it("reads lists, lower-cases admin emails and adds TRUSTED_ORIGINS to BASE_URL's", () => {
    const config = loadConfig({
      BASE_URL: "https://trips.example.org/",
      TRUSTED_ORIGINS: "https://a.example.org, https://b.example.org/x",
      ADMIN_EMAILS: "Boss@Example.org, ops@example.org",
      TRUSTED_PROXIES: "10.0.0.1,::1",
    });
    expect(config.baseUrl).toBe("https://trips.example.org");
    expect(config.trustedOrigins).toEqual([
      "https://trips.example.org",
      "https://a.example.org",
      "https://b.example.org",
    ]);
    expect(config.adminEmails).toEqual(["boss@example.org", "ops@example.org"]);
    expect(config.trustedProxies).toEqual(["10.0.0.1", "::1"]);
  });

  it.each([
    [{ PORT: "seventy" }, /^PORT: /],
    [{ PORT: "70000" }, /^PORT: /],
    [{ BASE_URL: "localhost:5000" }, /^BASE_URL: /],
    [{ BETTER_AUTH_SECRET: "short" }, /^BETTER_AUTH_SECRET: must be at least 32/],
    [{ ADMIN_EMAILS: "not-an-email" }, /^ADMIN_EMAILS: /],
    [{ LOG_LEVEL: "loud" }, /^LOG_LEVEL: /],
    [{ DATABASE_URL: "mysql://x" }, /^DATABASE_URL must start with postgres:\/\//],
    [{ GOOGLE_CLIENT_ID: "id" }, /^GOOGLE_CLIENT_ID set without GOOGLE_CLIENT_SECRET/],
    [{ OIDC_ISSUER: "https://id.example.org" }, /OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: set all/],
    [{ SMTP_URL: "smtp://mail.example.org" }, /^SMTP_URL set without MAIL_FROM/],
    [{ SMTP_URL: "http://mail.example.org", MAIL_FROM: "a@b.c" }, /^SMTP_URL: /],
    [{ REQUIRE_EMAIL_VERIFICATION: "yes" }, /^REQUIRE_EMAIL_VERIFICATION: /],
    [{ ADMIN_REQUIRE_TWO_FACTOR: "1" }, /^ADMIN_REQUIRE_TWO_FACTOR: /],
    [{ GEOCODER_URL: "nominatim.example.org" }, /^GEOCODER_URL: must be the http\(s\) base URL/],
    [{ GEOCODER_URL: "ftp://nominatim.example.org" }, /^GEOCODER_URL: /],
    [{ GEOCODER_URL: "https://geo.example.org/search?q=x" }, /^GEOCODER_URL: give the server's/],
    [{ GEOCODER_URL: "https://geo.example.org", GEOCODER_KIND: "google" }, /^GEOCODER_KIND: /],
    [{ GEOCODER_KIND: "photon" }, /^GEOCODER_KIND set without GEOCODER_URL/],
  ])("names the variable in one line for a bad value: %o", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe("passkeyHostWarning", () => {
  it("warns when BASE_URL names an IP address, which passkeys cannot use", () => {
    expect(passkeyHostWarning("http://127.0.0.1:5000")).toBe(
      "BASE_URL's host, 127.0.0.1, is an IP address: passkeys need a host name (such as localhost) and cannot be added or used. Set BASE_URL to a name for the server.",
    );
    expect(passkeyHostWarning("http://[::1]:5000")).toMatch(/^BASE_URL's host, \[::1\], is an IP/);
  });

  it("says nothing for a host name, or the default BASE_URL", () => {
    expect(passkeyHostWarning("https://trips.example.org")).toBeUndefined();
    expect(passkeyHostWarning(loadConfig({}).baseUrl)).toBeUndefined();
  });
});

describe("external sign-in and mail", () => {
  it("are off with no settings", () => {
    const config = loadConfig({});
    expect(config.externalProviders).toEqual([]);
    expect(config.mail).toBeNull();
    expect(config.requireEmailVerification).toBe(false);
    expect(config.adminRequireTwoFactor).toBe(false);
    expect(loadConfig({ ADMIN_REQUIRE_TWO_FACTOR: "true" }).adminRequireTwoFactor).toBe(true);
  });

  it("read Google, any OpenID Connect issuer and SMTP", () => {
    const config = loadConfig({
      GOOGLE_CLIENT_ID: "g-id",
      GOOGLE_CLIENT_SECRET: "g-secret",
      OIDC_ISSUER: "https://id.example.org/realms/home/",
      OIDC_CLIENT_ID: "o-id",
      OIDC_CLIENT_SECRET: "o-secret",
      OIDC_BUTTON_LABEL: "Keycloak",
      SMTP_URL: "smtps://user:pass@mail.example.org:465",
      MAIL_FROM: "UK Adventures <hello@example.org>",
      REQUIRE_EMAIL_VERIFICATION: "true",
    });
    expect(config.externalProviders).toEqual([
      { id: "google", label: "Google", clientId: "g-id", clientSecret: "g-secret" },
      {
        id: "oidc",
        label: "Keycloak",
        issuer: "https://id.example.org/realms/home",
        clientId: "o-id",
        clientSecret: "o-secret",
      },
    ]);
    expect(config.mail).toEqual({
      smtpUrl: "smtps://user:pass@mail.example.org:465",
      from: "UK Adventures <hello@example.org>",
    });
    expect(config.requireEmailVerification).toBe(true);
  });
});

describe("the online geocoder", () => {
  it("is off by default", () => {
    expect(loadConfig({}).geocoder).toBeNull();
  });

  it("reads GEOCODER_URL as a base URL, Nominatim unless GEOCODER_KIND says Photon", () => {
    expect(loadConfig({ GEOCODER_URL: "https://nominatim.example.org/" }).geocoder).toEqual({
      url: "https://nominatim.example.org",
      kind: "nominatim",
    });
    expect(
      loadConfig({ GEOCODER_URL: "http://127.0.0.1:2322/photon", GEOCODER_KIND: "photon" })
        .geocoder,
    ).toEqual({ url: "http://127.0.0.1:2322/photon", kind: "photon" });
  });
});

describe("parseDatabaseUrl", () => {
  it("reads file: and postgres URLs", () => {
    expect(parseDatabaseUrl("file:/tmp/x.db", "./data")).toEqual({
      dialect: "sqlite",
      file: "/tmp/x.db",
    });
    for (const url of ["postgres://u@h/db", "postgresql://u@h:5432/db"]) {
      expect(parseDatabaseUrl(url, "./data")).toEqual({ dialect: "postgres", url });
    }
  });

  it("refuses an empty file: path", () => {
    expect(() => parseDatabaseUrl("file:", "./data")).toThrow(ConfigError);
  });
});
