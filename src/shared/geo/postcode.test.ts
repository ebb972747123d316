import { describe, expect, it } from "vitest";
import { parsePostcode } from "./postcode.ts";

describe("parsePostcode", () => {
  it.each([
    ["SW1A 1AA", "SW1A1AA", "SW1A 1AA"],
    ["sw1a1aa", "SW1A1AA", "SW1A 1AA"],
    ["  SW1A   1AA ", "SW1A1AA", "SW1A 1AA"],
    ["M1 1AE", "M11AE", "M1 1AE"],
    ["ca12 5dq", "CA125DQ", "CA12 5DQ"],
    ["EH1 1YZ", "EH11YZ", "EH1 1YZ"],
    ["W1A 0AX", "W1A0AX", "W1A 0AX"],
    ["GIR 0AA", "GIR0AA", "GIR 0AA"],
  ])("reads %j", (text, compact, display) => {
    expect(parsePostcode(text)).toEqual({ compact, display });
  });

  it.each([
    "SW1A",
    "SW1A 1",
    "SW1A 1A",
    "1AA SW1A",
    "SW1A 1AA extra",
    "Keswick",
    "NN 16650 71250",
    "ST750647",
    "",
  ])("refuses %j", (text) => {
    expect(parsePostcode(text)).toBeNull();
  });
});
