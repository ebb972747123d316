import { describe, expect, it } from "vitest";
import { tripFormProblems } from "./trip-form.ts";

const values = { name: "Cornwall", startDate: "", endDate: "", notes: "" };

describe("tripFormProblems", () => {
  it("takes a name alone, or a name and its dates", () => {
    expect(tripFormProblems(values)).toEqual({});
    expect(tripFormProblems({ ...values, startDate: "2027-05-01", endDate: "2027-05-03" })).toEqual(
      {},
    );
    expect(tripFormProblems({ ...values, startDate: "2027-05-01" })).toEqual({});
  });

  it("names each field that is wrong", () => {
    expect(tripFormProblems({ ...values, name: "  " }).name).toBe("Give the trip a name.");
    expect(tripFormProblems({ ...values, name: "x".repeat(121) }).name).toMatch(/at most 120/);
    expect(tripFormProblems({ ...values, endDate: "2027-05-03" }).startDate).toBe(
      "Choose a start date as well as an end date.",
    );
    expect(
      tripFormProblems({ ...values, startDate: "2027-05-03", endDate: "2027-05-01" }).endDate,
    ).toBe("The end date cannot be before the start date.");
    expect(tripFormProblems({ ...values, startDate: "2027-02-30" }).startDate).toBe(
      "Choose a real start date.",
    );
    expect(tripFormProblems({ ...values, notes: "x".repeat(2001) }).notes).toMatch(/at most 2000/);
  });
});
