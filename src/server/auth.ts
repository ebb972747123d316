import { passkey } from "@better-auth/passkey";
import { hash, verify } from "@node-rs/argon2";
import { type BetterAuthOptions, betterAuth } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { bearer, genericOAuth, twoFactor } from "better-auth/plugins";
import { APP_NAME } from "#shared/app-info.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "#shared/credentials.ts";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "#shared/i18n/language.ts";
import { currentAuthRequest, secondFactorOf, trustedDeviceMark } from "./auth-request.ts";
import { backupCodeStore, canonicalTypedCode, newBackupCodes } from "./backup-codes.ts";
import type { Config, ExternalProvider } from "./config.ts";
import type { Db, Dialect } from "./db/index.ts";
import { accountQueries } from "./db/queries/account.ts";
import { auditQueries } from "./db/queries/audit.ts";
import { credentialQueries } from "./db/queries/credentials.ts";
import { isEmailChange } from "./email-change.ts";
import { type AccountStore, emailOwnershipHooks } from "./email-ownership.ts";
import { CLIENT_IP_HEADER } from "./http/client-ip.ts";
import { trustedOriginsFor } from "./http/origins.ts";
import { languageOf as requestLanguageOf } from "./i18n/request-language.ts";
import type { Logger } from "./logger.ts";
import { createMailer } from "./mail/mailer.ts";
import {
  emailChangeMail,
  emailChangeNotice,
  passwordResetMail,
  verificationMail,
} from "./mail/messages.ts";

// OWASP's argon2id settings (19 MiB, 2 passes); Better Auth's default scrypt cost is below them.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export type AuthDeps = {
  config: Pick<
    Config,
    | "baseUrl"
    | "trustedOrigins"
    | "baseUrlSet"
    | "externalProviders"
    | "mail"
    | "requireEmailVerification"
  >;
  secret: string;
  db: Db;
  dialect: Dialect;
  logger: Logger;
};

/** Better Auth's own log lines for a request it refused: the caller's doing, not a fault of ours. */
const CLIENT_REFUSAL =
  /^(Invalid (origin|callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL)|Blocked cross-site|Change email is disabled)/;

/** The longest window of any rate limit on /api/auth (the default, and sign-in's). */
export const RATE_LIMIT_WINDOW_SECONDS = 60;

const BACKUP_CODE_PATH = "/two-factor/verify-backup-code";

/** The language an account chose, for the mail sent to it. */
const accountLanguage = (user: unknown): Language => {
  const chosen = (user as { language?: unknown } | undefined)?.language;
  return isLanguage(chosen) ? chosen : DEFAULT_LANGUAGE;
};

/** Reset links are short-lived: 30 minutes. */
const RESET_LINK_SECONDS = 30 * 60;
/** Links that confirm an address, a new one included: an hour (Better Auth's default). */
export const EMAIL_LINK_SECONDS = 60 * 60;

/** Google (scopes email and profile) and any OpenID Connect issuer, as configured. */
function externalSignIn(providers: ExternalProvider[]) {
  const google = providers.find((p) => p.id === "google");
  const oidc = providers.find((p) => p.id === "oidc");
  return {
    socialProviders: google
      ? {
          google: {
            clientId: google.clientId,
            clientSecret: google.clientSecret,
            // The provider's name and picture fill the profile, at every sign-in.
            overrideUserInfoOnSignIn: true,
            // Better Auth asks Google for openid, email and profile by default: the scopes we need.
          },
        }
      : {},
    plugins: oidc
      ? [
          genericOAuth({
            config: [
              {
                providerId: "oidc",
                name: oidc.label,
                clientId: oidc.clientId,
                clientSecret: oidc.clientSecret,
                discoveryUrl: `${oidc.issuer}/.well-known/openid-configuration`,
                scopes: ["openid", "email", "profile"],
                overrideUserInfo: true,
                pkce: true,
              },
            ],
          }),
        ]
      : [],
  };
}

/**
 * The Better Auth options; migrations read the same ones to know which tables to create.
 * `ownership` guards who holds an account once its address is confirmed (email-ownership.ts).
 */
export function authOptions(
  { config, secret, db, dialect, logger }: AuthDeps,
  ownership?: ReturnType<typeof emailOwnershipHooks>,
) {
  const send = createMailer(config.mail, logger);
  const audit = auditQueries(db);
  const accounts = accountQueries(db);
  // Passkeys belong to the address people use: BASE_URL's host and origin.
  const site = new URL(config.baseUrl);
  const external = externalSignIn(config.externalProviders);
  return {
    appName: "UK Adventures",
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    secret,
    // The same rule as our own CSRF check: with BASE_URL unset, the address the request used.
    trustedOrigins: (request?: Request) => trustedOriginsFor(config, request?.url),
    database: { db, type: dialect },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      requireEmailVerification: config.requireEmailVerification,
      // The same answer whether or not the email has an account (Better Auth's), and in the
      // same time: the mail goes out after the answer, so a slow SMTP server gives nothing away.
      sendResetPassword: async ({ user, url }) => {
        send(passwordResetMail(user.email, url, accountLanguage(user))).catch((error) =>
          logger.error("Password reset mail failed", { error: String(error) }),
        );
      },
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async (payload: {
        user: { id: string; email: string; emailVerified: boolean };
      }) => {
        await ownership?.onPasswordReset(payload);
        // Failed sign-ins before a reset stop counting towards the account's pause.
        await audit.record({
          kind: "password-reset",
          action: "password-reset",
          actor: payload.user.email.toLowerCase(),
        });
      },
      password: {
        hash: (password: string) => hash(password, ARGON2),
        verify: ({ hash: stored, password }: { hash: string; password: string }) =>
          verify(stored, password),
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: EMAIL_LINK_SECONDS,
      // Never: a link opened in another browser must first choose a password (email-ownership.ts).
      autoSignInAfterVerification: false,
      beforeEmailVerification: ownership?.beforeEmailVerification,
      // The same hook mails a sign-up's link and a new address's: the token says which.
      sendVerificationEmail: async ({ user, url, token }) =>
        send(
          isEmailChange(token)
            ? emailChangeMail(user.email, url, accountLanguage(user))
            : verificationMail(user.email, url, accountLanguage(user)),
        ),
    },
    user: {
      additionalFields: {
        // The language the account reads the product in, set from the account's own page
        // (PATCH /api/account), never at sign-up or through Better Auth's update-user.
        language: { type: "string", required: false, defaultValue: "en", input: false },
      },
      // A new address applies only once a link mailed to it is opened (there, in a browser
      // signed in to the account: routes/auth-proxy.ts); the old address gets a notice.
      changeEmail: { enabled: true },
      deleteUser: {
        enabled: true,
        // Everything of the account goes in one transaction of ours, Better Auth's rows with
        // ours (the foreign keys cascade from the user row); Better Auth's own deletes after
        // this find nothing left.
        beforeDelete: async (user: { id: string; email: string }) =>
          accounts.deleteAccount(user.id, user.email),
      },
    },
    hooks: {
      // A backup code in the form the stored ones are read in (backup-codes.ts), whether it
      // comes from the sign-in screen or from deleting an account.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== BACKUP_CODE_PATH) return;
        const body = canonicalTypedCode(ctx.body);
        if (body) return { context: { body } };
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/change-email" || isAPIError(ctx.context.returned)) return;
        const user = ctx.context.session?.user;
        const oldEmail = user?.email;
        const newEmail = (ctx.body as { newEmail?: unknown } | undefined)?.newEmail;
        if (!oldEmail || typeof newEmail !== "string") return;
        send(emailChangeNotice(oldEmail, newEmail.toLowerCase(), accountLanguage(user))).catch(
          (error) => logger.error("Email change notice failed", { error: String(error) }),
        );
      }),
    },
    socialProviders: external.socialProviders,
    account: {
      // An external account joins the existing user with the same email, not a second one, but
      // only when the provider says it verified that email and so has ours (Better Auth's
      // requireLocalEmailVerified): no provider is trusted blindly, and an unverified sign-up
      // cannot wait for its victim to arrive.
      accountLinking: { enabled: true, requireLocalEmailVerified: true },
    },
    session: {
      // Off: a revoked session must stop working at once, not when a cached cookie expires.
      cookieCache: { enabled: false },
      additionalFields: {
        // "code", "passkey" or "trusted-device" when the sign-in that began the session asked
        // for a second factor, or skipped it on a device a code vouched for (auth-request.ts);
        // ADMIN_REQUIRE_TWO_FACTOR asks for such a session.
        secondFactor: { type: "string", required: false, input: false },
      },
    },
    databaseHooks: {
      // A new account reads the product in the language it was made in: the visitor's choice
      // (the lang cookie), else their browser's. Its first mail, the link to confirm, is in it.
      user: {
        create: {
          before: async (
            user: Record<string, unknown>,
            ctx: { headers?: Headers; request?: Request } | null,
          ) => ({
            data: { ...user, language: requestLanguageOf(ctx?.headers ?? ctx?.request?.headers) },
          }),
        },
      },
      session: {
        create: {
          before: async (session: Record<string, unknown>, ctx: { path?: string } | null) => ({
            data: { ...session, secondFactor: secondFactorOf(ctx?.path) },
          }),
        },
      },
    },
    rateLimit: {
      enabled: true,
      // In the database, so the limits hold across several app processes.
      storage: "database",
      window: RATE_LIMIT_WINDOW_SECONDS,
      max: 100,
      customRules: {
        "/sign-in/email": { window: RATE_LIMIT_WINDOW_SECONDS, max: 10 },
        "/sign-up/email": { window: RATE_LIMIT_WINDOW_SECONDS, max: 10 },
        // A password typed to delete an account: few tries.
        "/delete-user": { window: RATE_LIMIT_WINDOW_SECONDS, max: 5 },
        // Each sends a mail: Better Auth's own limit for its mail-sending paths, said here so
        // that it holds whatever a new version's defaults become.
        "/request-password-reset": { window: RATE_LIMIT_WINDOW_SECONDS, max: 3 },
        "/send-verification-email": { window: RATE_LIMIT_WINDOW_SECONDS, max: 3 },
      },
    },
    advanced: {
      // The app resolves the caller's address (socket, or a trusted proxy's header) and passes
      // it in this header, overwriting anything a client sent.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.baseUrl.startsWith("https://"),
      // Said outright: Better Auth turns its origin check off by itself under a test runner,
      // and the tests must meet the check that runs in production.
      disableOriginCheck: false,
    },
    plugins: [
      bearer(),
      // A code from an authenticator app after the password, or one of ten single-use backup
      // codes. Codes are limited to 3 tries in 10 s per address and path (the plugin's own
      // limit), 5 per sign-in, and 10 wrong in a row pause the account's codes for 15 minutes.
      // allowPasswordless: an account that signs in only with a provider or a passkey can
      // still turn it on; one with a password must give it to turn two-factor on or off.
      // Backup codes without look-alike characters, taken in any case (backup-codes.ts).
      twoFactor({
        issuer: APP_NAME,
        allowPasswordless: true,
        backupCodeOptions: {
          customBackupCodesGenerate: newBackupCodes,
          storeBackupCodes: backupCodeStore(secret),
        },
      }),
      // After twoFactor: it reads the plugin's decision on a trusted device.
      trustedDeviceMark(),
      passkey({
        rpID: site.hostname,
        rpName: APP_NAME,
        origin: site.origin,
        authentication: {
          // Whether the authenticator checked the person, for the session's second factor.
          afterVerification: async ({ verification }) => {
            const request = currentAuthRequest();
            if (request) request.passkeyUserVerified = verification.authenticationInfo.userVerified;
          },
        },
      }),
      ...external.plugins,
    ],
    // Better Auth would log every refusal (a wrong password, a bad body) as an error: a
    // client's mistake is answered, not logged. Only its own failures are.
    onAPIError: {
      onError: (error: unknown) => {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === undefined || status >= 500) {
          logger.error("Auth failure", {
            error: error instanceof Error ? error.message : String(error),
          });
        }
      },
    },
    logger: {
      level: "warn",
      log: (level: string, message: string) => {
        if (level === "error" && !CLIENT_REFUSAL.test(message)) {
          logger.error(message, { source: "auth" });
        } else logger.warn(message, { source: "auth" });
      },
    },
    telemetry: { enabled: false },
  } satisfies BetterAuthOptions;
}

export function createAuth(deps: AuthDeps) {
  let context: Promise<AccountStore> | undefined;
  const credentials = credentialQueries(deps.db, EMAIL_LINK_SECONDS);
  const ownership = emailOwnershipHooks(
    async () => {
      if (!context) throw new Error("Better Auth is not ready");
      return context;
    },
    credentials.endAllBut,
    RESET_LINK_SECONDS,
  );
  const auth = betterAuth(authOptions(deps, ownership));
  context = auth.$context;
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
