import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { SaveNotices } from "#app/components/admin/editor-parts.tsx";
import { FormErrorSummary } from "#app/components/admin/form/error-summary.tsx";
import { buttonPrimary, buttonSecondary } from "#app/components/ui/field.tsx";
import type { StorageTokens } from "#app/media-client/upload-client.ts";
import type { ProductFormInput, ShopSite } from "#app/schemas/product-form.ts";
import { BasicsSection } from "./basics-section.tsx";
import { ImagesSection, type LibraryImage } from "./images-section.tsx";
import { AllergensSection, CategoriesSection, NutritionSection } from "./labelling-sections.tsx";
import { TextsSection } from "./texts-section.tsx";
import { type ProductEditorReply, useProductForm } from "./use-product-form.ts";

/**
 * The product editor's form, section by section. A refused save, in the browser
 * or by the server, says so above the form and beside each field.
 */
export function ProductForm({
  defaults,
  reply,
  saved,
  library,
  tokens,
  shops,
}: {
  defaults: ProductFormInput;
  reply?: ProductEditorReply;
  /** Just saved: the page the save redirected to. */
  saved: boolean;
  library: LibraryImage[];
  tokens: StorageTokens;
  /** The shops from the settings: a product's link at each must lead into its site. */
  shops: readonly ShopSite[];
}) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const [form, fields] = useProductForm(defaults, shops, reply);
  return (
    <Form method="post" className="space-y-5" data-testid="product-form" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="save" />
      <SaveNotices saved={saved && form.status !== "error"} savedText={t("productEditor.saved")} />
      <FormErrorSummary form={form} title={t("productEditor.failed")} />
      <BasicsSection fields={fields} shops={shops} />
      <TextsSection fields={fields} />
      <CategoriesSection fields={fields} />
      <AllergensSection fields={fields} />
      <NutritionSection fields={fields} />
      <ImagesSection form={form} fields={fields} library={library} tokens={tokens} />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonPrimary} disabled={navigation.state === "submitting"}>
          {t("productEditor.save")}
        </button>
        <Link to="/admin/products" className={buttonSecondary}>
          {t("productEditor.back")}
        </Link>
      </div>
    </Form>
  );
}
