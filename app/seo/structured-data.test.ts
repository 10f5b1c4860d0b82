import { describe, expect, it } from "vitest";
import { defaultSettings } from "#app/schemas/settings-defaults.ts";
import { businessJsonLd, faqJsonLd, serializeJsonLd } from "./structured-data.ts";

describe("structured data", () => {
  it("describes the business with address, phone and the opening hours (Sunday closed)", () => {
    const data = businessJsonLd(defaultSettings, "https://zrnce.rs", "Opis");
    expect(data.telephone).toBe(defaultSettings.phone);
    expect(data.address.streetAddress).toBe(defaultSettings.address.street);
    expect(data.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "09:00",
        closes: "17:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "14:00" },
    ]);
  });
  it("escapes < so the JSON cannot close its script element", () => {
    const text = serializeJsonLd(
      faqJsonLd([{ question: "</script><script>alert(1)</script>", answer: "a" }]),
    );
    expect(text).not.toContain("<");
    expect(JSON.parse(text).mainEntity[0].name).toBe("</script><script>alert(1)</script>");
  });
});
