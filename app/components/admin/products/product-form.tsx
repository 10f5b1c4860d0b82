import { getFormProps } from "@conform-to/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { SaveNotices } from "#app/components/admin/editor-parts.tsx";
import { FormErrorSummary } from "#app/components/admin/form/error-summary.tsx";
import { useSubmitting } from "#app/components/admin/form/use-admin-form.ts";
import { VersionConflictNotice, VersionField } from "#app/components/admin/form/version-conflict.tsx";
import { SeoSection } from "#app/components/admin/seo-section.tsx";
import { UploadGateNotice, UploadGateProvider, useUploadGate } from "#app/components/media/upload-gate.tsx";
import { buttonPrimary, buttonSecondary } from "#app/components/ui/field.tsx";
import type { StorageTokens } from "#app/media-client/upload-client.ts";
import type { ProductFormInput, ShopSite } from "#app/schemas/product-form.ts";
import { BasicsSection } from "./basics-section.tsx";
import { ImagesSection, type LibraryImage } from "./images-section.tsx";
import { AllergensSection, CategoriesSection, NutritionSection } from "./labelling-sections.tsx";
import { OfferSection } from "./offer-section.tsx";
import { TextsSection } from "./texts-section.tsx";
import { type ProductEditorReply, type ProductFields, useProductForm } from "./use-product-form.ts";

/**
 * The product editor's form, section by section. A refused save, in the browser
 * or by the server, says so above the form and beside each field.
 */
export function ProductForm({
  defaults,
  version,
  reply,
  saved,
  library,
  tokens,
  shops,
}: {
  defaults: ProductFormInput;
  /** The version the form is loaded with (record-version.ts); empty for a new product. */
  version: string;
  reply?: ProductEditorReply;
  /** Just saved: the page the save redirected to. */
  saved: boolean;
  library: LibraryImage[];
  tokens: StorageTokens;
  /** The shops from the settings: a product's link at each must lead into its site. */
  shops: readonly ShopSite[];
}) {
  const { t } = useTranslation("admin");
  const submitting = useSubmitting();
  const [form, fields] = useProductForm(defaults, shops, reply);
  const uploads = useUploadGate();
  const formProps = getFormProps(form);
  return (
    <Form
      method="post"
      className="space-y-5"
      data-testid="product-form"
      {...formProps}
      onSubmit={uploads.guard(formProps.onSubmit)}
    >
      <input type="hidden" name="intent" value="save" />
      <VersionField token={version} conflict={reply?.conflict} />
      <SaveNotices saved={saved && form.status !== "error"} savedText={t("productEditor.saved")} />
      <FormErrorSummary form={form} title={t("productEditor.failed")} />
      {reply?.conflict ? <VersionConflictNotice conflict={reply.conflict} labels={productLabels(t)} /> : null}
      <BasicsSection fields={fields} shops={shops} />
      <OfferSection fields={fields} />
      <TextsSection fields={fields} />
      <CategoriesSection fields={fields} />
      <AllergensSection fields={fields} />
      <NutritionSection fields={fields} />
      <UploadGateProvider value={uploads.gate}>
        <ImagesSection form={form} fields={fields} library={library} tokens={tokens} />
      </UploadGateProvider>
      <SeoSection
        field={fields.seo}
        automatic={automaticSeo(fields)}
        path={`/proizvod/${typeof fields.id.value === "string" && fields.id.value ? fields.id.value : (defaults.id ?? "")}`}
        library={library}
        imageHint={t("seo.productImage")}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonPrimary} disabled={submitting}>
          {t("productEditor.save")}
        </button>
        <Link to="/admin/products" className={buttonSecondary}>
          {t("productEditor.back")}
        </Link>
        <UploadGateNotice state={uploads.state} />
      </div>
    </Form>
  );
}

/** What a search result shows while the owner writes nothing: the name and the short description (English falls back to Serbian). */
function automaticSeo(fields: ProductFields) {
  const text = (field: { value?: unknown }) => (typeof field.value === "string" ? field.value.trim() : "");
  const sr = fields.sr.getFieldset();
  const en = fields.en.getFieldset();
  const srTexts = { title: text(sr.name), description: text(sr.shortDescription) };
  return {
    sr: srTexts,
    en: {
      title: text(en.name) || srTexts.title,
      description: text(en.shortDescription) || srTexts.description,
    },
  };
}

/** The product's fields as the owner knows them, for the list of what someone else changed. */
function productLabels(t: TFunction<"admin">) {
  return {
    id: t("productEditor.id"),
    type: t("productEditor.type"),
    status: t("productEditor.status"),
    weightGrams: t("productEditor.weight"),
    isNew: t("productEditor.isNew"),
    isBestseller: t("productEditor.isBestseller"),
    isOrganic: t("productEditor.isOrganic"),
    isFeatured: t("productEditor.isFeatured"),
    featuredOrder: t("productEditor.featuredOrder"),
    shop1Url: t("productEditor.shopLink", { shop: 1 }),
    shop2Url: t("productEditor.shopLink", { shop: 2 }),
    priceRsd: t("productEditor.price"),
    priceFrom: t("productEditor.priceFrom"),
    availability: t("productEditor.availability"),
    gtin: t("productEditor.gtin"),
    name: t("productEditor.name"),
    shortDescription: t("productEditor.shortDescription"),
    description: t("productEditor.description"),
    ingredients: t("productEditor.ingredients"),
    categories: t("productEditor.categories"),
    allergens: t("productEditor.allergens"),
    nutrition: t("productEditor.nutrition"),
    images: t("productEditor.images"),
    seo: t("seo.title"),
  };
}
