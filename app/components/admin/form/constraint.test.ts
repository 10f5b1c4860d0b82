import { describe, expect, it } from "vitest";
import { articleFormSchema } from "#app/schemas/article-form.ts";
import { productFormSchema } from "#app/schemas/product-form.ts";
import { settingsFormSchema } from "#app/schemas/settings-form.ts";
import { constraintOf } from "./constraint.ts";

// The kit's required marks and length counters come from the schemas, so they
// cannot disagree with the checks: a required field refuses an empty value.

describe("a form schema's limits", () => {
  it("reads the product editor's required fields and lengths", () => {
    const c = constraintOf(productFormSchema);
    expect(c["sr.name"]).toEqual({ required: true, minLength: 1, maxLength: 120 });
    expect(c["en.name"]).toEqual({ required: false, maxLength: 120 });
    expect(c.weightGrams).toMatchObject({ required: true, minLength: 1 });
    expect(c["images[].altSr"]).toEqual({ required: false, maxLength: 300 });
    expect(c["nutrition.sugars"]).toEqual({ required: false });
  });

  it("reads through pipes into formats (an e-mail, a web address) and tuples", () => {
    const c = constraintOf(settingsFormSchema);
    expect(c.email).toEqual({ required: true, minLength: 1, maxLength: 200 });
    expect(c["shops[1].url"]).toEqual({ required: true, minLength: 1, maxLength: 300 });
    expect(c["description.sr"]).toEqual({ required: true, maxLength: 300 });
  });

  it("reads a schema checked as a whole", () => {
    const c = constraintOf(articleFormSchema);
    expect(c["sr.title"]).toEqual({ required: true, minLength: 1, maxLength: 160 });
    expect(c.author).toEqual({ required: false, maxLength: 120 });
  });
});
