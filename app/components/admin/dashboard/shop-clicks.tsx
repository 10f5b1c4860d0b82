import { useTranslation } from "react-i18next";
import { useRootData } from "#app/root-data.ts";
import { Panel } from "./panel.tsx";

/** Visits sent to the online shops over the last 30 days, by shop and by product. */
export function ShopClicksPanel({
  clicks,
}: {
  clicks: {
    byShop: readonly { shop: string; clicks: number }[];
    byProduct: readonly { productId: string; name: string; clicks: number }[];
  };
}) {
  const { t } = useTranslation("admin");
  const shops = useRootData()?.settings.shops;
  // Clicks are counted by the shop's number in the settings, from 1 (/shop/1, /shop/2).
  const shopName = (shop: string) => (/^\d$/.test(shop) ? (shops?.[Number(shop) - 1]?.name ?? shop) : shop);
  return (
    <Panel title={t("dashboard.clicks")}>
      {clicks.byShop.length === 0 ? (
        <p className="text-sm text-muted">{t("dashboard.noClicks")}</p>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <div>
            <h3 className="mb-2 text-sm font-semibold text-muted">{t("dashboard.clicksByShop")}</h3>
            <ul className="space-y-1.5 text-sm">
              {clicks.byShop.map((c) => (
                <li key={c.shop} className="flex justify-between">
                  <span>{shopName(c.shop)}</span>
                  <span className="font-medium">{t("dashboard.clicksCount", { count: c.clicks })}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="mb-2 text-sm font-semibold text-muted">{t("dashboard.clicksByProduct")}</h3>
            <ul className="space-y-1.5 text-sm">
              {clicks.byProduct.map((c) => (
                <li key={c.productId} className="flex justify-between gap-3">
                  <span className="truncate">{c.name}</span>
                  <span className="shrink-0 font-medium">
                    {t("dashboard.clicksCount", { count: c.clicks })}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      )}
    </Panel>
  );
}
