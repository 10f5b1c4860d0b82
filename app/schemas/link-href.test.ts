import { describe, expect, it } from "vitest";
import { checkLinkHref, linkFormSchema } from "./link-href.ts";

describe("checkLinkHref", () => {
  it("accepts web addresses, email links and site paths", () => {
    expect(checkLinkHref(" https://zrnce.rs/o-nama ")).toEqual({ ok: true, href: "https://zrnce.rs/o-nama" });
    expect(checkLinkHref("http://example.com")).toEqual({ ok: true, href: "http://example.com" });
    expect(checkLinkHref("mailto:info@zrnce.rs")).toEqual({ ok: true, href: "mailto:info@zrnce.rs" });
    expect(checkLinkHref("/proizvodi?kategorija=brasno")).toEqual({
      ok: true,
      href: "/proizvodi?kategorija=brasno",
    });
    expect(checkLinkHref("zrnce.rs/kontakt")).toEqual({ ok: true, href: "https://zrnce.rs/kontakt" });
  });

  it("refuses script and data links, however they are spelled", () => {
    for (const href of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,x",
    ])
      expect(checkLinkHref(href)).toEqual({ ok: false, error: "unsafe" });
  });

  it("refuses what is not a link", () => {
    expect(checkLinkHref("   ")).toEqual({ ok: false, error: "required" });
    for (const href of [
      "//evil.example",
      "ftp://x.org",
      "mailto:nobody",
      "https://",
      "two words",
      "https://intranet",
    ])
      expect(checkLinkHref(href)).toEqual({ ok: false, error: "invalid" });
  });
});

describe("linkFormSchema", () => {
  const parse = (href: string) => linkFormSchema.safeParse({ href });
  it("gives the link to set, with the scheme added where it was left out", () => {
    expect(parse("zrnce.rs/kontakt")).toMatchObject({
      success: true,
      data: { href: "https://zrnce.rs/kontakt" },
    });
  });
  it("says why an address is refused, in the admin's errors group", () => {
    const message = (href: string) => parse(href).error?.issues[0]?.message;
    expect(message("  ")).toBe("errors.linkRequired");
    expect(message("javascript:alert(1)")).toBe("errors.linkUnsafe");
    expect(message("ftp://zrnce.rs")).toBe("errors.link");
  });
});
