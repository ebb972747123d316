import { hash, verify } from "@node-rs/argon2";
import { type BetterAuthOptions, betterAuth } from "better-auth";
import { bearer } from "better-auth/plugins";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../shared/credentials.ts";
import type { Config } from "./config.ts";
import type { Db, Dialect } from "./db/index.ts";
import { CLIENT_IP_HEADER } from "./http/client-ip.ts";
import type { Logger } from "./logger.ts";

// OWASP's argon2id settings (19 MiB, 2 passes); Better Auth's default scrypt cost is below them.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export type AuthDeps = {
  config: Pick<Config, "baseUrl" | "trustedOrigins">;
  secret: string;
  db: Db;
  dialect: Dialect;
  logger: Logger;
};

/** The Better Auth options; migrations read the same ones to know which tables to create. */
export function authOptions({ config, secret, db, dialect, logger }: AuthDeps) {
  return {
    appName: "UK Adventures",
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: config.trustedOrigins,
    database: { db, type: dialect },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      password: {
        hash: (password: string) => hash(password, ARGON2),
        verify: ({ hash: stored, password }: { hash: string; password: string }) =>
          verify(stored, password),
      },
    },
    session: {
      // Off: a revoked session must stop working at once, not when a cached cookie expires.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      // In the database, so the limits hold across several app processes.
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 10 },
        "/sign-up/email": { window: 60, max: 10 },
      },
    },
    advanced: {
      // The app resolves the caller's address (socket, or a trusted proxy's header) and passes
      // it in this header, overwriting anything a client sent.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.baseUrl.startsWith("https://"),
    },
    plugins: [bearer()],
    logger: {
      level: "warn",
      log: (level: string, message: string) => {
        if (level === "error") logger.error(message, { source: "auth" });
        else logger.warn(message, { source: "auth" });
      },
    },
    telemetry: { enabled: false },
  } satisfies BetterAuthOptions;
}

export function createAuth(deps: AuthDeps) {
  return betterAuth(authOptions(deps));
}

export type Auth = ReturnType<typeof createAuth>;
