import { describe, expect, it } from "vitest";
import { networkLabel } from "./network-label.ts";

describe("networkLabel", () => {
  it("names the network the page is seen from", () => {
    expect(networkLabel("198.51.100.7", "198.51.100.7")).toBe("This network");
    expect(networkLabel("::ffff:198.51.100.7", "198.51.100.7")).toBe("This network");
  });

  it("shows only the first parts of another address", () => {
    expect(networkLabel("198.51.100.7", "203.0.113.9")).toBe("198.51.100.…");
    expect(networkLabel("2001:db8:85a3:8d3:1319:8a2e:370:7348", "203.0.113.9")).toBe(
      "2001:db8:85a3:…",
    );
  });

  it("says when no address was recorded", () => {
    expect(networkLabel(null, "203.0.113.9")).toBe("Unknown network");
    expect(networkLabel("", "203.0.113.9")).toBe("Unknown network");
  });
});
