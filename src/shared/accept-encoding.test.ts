import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./accept-encoding.ts";

describe("choosing an answer's encoding", () => {
  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["br;q=0.5, gzip;q=0.8", "gzip"],
    ["*", "br"],
    ["*, br;q=0", "gzip"],
    ["GZIP", "gzip"],
  ])("takes the best allowed from %j", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it.each([[undefined], [null], [""], ["identity"], ["deflate"], ["br;q=0, gzip;q=0"], ["*;q=0"]])(
    "sends the plain answer for %j",
    (header) => {
      expect(chooseEncoding(header)).toBeNull();
    },
  );
});
