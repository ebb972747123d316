import { describe, expect, it } from "vitest";
import { tripFormFields, tripFormProblems } from "./trip-form.ts";

const values = { name: "Cornwall", startDate: "", endDate: "", notes: "" };

describe("tripFormProblems", () => {
  it("takes a name alone, a name and its dates, or a start date alone as one day", () => {
    expect(tripFormProblems(values)).toEqual({});
    expect(tripFormProblems({ ...values, startDate: "2027-05-01", endDate: "2027-05-03" })).toEqual(
      {},
    );
    expect(tripFormProblems({ ...values, startDate: "2027-05-01" })).toEqual({});
    expect(tripFormFields({ ...values, startDate: "2027-05-01", notes: "  " })).toEqual({
      name: "Cornwall",
      startDate: "2027-05-01",
      endDate: "2027-05-01",
      notes: null,
    });
  });

  it("names each field that is wrong, in the API's words", () => {
    expect(tripFormProblems({ ...values, name: "  " }).name).toBe("Give the trip a name.");
    expect(tripFormProblems({ ...values, name: "x".repeat(101) }).name).toBe(
      "Use at most 100 characters.",
    );
    expect(tripFormProblems({ ...values, endDate: "2027-05-03" }).startDate).toBe(
      "Give both the first and the last day, or neither.",
    );
    expect(
      tripFormProblems({ ...values, startDate: "2027-05-03", endDate: "2027-05-01" }).endDate,
    ).toBe("The last day cannot be before the first.");
    expect(
      tripFormProblems({ ...values, startDate: "2027-05-01", endDate: "2027-08-01" }).endDate,
    ).toBe("A trip can last at most 60 days.");
    expect(tripFormProblems({ ...values, notes: "x".repeat(5001) }).notes).toMatch(/5000/);
  });
});
