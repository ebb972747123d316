import path from "node:path";
import { z } from "zod";
import type { LogLevel } from "./logger.ts";

/** Where the data lives, as DATABASE_URL says (design.md §4). */
export type DatabaseTarget =
  | { dialect: "sqlite"; file: string }
  | { dialect: "postgres"; url: string };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseTarget;
  baseUrl: string;
  /** Origins allowed to make cookie-authenticated writes: BASE_URL's plus TRUSTED_ORIGINS. */
  trustedOrigins: string[];
  /** Unset means "generate one and keep it in DATA_DIR" (see secret.ts). */
  authSecret: string | undefined;
  adminEmails: string[];
  /** Proxies allowed to name the client's address in X-Forwarded-For. */
  trustedProxies: string[];
  logLevel: LogLevel;
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
});

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
    authSecret: e.BETTER_AUTH_SECRET,
    adminEmails: e.ADMIN_EMAILS.map((email) => email.toLowerCase()),
    trustedProxies: e.TRUSTED_PROXIES,
    logLevel: e.LOG_LEVEL,
  };
}
