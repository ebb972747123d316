import { describe, expect, it } from "vitest";
import { createPlaceSchema, duplicateKey, updatePlaceSchema, visitStatusSchema } from "./place.ts";

describe("createPlaceSchema", () => {
  it("trims text and stores empty optional values as null", () => {
    expect(
      createPlaceSchema.parse({ name: "  Tintagel Castle ", address: "  ", notes: "", mood: null }),
    ).toEqual({
      name: "Tintagel Castle",
      address: null,
      notes: null,
      category: null,
      mood: null,
      visited: false,
    });
  });

  it("requires a name that is not blank", () => {
    for (const name of [undefined, "", "   "]) {
      const result = createPlaceSchema.safeParse({ name });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Place Name is required");
    }
  });

  it("accepts only the five categories and eight moods", () => {
    expect(createPlaceSchema.safeParse({ name: "x", category: "Food & Drink" }).success).toBe(true);
    expect(createPlaceSchema.safeParse({ name: "x", category: "Shopping" }).success).toBe(false);
    expect(createPlaceSchema.safeParse({ name: "x", mood: "Curious" }).success).toBe(true);
    expect(createPlaceSchema.safeParse({ name: "x", mood: "Happy" }).success).toBe(false);
  });

  it("refuses text over the limits", () => {
    expect(createPlaceSchema.safeParse({ name: "x".repeat(121) }).success).toBe(false);
    expect(createPlaceSchema.safeParse({ name: "x", address: "a".repeat(301) }).success).toBe(
      false,
    );
    expect(createPlaceSchema.safeParse({ name: "x", notes: "n".repeat(2001) }).success).toBe(false);
  });

  it("drops keys it does not know, such as userId", () => {
    expect(
      createPlaceSchema.parse({ name: "x", userId: "someone-else", id: 9 }),
    ).not.toHaveProperty("userId");
  });
});

describe("updatePlaceSchema", () => {
  it("leaves omitted fields out and turns an emptied one into null", () => {
    expect(updatePlaceSchema.parse({ notes: "" })).toEqual({ notes: null });
    expect(updatePlaceSchema.parse({})).toEqual({});
  });
});

describe("visitStatusSchema", () => {
  it("refuses a visit date later than today", () => {
    const nextWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
    expect(visitStatusSchema.safeParse({ visited: true, visitDate: nextWeek }).success).toBe(false);
    expect(
      visitStatusSchema.safeParse({ visited: true, visitDate: new Date().toISOString() }).success,
    ).toBe(true);
    expect(visitStatusSchema.safeParse({ visited: true, visitDate: "2024-05-01" }).success).toBe(
      true,
    );
    expect(visitStatusSchema.safeParse({ visited: true, visitDate: "yesterday" }).success).toBe(
      false,
    );
  });
});

describe("duplicateKey", () => {
  it("ignores case, surrounding and repeated spaces", () => {
    expect(duplicateKey({ name: " The  Eden Project", address: "Bodelva" })).toBe(
      duplicateKey({ name: "the eden project ", address: " BODELVA" }),
    );
    expect(duplicateKey({ name: "Eden", address: null })).toBe(
      duplicateKey({ name: "eden", address: "" }),
    );
    expect(duplicateKey({ name: "Eden", address: "A" })).not.toBe(
      duplicateKey({ name: "Eden", address: "B" }),
    );
  });
});
