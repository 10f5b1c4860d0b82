import { formMessage } from "./form-message.ts";
import type { AllergenKind, NutritionFacts, ProductCategory } from "./product-vocabulary.ts";

// Food facts that contradict each other, found before they reach a label: the
// product schema (browser and server) reports each beside the field to change.
// Per 100 g, as the nutrition table is declared.

export interface FoodFacts {
  categories: readonly ProductCategory[];
  allergens: Partial<Record<string, "" | AllergenKind>>;
  nutrition: Partial<NutritionFacts>;
}

export interface FoodFactIssue {
  path: (string | number)[];
  message: string;
}

/** kJ in a kcal (EU regulation 1169/2011, annex XIV). */
export const kilojoulesPerKilocalorie = 4.184;
/** Labels round both figures: a kcal value this close to the kJ one's is taken as matching. */
const energyTolerance = (expectedKcal: number) => Math.max(2, expectedKcal * 0.05);

const grams = (n: number) => String(Math.round(n * 10) / 10);
const declared = (n: number | null | undefined): n is number => typeof n === "number" && Number.isFinite(n);

export function foodFactIssues({ categories, allergens, nutrition }: FoodFacts): FoodFactIssue[] {
  const issues: FoodFactIssue[] = [];
  const gluten = allergens.gluten;
  if (categories.includes("glutenFree") && (gluten === "contains" || gluten === "may_contain")) {
    const message = gluten === "contains" ? "errors.glutenFreeContains" : "errors.glutenFreeMayContain";
    issues.push({ path: ["allergens", "gluten"], message });
    issues.push({ path: ["categories", "glutenFree"], message: `${message}Category` });
  }
  const { fat, saturatedFat, carbohydrate, sugars, fibre, protein, energyKj, energyKcal } = nutrition;
  if (declared(sugars) && declared(carbohydrate) && sugars > carbohydrate)
    issues.push({
      path: ["nutrition", "sugars"],
      message: formMessage("errors.sugarsAboveCarbohydrate", { carbohydrate: grams(carbohydrate) }),
    });
  if (declared(saturatedFat) && declared(fat) && saturatedFat > fat)
    issues.push({
      path: ["nutrition", "saturatedFat"],
      message: formMessage("errors.saturatedAboveFat", { fat: grams(fat) }),
    });
  const total = [fat, carbohydrate, protein, fibre].filter(declared).reduce((sum, n) => sum + n, 0);
  if (total > 100 + 1e-9)
    issues.push({
      path: ["nutrition"],
      message: formMessage("errors.nutrientsAbove100", { total: grams(total) }),
    });
  if (declared(energyKj) && declared(energyKcal)) {
    const expected = energyKj / kilojoulesPerKilocalorie;
    if (Math.abs(energyKcal - expected) > energyTolerance(expected))
      issues.push({
        path: ["nutrition", "energyKcal"],
        message: formMessage("errors.energyMismatch", {
          expected: Math.round(expected),
          kj: grams(energyKj),
        }),
      });
  }
  return issues;
}

/** The nutrients the 100 g rule adds up; the form marks them when the sum is too high. */
export const nutrientsOf100g = ["fat", "carbohydrate", "protein", "fibre"] as const;
