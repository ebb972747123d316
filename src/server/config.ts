import path from "node:path";
import { z } from "zod";
import { isIpAddressHost } from "#shared/passkey-host.ts";
import type { LogLevel } from "./logger.ts";
import { type PmtilesFile, readPmtilesFile } from "./map/pmtiles-archive.ts";

/** Where the data lives, as DATABASE_URL says (README.md#configuration). */
export type DatabaseTarget =
  | { dialect: "sqlite"; file: string }
  | { dialect: "postgres"; url: string };

/** A sign-in provider beside email and password (README.md#configuration). */
export type ExternalProvider =
  | { id: "google"; label: string; clientId: string; clientSecret: string }
  | { id: "oidc"; label: string; issuer: string; clientId: string; clientSecret: string };

/**
 * A detailed basemap the self-hoster chose: a raster tile server's XYZ template (`tiles`) or a
 * MapLibre style (`style`), the credit it asks for, and the origins the browser may then load
 * the map from, which the CSP allows and no more. Unset, the map uses its own basemap and asks
 * no other server.
 */
export type DetailedBasemap = {
  kind: "tiles" | "style";
  url: string;
  attribution: string;
  origins: string[];
} | null;

/**
 * A PMTiles archive of vector tiles on the server's disk (MAP_PMTILES), checked at start-up:
 * the server serves its tiles from our origin and the map draws them. Its credit is
 * MAP_ATTRIBUTION, or OpenStreetMap's.
 */
export type VectorTiles = (PmtilesFile & { attribution: string }) | null;

/** The credit OpenStreetMap's licence asks for, for an archive cut from it (the usual one). */
export const OSM_ATTRIBUTION = "© OpenStreetMap contributors";

/**
 * An online geocoder the self-hoster chose (README.md#configuration): a Nominatim or Photon
 * server's base URL, which the server (never the browser) asks about what the offline data
 * does not know. Unset, the geocoder asks no other server.
 */
export type OnlineGeocoderConfig = { url: string; kind: "nominatim" | "photon" } | null;

/** Where mail goes: an SMTP server, or (unset) the server log. */
export type MailConfig = { smtpUrl: string; from: string } | null;

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  baseUrl: string;
  /** Origins allowed to make cookie-authenticated writes: BASE_URL's plus TRUSTED_ORIGINS. */
  trustedOrigins: string[];
  /**
   * Whether BASE_URL was set. Unset, a request is also trusted from the origin it was addressed
   * to (http://127.0.0.1:5000, a LAN address), so a first run works at whatever address it is
   * opened; set, only the listed origins are (see http/origins.ts).
   */
  baseUrlSet: boolean;
  /** Unset means "generate one and keep it in DATA_DIR" (see secret.ts). */
  authSecret: string | undefined;
  adminEmails: string[];
  /** Proxies allowed to name the client's address in X-Forwarded-For. */
  trustedProxies: string[];
  logLevel: LogLevel;
  externalProviders: ExternalProvider[];
  mail: MailConfig;
  /** Whether an account must verify its email before it can sign in. */
  requireEmailVerification: boolean;
  /** Whether an admin must have two-factor sign-in on before /api/admin answers them. */
  adminRequireTwoFactor: boolean;
  basemap: DetailedBasemap;
  vectorTiles: VectorTiles;
  geocoder: OnlineGeocoderConfig;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(",")
      .map((item) => item.trim())
      .filter(Boolean),
  );

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(5000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().optional(),
  BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRUSTED_ORIGINS: list.pipe(z.array(z.url({ protocol: /^https?$/ }))),
  BETTER_AUTH_SECRET: z
    .string()
    .min(32, "must be at least 32 characters (try: openssl rand -base64 32)")
    .optional(),
  ADMIN_EMAILS: list.pipe(z.array(z.email())),
  TRUSTED_PROXIES: list.pipe(z.array(z.union([z.ipv4(), z.ipv6()]))),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_BUTTON_LABEL: z.string().min(1).max(40).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  REQUIRE_EMAIL_VERIFICATION: z.enum(["true", "false"]).default("false"),
  ADMIN_REQUIRE_TWO_FACTOR: z.enum(["true", "false"]).default("false"),
  MAP_TILE_URL: z
    .string()
    .refine(
      (value) =>
        ["{z}", "{x}", "{y}"].every((part) => value.includes(part)) &&
        /^https?:\/\/[^/]+\//.test(value),
      "must be an http(s) tile template with {z}, {x} and {y}, as in https://tiles.example.org/{z}/{x}/{y}.png",
    )
    .optional(),
  MAP_STYLE_URL: z
    .url({
      protocol: /^https?$/,
      error: "must be the http(s) URL of a MapLibre style (style.json)",
    })
    .optional(),
  MAP_STYLE_ORIGINS: list
    .pipe(
      z.array(
        z.url({ protocol: /^https?$/ }).refine((value) => new URL(value).origin === value, {
          error: "must be origins only, as in https://tiles.example.org",
        }),
      ),
    )
    .default([]),
  MAP_ATTRIBUTION: z.string().min(1).max(300).optional(),
  MAP_PMTILES: z.string().min(1).optional(),
  GEOCODER_URL: z
    .url({
      protocol: /^https?$/,
      error: "must be the http(s) base URL of a Nominatim or Photon server",
    })
    .optional(),
  GEOCODER_KIND: z.enum(["nominatim", "photon"]).optional(),
});

type Env = z.infer<typeof envSchema>;

/** Settings that only work together: all of them, or none. */
function together(env: Env, names: (keyof Env)[]): boolean {
  const set = names.filter((name) => env[name] !== undefined);
  if (set.length > 0 && set.length < names.length) {
    const missing = names.filter((name) => env[name] === undefined);
    throw new ConfigError(`${set.join(", ")} set without ${missing.join(", ")}: set all or none`);
  }
  return set.length === names.length;
}

function externalProviders(e: Env): ExternalProvider[] {
  const providers: ExternalProvider[] = [];
  if (together(e, ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"])) {
    providers.push({
      id: "google",
      label: "Google",
      clientId: e.GOOGLE_CLIENT_ID as string,
      clientSecret: e.GOOGLE_CLIENT_SECRET as string,
    });
  }
  if (together(e, ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"])) {
    providers.push({
      id: "oidc",
      label: e.OIDC_BUTTON_LABEL ?? "Single sign-on",
      issuer: (e.OIDC_ISSUER as string).replace(/\/+$/, ""),
      clientId: e.OIDC_CLIENT_ID as string,
      clientSecret: e.OIDC_CLIENT_SECRET as string,
    });
  }
  return providers;
}

function detailedBasemap(e: Env): DetailedBasemap {
  if (e.MAP_TILE_URL && e.MAP_STYLE_URL) {
    throw new ConfigError("MAP_TILE_URL and MAP_STYLE_URL both set: choose one basemap");
  }
  if (e.MAP_PMTILES) {
    const other = e.MAP_TILE_URL ? "MAP_TILE_URL" : e.MAP_STYLE_URL ? "MAP_STYLE_URL" : null;
    if (other) throw new ConfigError(`MAP_PMTILES and ${other} both set: choose one basemap`);
  }
  if (e.MAP_STYLE_ORIGINS.length > 0 && !e.MAP_STYLE_URL) {
    throw new ConfigError("MAP_STYLE_ORIGINS set without MAP_STYLE_URL: set both or neither");
  }
  const chosen = e.MAP_TILE_URL ? "MAP_TILE_URL" : e.MAP_STYLE_URL ? "MAP_STYLE_URL" : null;
  if (!chosen) {
    if (e.MAP_ATTRIBUTION && !e.MAP_PMTILES) {
      throw new ConfigError(
        "MAP_ATTRIBUTION set without MAP_PMTILES, MAP_TILE_URL or MAP_STYLE_URL",
      );
    }
    return null;
  }
  together(e, [chosen, "MAP_ATTRIBUTION"]);
  const attribution = e.MAP_ATTRIBUTION as string;
  if (e.MAP_TILE_URL) {
    return {
      kind: "tiles",
      url: e.MAP_TILE_URL,
      attribution,
      origins: [tileSource(e.MAP_TILE_URL)],
    };
  }
  const url = e.MAP_STYLE_URL as string;
  // A style names its tiles, glyphs and sprites; those on other hosts are listed beside it.
  const origins = [...new Set([new URL(url).origin, ...e.MAP_STYLE_ORIGINS])];
  return { kind: "style", url, attribution, origins };
}

/**
 * The tile server as a CSP source: its scheme and host, a {s} subdomain placeholder becoming a
 * wildcard ("https://*.tile.example.org").
 */
function tileSource(template: string): string {
  const [, scheme = "https:", host = ""] = template.match(/^(https?:)\/\/([^/]+)\//) ?? [];
  return `${scheme}//${host.replace(/^\{s\}\./, "*.")}`;
}

/** MAP_PMTILES: a PMTiles v3 archive of vector tiles, or the one line saying why not. */
function vectorTiles(e: Env): VectorTiles {
  if (!e.MAP_PMTILES) return null;
  const file = path.resolve(e.MAP_PMTILES);
  try {
    return { ...readPmtilesFile(file), attribution: e.MAP_ATTRIBUTION ?? OSM_ATTRIBUTION };
  } catch (error) {
    throw new ConfigError(`MAP_PMTILES: ${(error as Error).message}`);
  }
}

export function parseDatabaseUrl(url: string | undefined, dataDir: string): DatabaseTarget {
  if (!url) return { dialect: "sqlite", file: path.resolve(dataDir, "uk-adventures.db") };
  if (url.startsWith("file:")) {
    const file = url.slice("file:".length);
    if (!file) throw new ConfigError("DATABASE_URL: file: needs a path, as in file:./data/app.db");
    return { dialect: "sqlite", file: path.resolve(file) };
  }
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) {
    return { dialect: "postgres", url };
  }
  const scheme = url.includes(":") ? `${url.split(":")[0]}:` : url;
  throw new ConfigError(
    `DATABASE_URL must start with postgres://, postgresql:// or file: (got "${scheme}"); leave it unset for SQLite in DATA_DIR`,
  );
}

function onlineGeocoder(e: Env): OnlineGeocoderConfig {
  if (e.GEOCODER_URL === undefined) {
    if (e.GEOCODER_KIND !== undefined) {
      throw new ConfigError("GEOCODER_KIND set without GEOCODER_URL: set the server's URL too");
    }
    return null;
  }
  const url = new URL(e.GEOCODER_URL);
  if (url.search || url.hash) {
    throw new ConfigError("GEOCODER_URL: give the server's base URL, without ?query or #fragment");
  }
  return { url: e.GEOCODER_URL.replace(/\/+$/, ""), kind: e.GEOCODER_KIND ?? "nominatim" };
}

/**
 * The start-up warning when BASE_URL names its host by IP address: WebAuthn refuses an IP
 * address as the relying party, so no passkey can be added or used there.
 */
export function passkeyHostWarning(baseUrl: string): string | undefined {
  const host = new URL(baseUrl).hostname;
  if (!isIpAddressHost(host)) return undefined;
  return `BASE_URL's host, ${host}, is an IP address: passkeys need a host name (such as localhost) and cannot be added or used. Set BASE_URL to a name for the server.`;
}

/** Reads the configuration once; the only place that looks at the environment. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? "environment");
    throw new ConfigError(`${name}: ${issue?.message ?? "invalid value"} (got "${env[name]}")`);
  }
  const e = parsed.data;
  const baseUrl = (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  const trustedOrigins = [
    ...new Set([new URL(baseUrl).origin, ...e.TRUSTED_ORIGINS.map((o) => new URL(o).origin)]),
  ];
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    database: parseDatabaseUrl(e.DATABASE_URL, e.DATA_DIR),
    baseUrl,
    trustedOrigins,
    baseUrlSet: e.BASE_URL !== undefined,
    authSecret: e.BETTER_AUTH_SECRET,
    adminEmails: e.ADMIN_EMAILS.map((email) => email.toLowerCase()),
    trustedProxies: e.TRUSTED_PROXIES,
    logLevel: e.LOG_LEVEL,
    externalProviders: externalProviders(e),
    mail: together(e, ["SMTP_URL", "MAIL_FROM"])
      ? { smtpUrl: e.SMTP_URL as string, from: e.MAIL_FROM as string }
      : null,
    requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION === "true",
    adminRequireTwoFactor: e.ADMIN_REQUIRE_TWO_FACTOR === "true",
    basemap: detailedBasemap(e),
    vectorTiles: vectorTiles(e),
    geocoder: onlineGeocoder(e),
  };
}
