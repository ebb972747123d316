import { describe, expect, it } from "vitest";
import { signUpSchema } from "./credentials.ts";

describe("signUpSchema", () => {
  const valid = { name: "", email: "a@example.com", password: "12345678" };
  it("accepts 8 to 128 characters with no composition rules", () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true);
    expect(signUpSchema.safeParse({ ...valid, password: "x".repeat(128) }).success).toBe(true);
  });
  it("refuses 7 or 129 characters", () => {
    expect(signUpSchema.safeParse({ ...valid, password: "1234567" }).success).toBe(false);
    expect(signUpSchema.safeParse({ ...valid, password: "x".repeat(129) }).success).toBe(false);
  });
  it("refuses an invalid email", () => {
    expect(signUpSchema.safeParse({ ...valid, email: "not-an-email" }).success).toBe(false);
  });
});
