import { describe, expect, it } from "vitest";
import type { ProductEditorReply } from "#app/components/admin/products/use-product-form.ts";
import type { SettingsReply } from "#app/components/admin/settings/reply.ts";
import { requestInfoContext } from "#app/context.server.ts";
import { getDb } from "#app/db/connection.server.ts";
import { listRecentAudit } from "#app/domain/audit/audit.server.ts";
import { getProductForEdit } from "#app/domain/catalogue/product-admin.server.ts";
import { followShopLink } from "#app/domain/catalogue/shop-clicks.server.ts";
import { action as productAction } from "#app/routes/admin/product-edit.tsx";
import { action as settingsAction, loader as settingsLoader } from "#app/routes/admin/settings.tsx";
import { readFormMessage } from "#app/schemas/form-message.ts";
import { adminContext, origin, postForm, replyOf, thrownResponse } from "../support/admin-routes.ts";
import { dialects, useTestDatabase } from "../support/databases.ts";
import { validSettingsForm } from "../support/settings-form.ts";

// Issue 21, points 7 and 9 on the server: the product editor's action refuses
// contradictory food facts and a shop link off its shop's site, beside the
// field and with everything typed kept; a new shop address in the settings lists
// the products whose links it left behind, and one click moves them.

const product: Record<string, string> = {
  intent: "save",
  id: "",
  type: "snacks",
  status: "published",
  weightGrams: "150",
  "sr.name": "Krekeri",
  "sr.shortDescription": "Tanki krekeri.",
  "sr.description": "Hrskavi.",
  "sr.ingredients": "pirinčano brašno",
};

const messageOf = (errors: Record<string, string[] | null> | undefined, name: string) =>
  readFormMessage(errors?.[name]?.[0] ?? "");

describe.each(dialects)("shop links and food facts on %s", (dialect) => {
  useTestDatabase(dialect);
  const context = () => {
    const c = adminContext({ userId: "u1", email: "owner@zrnce.rs" });
    c.set(requestInfoContext, { requestId: "t", nonce: "n", locale: "sr", clientIp: "10.0.0.1" });
    return c;
  };
  const saveProduct = (id: string, fields: Record<string, string>) =>
    productAction({
      request: postForm(`/admin/products/${id}`, fields),
      params: { id },
      context: context(),
    } as never);
  const postSettings = (fields: Record<string, string>) =>
    replyOf<SettingsReply>(
      settingsAction({
        request: postForm("/admin/settings", fields),
        params: {},
        context: context(),
      } as never),
    );
  const loadSettings = () =>
    settingsLoader({
      request: new Request(`${origin}/admin/settings`),
      params: {},
      context: context(),
    } as never);
  const linksOf = async () =>
    Object.fromEntries(
      (
        await getDb().selectFrom("product").select(["id", "shop1_url", "shop2_url"]).orderBy("id").execute()
      ).map((p) => [p.id, [p.shop1_url, p.shop2_url]]),
    );

  it("refuses each contradictory food fact beside its field, keeping what was typed", async () => {
    const { reply, status } = await replyOf<ProductEditorReply>(
      saveProduct("new", {
        ...product,
        "categories.glutenFree": "on",
        "allergens.gluten": "may_contain",
        "nutrition.energyKj": "1500",
        "nutrition.energyKcal": "300",
        "nutrition.fat": "30",
        "nutrition.saturatedFat": "31",
        "nutrition.carbohydrate": "60",
        "nutrition.sugars": "61",
        "nutrition.protein": "15",
        "nutrition.fibre": "8",
      }),
    );
    expect(status).toBe(400);
    const errors = reply.result.error;
    expect(Object.keys(errors ?? {}).sort()).toEqual([
      "allergens.gluten",
      "categories.glutenFree",
      "nutrition",
      "nutrition.energyKcal",
      "nutrition.saturatedFat",
      "nutrition.sugars",
    ]);
    expect(messageOf(errors, "allergens.gluten").key).toBe("errors.glutenFreeMayContain");
    expect(messageOf(errors, "nutrition.energyKcal").values).toEqual({ expected: "359", kj: "1500" });
    expect(messageOf(errors, "nutrition").values).toEqual({ total: "113" });
    expect(reply.result.initialValue).toMatchObject({
      categories: { glutenFree: "on" },
      allergens: { gluten: "may_contain" },
      nutrition: { energyKcal: "300", sugars: "61" },
    });
    expect(await linksOf()).toEqual({});
  });

  it("refuses a shop link on another domain, and saves one on the shop's domain or a subdomain", async () => {
    const { reply, status } = await replyOf<ProductEditorReply>(
      saveProduct("new", {
        ...product,
        shop1Url: "https://www.ekopijaca.rs/krekeri",
        shop2Url: "https://ekopijaca.rs/krekeri",
      }),
    );
    expect(status).toBe(400);
    expect(Object.keys(reply.result.error ?? {})).toEqual(["shop1Url"]);
    expect(messageOf(reply.result.error, "shop1Url")).toEqual({
      key: "errors.shopDomain",
      values: { shop: "Zdrava korpa", domain: "zdravakorpa.rs" },
    });
    expect(reply.result.initialValue).toMatchObject({ shop1Url: "https://www.ekopijaca.rs/krekeri" });

    await thrownResponse(
      saveProduct("new", {
        ...product,
        shop1Url: "https://prodaja.zdravakorpa.rs/krekeri",
        shop2Url: "https://ekopijaca.rs/krekeri",
      }),
    );
    await thrownResponse(
      saveProduct("new", {
        ...product,
        "sr.name": "Heljdino brašno",
        shop1Url: "https://www.zdravakorpa.rs/heljda?v=500g",
      }),
    );
    expect(await linksOf()).toEqual({
      "heljdino-brasno": ["https://www.zdravakorpa.rs/heljda?v=500g", null],
      krekeri: ["https://prodaja.zdravakorpa.rs/krekeri", "https://ekopijaca.rs/krekeri"],
    });
  });

  it("lists the links a new shop address leaves behind, keeps the save, and moves them in one recorded click", async () => {
    const saved = await postSettings({
      intent: "settings",
      ...validSettingsForm,
      "shops[0].url": "https://novakorpa.rs/",
      "shops[0].searchUrl": "",
    });
    expect(saved.reply).toMatchObject({ ok: true, message: "settings.saved" });
    const { leftBehind, settings } = await loadSettings();
    expect(settings.shops[0].url).toBe("https://novakorpa.rs/");
    expect(leftBehind).toEqual([
      {
        shop: 1,
        origin: "https://www.zdravakorpa.rs",
        products: [
          {
            id: "heljdino-brasno",
            name: "Heljdino brašno",
            link: "https://www.zdravakorpa.rs/heljda?v=500g",
            moved: "https://novakorpa.rs/heljda?v=500g",
          },
        ],
      },
      {
        shop: 1,
        origin: "https://prodaja.zdravakorpa.rs",
        products: [
          {
            id: "krekeri",
            name: "Krekeri",
            link: "https://prodaja.zdravakorpa.rs/krekeri",
            moved: "https://novakorpa.rs/krekeri",
          },
        ],
      },
    ]);
    // Meanwhile the visitor's button goes to the shop's home page, not to a link on the old site.
    expect(await followShopLink({ shop: 1, productId: "heljdino-brasno" })).toBe("https://novakorpa.rs/");

    const versionBefore = (await getProductForEdit("heljdino-brasno"))?.version ?? 0;
    const moved = await postSettings({
      intent: "shopLinks",
      shop: "1",
      origin: "https://www.zdravakorpa.rs",
    });
    expect(moved.reply).toMatchObject({
      form: "shopLinks",
      ok: true,
      message: "settings.shopLinksMoved",
      count: 1,
    });
    expect(await linksOf()).toEqual({
      "heljdino-brasno": ["https://novakorpa.rs/heljda?v=500g", null],
      krekeri: ["https://prodaja.zdravakorpa.rs/krekeri", "https://ekopijaca.rs/krekeri"],
    });
    // An editor open on the product now holds an older version: its save is refused, not silently undoing the move.
    expect((await getProductForEdit("heljdino-brasno"))?.version).toBe(versionBefore + 1);
    expect((await listRecentAudit(1))[0]).toMatchObject({
      actor: "owner@zrnce.rs",
      action: "update",
      entity: "product",
      entityId: "heljdino-brasno",
    });
    expect(await followShopLink({ shop: 1, productId: "heljdino-brasno" })).toBe(
      "https://novakorpa.rs/heljda?v=500g",
    );
    // The other group is still offered; moving a group twice changes nothing more.
    expect((await loadSettings()).leftBehind.map((g) => g.origin)).toEqual([
      "https://prodaja.zdravakorpa.rs",
    ]);
    const again = await postSettings({
      intent: "shopLinks",
      shop: "1",
      origin: "https://www.zdravakorpa.rs",
    });
    expect(again.reply.count).toBe(0);
    const bad = await postSettings({ intent: "shopLinks", shop: "3", origin: "x" });
    expect(bad.status).toBe(400);
  });

  it("sends a product without a page at the shop to the shop's search for its name, and refuses a search address off the shop's site", async () => {
    await thrownResponse(saveProduct("new", { ...product, "sr.name": "Grisine od heljde" }));
    // The demo settings' search addresses.
    expect((await postSettings({ intent: "settings", ...validSettingsForm })).reply).toMatchObject({
      ok: true,
    });
    expect(await followShopLink({ shop: 1, productId: "grisine-od-heljde" })).toBe(
      "https://www.zdravakorpa.rs/pretraga?q=Grisine+od+heljde",
    );
    expect(await followShopLink({ shop: 2, productId: "grisine-od-heljde" })).toBe(
      "https://www.ekopijaca.rs/?s=Grisine+od+heljde&post_type=product",
    );
    // Without a product: the shop's home page.
    expect(await followShopLink({ shop: 2 })).toBe("https://www.ekopijaca.rs/");

    const refused = await postSettings({
      intent: "settings",
      ...validSettingsForm,
      "shops[0].searchUrl": "https://www.ekopijaca.rs/?s=zrnce",
      "shops[1].searchUrl": "https://www.ekopijaca.rs/svi-proizvodi",
    });
    expect(refused.status).toBe(400);
    expect(messageOf(refused.reply.result?.error, "shops[0].searchUrl")).toEqual({
      key: "errors.shopSearchDomain",
      values: { domain: "zdravakorpa.rs" },
    });
    expect(messageOf(refused.reply.result?.error, "shops[1].searchUrl").key).toBe("errors.shopSearchWord");
    expect(refused.reply.result?.initialValue).toMatchObject({
      shops: [
        { searchUrl: "https://www.ekopijaca.rs/?s=zrnce" },
        { searchUrl: "https://www.ekopijaca.rs/svi-proizvodi" },
      ],
    });

    // Without a search address: the shop's home page, as before.
    const saved = await postSettings({ intent: "settings", ...validSettingsForm, "shops[1].searchUrl": "" });
    expect(saved.reply).toMatchObject({ ok: true });
    expect(await followShopLink({ shop: 2, productId: "grisine-od-heljde" })).toBe(
      "https://www.ekopijaca.rs/",
    );
    expect(await followShopLink({ shop: 1, productId: "grisine-od-heljde" })).toBe(
      "https://www.zdravakorpa.rs/pretraga?q=Grisine+od+heljde",
    );
  });
});
