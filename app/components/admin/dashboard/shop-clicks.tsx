import { useTranslation } from "react-i18next";
import { Panel } from "./panel.tsx";

/** Visits sent to the online shops over the last 30 days, by shop and by product. */
export function ShopClicksPanel({
  clicks,
}: {
  clicks: {
    byShop: readonly { name: string | null; clicks: number }[];
    byProduct: readonly { productId: string; name: string; clicks: number }[];
  };
}) {
  const { t } = useTranslation("admin");
  return (
    <Panel title={t("dashboard.clicks")}>
      {clicks.byShop.length === 0 ? (
        <p className="text-sm text-muted">{t("dashboard.noClicks")}</p>
      ) : (
        <div className="grid gap-6 md:grid-cols-2">
          <div>
            <h3 className="mb-2 text-sm font-semibold text-muted">{t("dashboard.clicksByShop")}</h3>
            <ul className="space-y-1.5 text-sm" data-testid="clicks-by-shop">
              {clicks.byShop.map((c) => (
                <li key={c.name ?? ""} className="flex justify-between gap-3">
                  <span className="truncate">{c.name ?? t("dashboard.unknownShop")}</span>
                  <span className="font-medium">{t("dashboard.clicksCount", { count: c.clicks })}</span>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="mb-2 text-sm font-semibold text-muted">{t("dashboard.clicksByProduct")}</h3>
            <ul className="space-y-1.5 text-sm" data-testid="clicks-by-product">
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
