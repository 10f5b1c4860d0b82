import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { SaveNotices } from "#app/components/admin/editor-parts.tsx";
import { UploadGateNotice, UploadGateProvider, useUploadGate } from "#app/components/media/upload-gate.tsx";
import { buttonPrimary, buttonSecondary } from "#app/components/ui/field.tsx";
import type { StorageTokens } from "#app/media-client/upload-client.ts";
import type { ProductFormInput } from "#app/schemas/product-form.ts";
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
}: {
  defaults: ProductFormInput;
  reply?: ProductEditorReply;
  /** Just saved: the page the save redirected to. */
  saved: boolean;
  library: LibraryImage[];
  tokens: StorageTokens;
}) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const [form, fields] = useProductForm(defaults, reply);
  const formError = form.errors?.[0];
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
      <SaveNotices
        saved={saved && form.status !== "error"}
        savedText={t("productEditor.saved")}
        failed={form.status === "error"}
        failedText={formError ? t(formError as "errors.productMissing") : t("productEditor.failed")}
      />
      <BasicsSection fields={fields} />
      <TextsSection fields={fields} />
      <CategoriesSection fields={fields} />
      <AllergensSection fields={fields} />
      <NutritionSection fields={fields} />
      <UploadGateProvider value={uploads.gate}>
        <ImagesSection form={form} fields={fields} library={library} tokens={tokens} />
      </UploadGateProvider>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonPrimary} disabled={navigation.state === "submitting"}>
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
