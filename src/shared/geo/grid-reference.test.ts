import { describe, expect, it } from "vitest";
import { parseGridReference } from "./grid-reference.ts";

describe("parseGridReference", () => {
  // Ben Nevis summit's trig point, NN 16650 71250: 56.7966 N, 5.0039 W (WGS84).
  it.each(["NN 16650 71250", "NN1665071250", "nn 16650 71250", "NN 1665071250"])(
    "reads %s as Ben Nevis",
    (text) => {
      const found = parseGridReference(text);
      expect(found?.reference).toBe("NN 16650 71250");
      expect(found?.latitude).toBeCloseTo(56.7966, 3);
      expect(found?.longitude).toBeCloseTo(-5.0039, 3);
    },
  );

  it("reads six-figure references (Bath, ST 750 647)", () => {
    const bath = parseGridReference("ST 750 647");
    expect(bath).toMatchObject({ reference: "ST 750 647" });
    expect(bath?.latitude).toBeCloseTo(51.3808, 3);
    expect(bath?.longitude).toBeCloseTo(-2.3606, 3);
    expect(parseGridReference("ST750647")).toEqual(bath);
  });

  it("reads every precision from two to ten digits", () => {
    for (const text of ["TQ 3 8", "TQ 30 80", "TQ 300 800", "TQ 3000 8000", "TQ 30000 80000"]) {
      expect(parseGridReference(text)?.latitude).toBeCloseTo(51.504, 1);
    }
  });

  it.each(["ST 75 647", "ST75064", "ST 7506 1", "XX 123 456", "Bath", "51.5, -0.12", "SW1A 1AA"])(
    "refuses %s",
    (text) => {
      expect(parseGridReference(text)).toBeNull();
    },
  );
});
