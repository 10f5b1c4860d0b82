import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { useSubmitting } from "#app/components/admin/form/use-admin-form.ts";
import type { SettingsReply } from "#app/components/admin/settings/reply.ts";
import { buttonPrimary, Notice } from "#app/components/ui/field.tsx";
import type { Settings } from "#app/schemas/settings.ts";
import { type LeftBehindLinks, linkOrigin, shopDomain } from "#app/schemas/shop-link.ts";

/**
 * Above the settings: the products whose link at a shop no longer leads into the
 * shop's site (its address was changed), with one button per group that moves
 * the links to the new address, and each product's editor a click away.
 */
export function ShopLinksPanel({
  groups,
  shops,
  reply,
}: {
  groups: readonly LeftBehindLinks[];
  shops: Settings["shops"];
  reply?: SettingsReply;
}) {
  const { t } = useTranslation("admin");
  const moving = useSubmitting("shopLinks");
  const notice = reply?.message ? (
    <Notice tone={reply.ok ? "success" : "danger"}>
      {t(reply.message as "settings.shopLinksMoved", { count: reply.count ?? 0 })}
    </Notice>
  ) : null;
  if (!groups.length) return notice;
  return (
    <section
      id="shop-links"
      aria-labelledby="shop-links-title"
      className="scroll-mt-24 space-y-4 rounded-lg border border-honey-400 bg-white p-5 sm:p-6"
      data-testid="shop-links"
    >
      {notice}
      <h2 id="shop-links-title" className="font-serif text-xl font-semibold text-olive-800">
        {t("settings.shopLinksTitle")}
      </h2>
      {groups.map((group) => {
        const shop = shops[group.shop - 1];
        const to = shop ? linkOrigin(shop.url) : "";
        return (
          <div
            key={`${group.shop} ${group.origin}`}
            className="space-y-3 border-t border-line pt-4"
            data-testid="shop-links-group"
          >
            <p className="text-sm text-ink">
              {t("settings.shopLinksText", {
                count: group.products.length,
                shop: shop?.name ?? group.shop,
                domain: shop ? shopDomain(shop.url) : "",
                origin: group.origin,
              })}
            </p>
            <ul className="space-y-2 text-sm">
              {group.products.map((product) => (
                <li key={product.id} className="break-words">
                  <Link
                    to={`/admin/products/${encodeURIComponent(product.id)}`}
                    className="font-medium text-olive-700 underline underline-offset-4"
                  >
                    {product.name}
                  </Link>
                  <span className="block text-xs text-muted">
                    {product.link} → {product.moved}
                  </span>
                </li>
              ))}
            </ul>
            <Form method="post" className="flex flex-wrap items-center gap-3">
              <input type="hidden" name="intent" value="shopLinks" />
              <input type="hidden" name="shop" value={group.shop} />
              <input type="hidden" name="origin" value={group.origin} />
              <button type="submit" className={buttonPrimary} disabled={moving}>
                {t("settings.shopLinksMove", { count: group.products.length, from: group.origin, to })}
              </button>
              <span className="text-xs text-muted">{t("settings.shopLinksEach")}</span>
            </Form>
          </div>
        );
      })}
    </section>
  );
}
