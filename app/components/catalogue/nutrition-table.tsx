import { useTranslation } from "react-i18next";
import { formatNumber } from "#app/components/ui/format.ts";
import type { Locale } from "#app/i18n/config.ts";
import {
  type NutritionFacts,
  type NutritionKey,
  nestedNutrients,
  nutritionKeys,
  nutritionUnits,
} from "#app/schemas/product-vocabulary.ts";

const grams = nutritionKeys.filter(
  (key): key is Exclude<NutritionKey, "energyKj" | "energyKcal"> => nutritionUnits[key] === "g",
);

/** The nutrition declaration per 100 g, in the order and wording of an EU label. */
export function NutritionTable({ nutrition, locale }: { nutrition: NutritionFacts; locale: Locale }) {
  const { t } = useTranslation("products");
  const amount = (value: number) => `${formatNumber(value, locale, value < 1 ? 2 : 1)} g`;
  const energy = [
    // Whole numbers without grouping, as labels print them ("1925 kJ").
    nutrition.energyKj === null ? null : `${Math.round(nutrition.energyKj)} kJ`,
    nutrition.energyKcal === null ? null : `${Math.round(nutrition.energyKcal)} kcal`,
  ].filter(Boolean);
  const rows = grams.filter((key) => nutrition[key] !== null);
  if (energy.length === 0 && rows.length === 0) return null;
  const cell = "border-t border-line py-2.5";
  return (
    <table className="w-full text-left text-sm" data-testid="nutrition-table">
      <caption className="mb-3 text-left text-sm text-muted">{t("detail.nutritionCaption")}</caption>
      <thead>
        <tr>
          <th scope="col" className="pb-2 font-semibold text-olive-800">
            {t("detail.nutrient")}
          </th>
          <th scope="col" className="pb-2 text-right font-semibold text-olive-800">
            {t("detail.per100g")}
          </th>
        </tr>
      </thead>
      <tbody>
        {energy.length > 0 ? (
          <tr>
            <th scope="row" className={`${cell} font-medium`}>
              {t("detail.nutrition.energy")}
            </th>
            <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>{energy.join(" / ")}</td>
          </tr>
        ) : null}
        {rows.map((key) => (
          <tr key={key}>
            <th
              scope="row"
              className={`${cell} ${nestedNutrients.has(key) ? "pl-4 font-normal text-muted" : "font-medium"}`}
            >
              {t(`detail.nutrition.${key}`)}
            </th>
            <td className={`${cell} text-right tabular-nums`}>{amount(nutrition[key]!)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
