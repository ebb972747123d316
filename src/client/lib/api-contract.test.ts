import type { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import type { InferRequestType } from "hono/client";
import { describe, expectTypeOf, it } from "vitest";
import type { AchievementRecord } from "#shared/achievement-input.ts";
import type { AdminHealth, AdminSecurity, AdminStats, AdminUser } from "#shared/admin.ts";
import type { SuccessJson } from "#shared/api-answer.ts";
import type { ExportFormatName } from "#shared/export-formats/formats.ts";
import type { GeocodeBatchAnswer, NearestTownsAnswer } from "#shared/geo/geocode.ts";
import type { BulkCreateResult, BulkPlaceInput, Place, PlaceWriteResult } from "#shared/place.ts";
import type { SignInOptions } from "#shared/sign-in-options.ts";
import type { User } from "#shared/user.ts";
import type { api } from "./api-client.ts";
import type { authClient } from "./auth-client.ts";

// Checked by the type checker, in `npm run check` and in Vitest's typecheck mode (the unit
// project, vitest.config.ts): a route whose answer or input type drifts from the shared types,
// or is lost (unknown, never), fails before any other test runs.
type Answer<F extends (...args: never[]) => unknown> = SuccessJson<Awaited<ReturnType<F>>>;

describe("the typed API contract", () => {
  it("types every answer the web app reads", () => {
    expectTypeOf<Answer<typeof api.places.$get>>().branded.toEqualTypeOf<Place[]>();
    expectTypeOf<Answer<typeof api.places.$post>>().branded.toEqualTypeOf<PlaceWriteResult>();
    expectTypeOf<
      Answer<(typeof api.places)[":id"]["$patch"]>
    >().branded.toEqualTypeOf<PlaceWriteResult>();
    expectTypeOf<Answer<typeof api.places.bulk.$post>>().branded.toEqualTypeOf<BulkCreateResult>();
    expectTypeOf<Answer<typeof api.achievements.$get>>().branded.toEqualTypeOf<
      AchievementRecord[]
    >();
    expectTypeOf<Answer<typeof api.auth.user.$get>>().branded.toEqualTypeOf<User>();
    expectTypeOf<
      Answer<(typeof api)["sign-in-options"]["$get"]>
    >().branded.toEqualTypeOf<SignInOptions>();
    expectTypeOf<Answer<typeof api.admin.stats.$get>>().branded.toEqualTypeOf<AdminStats>();
    expectTypeOf<Answer<typeof api.admin.users.$get>>().branded.toEqualTypeOf<AdminUser[]>();
    expectTypeOf<Answer<typeof api.admin.health.$get>>().branded.toEqualTypeOf<AdminHealth>();
    expectTypeOf<Answer<typeof api.admin.security.$get>>().branded.toEqualTypeOf<AdminSecurity>();
    expectTypeOf<
      Answer<typeof api.geocode.batch.$post>
    >().branded.toEqualTypeOf<GeocodeBatchAnswer>();
    expectTypeOf<
      Answer<(typeof api.geocode)["nearest-towns"]["$post"]>
    >().branded.toEqualTypeOf<NearestTownsAnswer>();
  });

  it("takes each write's input from the route's own schema", () => {
    expectTypeOf<InferRequestType<typeof api.places.bulk.$post>["json"]>().branded.toEqualTypeOf<{
      places: BulkPlaceInput[];
    }>();
    expectTypeOf<InferRequestType<typeof api.places.$post>["json"]>().toHaveProperty("name");
    expectTypeOf<InferRequestType<typeof api.geocode.batch.$post>["json"]>().branded.toEqualTypeOf<{
      names: string[];
    }>();
    expectTypeOf<
      InferRequestType<(typeof api.geocode)["nearest-towns"]["$post"]>["json"]
    >().branded.toEqualTypeOf<{ points: { latitude: number; longitude: number }[] }>();
    expectTypeOf<InferRequestType<typeof api.places.$post>["json"]>().toHaveProperty(
      "locationApproximate",
    );
  });

  it("takes each query from the route's own schema", () => {
    expectTypeOf<InferRequestType<typeof api.places.export.$get>["query"]>().branded.toEqualTypeOf<{
      format: ExportFormatName;
    }>();
  });
});

type AuthAnswer<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;

describe("Better Auth's typed client", () => {
  it("types the answers the account and sign-in pages read", () => {
    expectTypeOf<AuthAnswer<typeof authClient.passkey.listUserPasskeys>>().items.toHaveProperty(
      "createdAt",
    );
    expectTypeOf<
      AuthAnswer<typeof authClient.twoFactor.generateBackupCodes>["backupCodes"]
    >().toEqualTypeOf<string[]>();
    expectTypeOf<AuthAnswer<typeof authClient.signIn.social>["url"]>().toEqualTypeOf<
      string | undefined
    >();
  });

  it("hands the browser the passkey options it takes, and sends back what it makes", () => {
    expectTypeOf<AuthAnswer<typeof authClient.passkey.generateAuthenticateOptions>>().toExtend<
      Parameters<typeof startAuthentication>[0]["optionsJSON"]
    >();
    expectTypeOf<AuthAnswer<typeof startAuthentication>>().toExtend<
      Parameters<typeof authClient.passkey.verifyAuthentication>[0]["response"]
    >();
    expectTypeOf<AuthAnswer<typeof authClient.passkey.generateRegisterOptions>>().toExtend<
      Parameters<typeof startRegistration>[0]["optionsJSON"]
    >();
  });

  it("asks for what each endpoint validates", () => {
    expectTypeOf<Parameters<typeof authClient.signIn.email>[0]>().toHaveProperty("password");
    expectTypeOf<Parameters<typeof authClient.twoFactor.verifyTotp>[0]>().toHaveProperty("code");
  });
});
