import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { newsletterSchema } from "./newsletter.ts";
import { isAcceptableNewsletterEmail } from "./newsletter-rules.ts";

describe("the newsletter address rule (spec §5)", () => {
  it("accepts exactly the non-empty values that contain both '@' and '.'", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const v = value.trim();
        expect(isAcceptableNewsletterEmail(value)).toBe(v.length > 0 && v.includes("@") && v.includes("."));
      }),
    );
    expect(isAcceptableNewsletterEmail("")).toBe(false);
    expect(isAcceptableNewsletterEmail("ana@primer")).toBe(false);
    expect(isAcceptableNewsletterEmail("ana.primer.rs")).toBe(false);
    expect(isAcceptableNewsletterEmail("ana@primer.rs")).toBe(true);
  });

  it("is never looser on the server than in the browser", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.emailAddress()), (email) => {
        if (newsletterSchema.safeParse({ email }).success)
          expect(isAcceptableNewsletterEmail(email)).toBe(true);
      }),
    );
  });
});
