import { describe, expect, it } from "vitest";
import { isIpAddressHost } from "./passkey-host.ts";

describe("isIpAddressHost", () => {
  it("is true for IPv4 and IPv6 addresses, as URL gives them", () => {
    for (const url of [
      "http://127.0.0.1:5000",
      "http://192.168.1.10",
      "https://[::1]:8443",
      "http://[fe80::1]/",
    ]) {
      expect(isIpAddressHost(new URL(url).hostname), url).toBe(true);
    }
  });

  it("is false for host names, localhost included", () => {
    for (const url of [
      "http://localhost:5000",
      "https://trips.example.org",
      "http://my-nas.local",
      "http://1.2.3.4.example.org",
      "http://host-10.0.0.1.nip.io",
    ]) {
      expect(isIpAddressHost(new URL(url).hostname), url).toBe(false);
    }
  });
});
