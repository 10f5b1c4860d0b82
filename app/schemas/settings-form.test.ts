import { describe, expect, it } from "vitest";
import { parseSubmission } from "#app/components/admin/form/use-admin-form.ts";
import { validSettingsForm } from "../../tests/support/settings-form.ts";
import { defaultSettings } from "./settings-defaults.ts";
import { settingsFormSchema } from "./settings-form.ts";

function formFrom(entries: Record<string, string>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(entries)) form.append(k, v);
  return form;
}

const valid = validSettingsForm;

describe("the settings form", () => {
  it("turns a posted form into the saved settings", () => {
    const parsed = parseSubmission(formFrom(valid), settingsFormSchema);
    expect(parsed.status).toBe("success");
    expect(parsed.status === "success" ? parsed.value : null).toEqual(defaultSettings);
  });

  it("asks the loading screen's times in seconds, with a comma or a point, and keeps milliseconds", () => {
    const overlayOf = (initial: string, navigation: string) => {
      const parsed = parseSubmission(
        formFrom({ ...valid, "overlay.initialSeconds": initial, "overlay.navigationSeconds": navigation }),
        settingsFormSchema,
      );
      return parsed.status === "success" ? parsed.value.overlay : parsed.reply().error;
    };
    expect(overlayOf("1,5", "0.25")).toEqual({ initialMs: 1500, navigationMs: 250 });
    expect(overlayOf("0", "10")).toEqual({ initialMs: 0, navigationMs: 10000 });
    expect(overlayOf("11", "800")).toEqual({
      "overlay.initialSeconds": ["errors.seconds"],
      "overlay.navigationSeconds": ["errors.seconds"],
    });
  });

  it("asks the newsletter's messages per minute as a whole number from 1 to 6000", () => {
    const perMinute = (value: string) => {
      const parsed = parseSubmission(
        formFrom({ ...valid, "newsletter.perMinute": value }),
        settingsFormSchema,
      );
      return parsed.status === "success" ? parsed.value.newsletter : parsed.reply().error;
    };
    expect(perMinute(" 300 ")).toEqual({ perMinute: 300 });
    for (const wrong of ["0", "6001", "12,5", "many", ""])
      expect(perMinute(wrong)).toEqual({ "newsletter.perMinute": ["errors.perMinute"] });
  });

  it("names each invalid field with a translatable message", () => {
    const parsed = parseSubmission(
      formFrom({
        ...valid,
        brandName: "  ",
        email: "not-an-email",
        "shops[1].url": "javascript:alert(1)",
        "workingHours.weekdays.close": "8:00",
        "overlay.initialSeconds": "-5",
        "social.youtube": "ftp://example.com",
      }),
      settingsFormSchema,
    );
    // Each field's first message, under the name the form gives it.
    expect(parsed.reply().error).toMatchObject({
      brandName: ["errors.required"],
      email: ["errors.email"],
      "shops[1].url": ["errors.url"],
      "workingHours.weekdays.close": ["errors.closeAfterOpen"],
      "overlay.initialSeconds": ["errors.seconds"],
      "social.youtube": ["errors.url"],
    });
  });

  it("takes a social profile's address, or none for an account the company does not have", () => {
    const youtubeOf = (value: string) => {
      const parsed = parseSubmission(formFrom({ ...valid, "social.youtube": value }), settingsFormSchema);
      return parsed.status === "success" ? parsed.value.social.youtube : parsed.reply().error;
    };
    expect(youtubeOf("")).toBe("");
    expect(youtubeOf("   ")).toBe("");
    expect(youtubeOf("https://www.youtube.com/@zrnce")).toBe("https://www.youtube.com/@zrnce");
    expect(youtubeOf("youtube.com/@zrnce")).toEqual({ "social.youtube": ["errors.url"] });
  });

  it("takes a shop's search address on its site with the word zrnce in it, or none", () => {
    const searchOf = (value: string) => {
      const parsed = parseSubmission(formFrom({ ...valid, "shops[1].searchUrl": value }), settingsFormSchema);
      return parsed.status === "success" ? parsed.value.shops[1].searchUrl : parsed.reply().error;
    };
    expect(searchOf("https://www.ekopijaca.rs/search/zrnce")).toBe("https://www.ekopijaca.rs/search/zrnce");
    expect(searchOf("https://prodaja.ekopijaca.rs/?q=Zrnce")).toBe("https://prodaja.ekopijaca.rs/?q=Zrnce");
    expect(searchOf("")).toBe("");
    expect(searchOf("pretraga zrnce")).toEqual({ "shops[1].searchUrl": ["errors.url"] });
    expect(searchOf("https://www.zdravakorpa.rs/pretraga?q=zrnce")).toEqual({
      "shops[1].searchUrl": ["errors.shopSearchDomain?domain=ekopijaca.rs"],
    });
    expect(searchOf("https://www.ekopijaca.rs/pretraga?q=heljda")).toEqual({
      "shops[1].searchUrl": ["errors.shopSearchWord"],
    });
  });

  it("answers a forged post (a field sent twice) with a message in the owner's words", () => {
    const form = formFrom(valid);
    form.append("email", "second@zrnce.rs");
    expect(parseSubmission(form, settingsFormSchema).reply().error).toEqual({ email: ["errors.invalid"] });
  });

  it("never lets a field name reach Object.prototype", () => {
    const submission = parseSubmission(
      formFrom({ ...valid, "__proto__.polluted": "yes", "constructor.prototype.polluted": "yes" }),
      settingsFormSchema,
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(submission.status).toBe("success");
  });
});
