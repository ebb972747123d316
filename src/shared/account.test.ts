import { describe, expect, it } from "vitest";
import {
  backupCodeSchema,
  deleteAccountSchema,
  emailChangeSchema,
  passwordChangeSchema,
  plainAuthError,
  totpCodeSchema,
} from "./account.ts";

describe("totpCodeSchema", () => {
  it("takes six digits, spaces as people type them dropped", () => {
    expect(totpCodeSchema.parse("123 456")).toBe("123456");
    expect(totpCodeSchema.safeParse("12345").success).toBe(false);
    expect(totpCodeSchema.safeParse("12345a").success).toBe(false);
  });
});

describe("backupCodeSchema", () => {
  it("takes a code as typed from paper, in the form the server compares", () => {
    expect(backupCodeSchema.parse(" 7kq4m x2prd ")).toBe("7KQ4MX2PRD");
    expect(backupCodeSchema.parse("aB3dE-9xY2z")).toBe("AB3DE9XY2Z");
    expect(backupCodeSchema.safeParse("123456").success).toBe(false);
    expect(backupCodeSchema.safeParse("7KQ4M-X2PR!").success).toBe(false);
  });
});

describe("the account forms' rules", () => {
  it("need a real address and the sign-up password rule", () => {
    expect(emailChangeSchema.safeParse({ newEmail: "not an email" }).success).toBe(false);
    expect(
      passwordChangeSchema.safeParse({ currentPassword: "x", newPassword: "short" }).success,
    ).toBe(false);
    expect(
      passwordChangeSchema.safeParse({ currentPassword: "x", newPassword: "long enough" }).success,
    ).toBe(true);
    expect(deleteAccountSchema.safeParse({ password: "a".repeat(129) }).success).toBe(false);
  });
});

describe("plainAuthError", () => {
  it("says Better Auth's codes plainly, and leaves the rest alone", () => {
    expect(plainAuthError("INVALID_CODE")).toMatch(/^That code is not right/);
    expect(plainAuthError("INVALID_TWO_FACTOR_COOKIE")).toMatch(/^That code has expired/);
    expect(plainAuthError("SOMETHING_ELSE")).toBeUndefined();
    expect(plainAuthError(undefined)).toBeUndefined();
  });
});
