import { useTranslation } from "react-i18next";
import type { NewsCategory } from "#app/schemas/news-filters.ts";
import {
  type Allergen,
  type NutritionKey,
  nutritionUnits,
  type ProductCategory,
  type ProductType,
} from "#app/schemas/product-vocabulary.ts";

// The names of the catalogue's and the news' vocabulary (and the contact form's
// topics), from the same i18n
// entries the public pages read, for screens that name them out of a sentence
// ("od kojih šećeri" on a label, "Od kojih šećeri (g)" in a form).

export function upperFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

export function useVocabularyLabels() {
  const { t } = useTranslation(["products", "common", "news", "contact"]);
  return {
    type: (type: ProductType) => t(`products:types.${type}`),
    category: (category: ProductCategory) => t(`common:categories.${category}`),
    allergen: (allergen: Allergen) => upperFirst(t(`products:allergens.${allergen}`)),
    /** With its unit: "Energetska vrednost (kJ)", "Masti (g)". */
    nutrient: (key: NutritionKey) => {
      const name = key === "energyKj" || key === "energyKcal" ? "energy" : key;
      return `${upperFirst(t(`products:detail.nutrition.${name}`))} (${nutritionUnits[key]})`;
    },
    newsCategory: (category: NewsCategory) => t(`news:categories.${category}`),
    /** A contact message's topic, as the visitor chose it on the contact form. */
    subject: (subject: string) => t(`contact:form.subjects.${subject}` as "contact:form.subjects.general"),
  };
}
