import { describe, expect, it } from "vitest";
import type { ProductEditorReply } from "#app/components/admin/products/use-product-form.ts";
import { getDb } from "#app/db/connection.server.ts";
import { deleteProduct, getProductForEdit } from "#app/domain/catalogue/product-admin.server.ts";
import { action, loader } from "#app/routes/admin/product-edit.tsx";
import { adminContext, origin, postForm, replyOf, thrownResponse } from "../support/admin-routes.ts";
import { dialects, useTestDatabase } from "../support/databases.ts";
import { formEntries } from "../support/form-entries.ts";

// The product editor's action as React Router calls it: the form parsed with
// the schema the browser also checks, Conform's reply on a refusal (typed values
// and each field's error), a redirect to the saved product otherwise.

const valid: Record<string, string> = {
  intent: "save",
  id: "",
  type: "pasta",
  status: "published",
  weightGrams: "400",
  isBestseller: "on",
  "categories.glutenFree": "on",
  "allergens.eggs": "may_contain",
  "nutrition.carbohydrate": "71,5",
  "sr.name": "Heljdini špageti",
  "sr.shortDescription": "Špageti od heljdinog brašna.",
  "sr.description": "Kuvajte 8 minuta.",
  "sr.ingredients": "heljdino brašno, voda",
  "en.name": "Buckwheat spaghetti",
  "en.shortDescription": "",
  "en.description": "",
  "en.ingredients": "",
};

describe.each(dialects)("the product editor's action on %s", (dialect) => {
  useTestDatabase(dialect);
  const post = async (id: string, fields: Record<string, string>) => {
    return replyOf<ProductEditorReply>(
      action({
        request: postForm(`/admin/products/${id}`, fields),
        params: { id },
        context: adminContext(),
      } as never),
    );
  };
  // Live products (a deleted one waits in the trash, issue 21).
  const productIds = async () =>
    (await getDb().selectFrom("product").select("id").where("deleted_at", "is", null).execute()).map(
      (p) => p.id,
    );

  it("keeps what was typed and names each invalid field, saving nothing", async () => {
    const { reply, status } = await post("new", {
      ...valid,
      weightGrams: "0,4 kg",
      featuredOrder: "prvi",
      shop2Url: "www.prodavnica",
      "sr.ingredients": "  ",
      "nutrition.salt": "-1",
    });
    expect(status).toBe(400);
    expect(reply.result.error).toEqual({
      weightGrams: ["errors.weight"],
      featuredOrder: ["errors.order"],
      shop2Url: ["errors.url"],
      "sr.ingredients": ["errors.required"],
      "nutrition.salt": ["errors.number"],
    });
    expect(reply.result.initialValue).toMatchObject({
      weightGrams: "0,4 kg",
      isBestseller: "on",
      categories: { glutenFree: "on" },
      allergens: { eggs: "may_contain" },
      en: { name: "Buckwheat spaghetti" },
    });
    expect(await productIds()).toEqual([]);
  });

  it("saves a good form and goes to the product's new address; the editor reads it back", async () => {
    const saved = await thrownResponse(post("new", valid));
    expect(saved.headers.get("location")).toBe("/admin/products/heljdini-spageti?saved=1");
    expect(await getProductForEdit("heljdini-spageti")).toMatchObject({
      type: "pasta",
      status: "published",
      weightGrams: 400,
      isBestseller: true,
      categories: ["glutenFree"],
      nutrition: { carbohydrate: 71.5, salt: null },
      en: { name: "Buckwheat spaghetti", description: "" },
    });
    const loaded = await loader({
      request: new Request(`${origin}/admin/products/heljdini-spageti`),
      params: { id: "heljdini-spageti" },
      context: adminContext(),
    } as never);
    expect(loaded.defaults).toMatchObject({
      id: "heljdini-spageti",
      weightGrams: "400",
      isBestseller: "on",
      categories: { glutenFree: "on" },
      allergens: { eggs: "may_contain" },
      nutrition: { carbohydrate: "71.5", salt: "" },
    });
    // Posted back unchanged, the form saves the same product.
    const again = await thrownResponse(post("heljdini-spageti", formEntries(loaded.defaults)));
    expect(again.headers.get("location")).toBe("/admin/products/heljdini-spageti?saved=1");
  });

  it("says beside the address when it is taken, and above the form when the product is gone", async () => {
    await thrownResponse(post("new", { ...valid, "sr.name": "Heljdini makaroni" }));
    const taken = await post("heljdini-makaroni", { ...valid, id: "heljdini-spageti" });
    expect(taken.status).toBe(409);
    expect(taken.reply.result.error).toEqual({ id: ["errors.addressTaken"] });
    expect(taken.reply.result.initialValue).toMatchObject({ id: "heljdini-spageti" });
    expect(await deleteProduct("heljdini-makaroni", "owner@zrnce.rs")).toBe(true);
    const gone = await post("heljdini-makaroni", valid);
    expect(gone.status).toBe(404);
    expect(gone.reply.result.error).toEqual({ "": ["errors.productMissing"] });
    expect(await productIds()).toEqual(["heljdini-spageti"]);
  });

  it("answers a form it does not know with 400", async () => {
    await expect(post("new", { ...valid, intent: "explode" })).rejects.toMatchObject({
      init: { status: 400 },
    });
  });
});
