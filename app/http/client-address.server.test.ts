import { describe, expect, it } from "vitest";
import { normaliseClientAddress } from "./client-address.server.ts";

describe("normaliseClientAddress", () => {
  it("folds the spellings of one address together", () => {
    expect(normaliseClientAddress("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(normaliseClientAddress("127.0.0.1")).toBe("127.0.0.1");
    expect(normaliseClientAddress("2001:DB8:0:0:1::1")).toBe("2001:db8:0:0::/64");
    expect(normaliseClientAddress("2001:db8::1:0:0:1")).toBe("2001:db8:0:0::/64");
    expect(normaliseClientAddress("2001:0db8:0000:0000:ffff::7")).toBe("2001:db8:0:0::/64");
    expect(normaliseClientAddress("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(normaliseClientAddress(undefined)).toBe("unknown");
  });

  it("keeps different networks apart", () => {
    expect(normaliseClientAddress("2001:db8:0:1::1")).not.toBe(normaliseClientAddress("2001:db8:0:2::1"));
    expect(normaliseClientAddress("10.0.0.1")).not.toBe(normaliseClientAddress("10.0.0.2"));
  });
});
