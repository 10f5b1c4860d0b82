import type { SubmissionResult } from "@conform-to/react";
import { useMemo } from "react";
import { useAdminForm } from "#app/components/admin/form/use-admin-form.ts";
import { type ProductFormInput, productFormSchemaFor, type ShopSite } from "#app/schemas/product-form.ts";
import type { VersionConflict } from "#app/schemas/record-version.ts";

/** The product editor action's answer to a refused save (a good one redirects). */
export interface ProductEditorReply {
  result: SubmissionResult<string[]>;
  /** Refused because someone saved a newer version meanwhile. */
  conflict?: VersionConflict;
}

/** The editor's Conform form: the product's values, or what was posted after a refused save. */
export function useProductForm(
  defaults: ProductFormInput,
  shops: readonly ShopSite[],
  reply?: ProductEditorReply,
) {
  const schema = useMemo(() => productFormSchemaFor(shops), [shops]);
  return useAdminForm({
    id: "product-editor",
    schema,
    lastResult: reply?.result,
    defaultValue: defaults,
  });
}

export type ProductFormMetadata = ReturnType<typeof useProductForm>[0];
export type ProductFields = ReturnType<typeof useProductForm>[1];
