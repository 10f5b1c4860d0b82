import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useLocation, useNavigation } from "react-router";
import { BilingualTextAreas, EditorLinks, SaveNotices } from "#app/components/admin/editor-parts.tsx";
import { AdminReadError } from "#app/components/admin/read-error.tsx";
import { useVocabularyLabels } from "#app/components/catalogue/labels.ts";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { MediaUploader } from "#app/components/media/media-uploader.tsx";
import { buttonPrimary, buttonSecondary, Field, FormSection } from "#app/components/ui/field.tsx";
import { adminSessionContext } from "#app/context.server.ts";
import { getProductForEdit, saveProduct } from "#app/domain/catalogue/product-admin.server.ts";
import { issueUploadTokens, listMedia } from "#app/domain/media/uploads.server.ts";
import { readForm } from "#app/http/read-form.server.ts";
import { issuesByPath, nestFormData } from "#app/schemas/form-data.ts";
import { productFormSchema, productToFields } from "#app/schemas/product-form.ts";
import {
  allergens,
  maxProductImages,
  nutritionKeys,
  productCategories,
  productTypes,
} from "#app/schemas/product-vocabulary.ts";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/product-edit";

// One editor for a new product (/admin/products/new) and an existing one.

export async function loader({ params, context }: Route.LoaderArgs) {
  const session = context.get(adminSessionContext);
  const isNew = params.id === "new";
  const product = isNew ? null : await getProductForEdit(params.id);
  if (!isNew && !product) throw data(null, { status: 404 });
  const library = await listMedia({ pageSize: 200 });
  return {
    isNew,
    fields: product ? productToFields(product) : { type: "flourMixes", status: "draft", weightGrams: "" },
    title: product?.sr.name ?? "",
    status: product?.status ?? "draft",
    library: library.items.map((m) => ({ id: m.id, name: m.name, alt: m.alt })),
    tokens: issueUploadTokens(session.userId),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const session = context.get(adminSessionContext);
  const form = await readForm(request);
  const fields: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string" && !(k in fields)) fields[k] = v;
  const parsed = productFormSchema.safeParse(nestFormData(form));
  if (!parsed.success) return data({ fields, errors: issuesByPath(parsed.error.issues) }, { status: 400 });
  const originalId = params.id === "new" ? null : params.id;
  const result = await saveProduct(originalId, parsed.data, session.email);
  if (!result.ok) return data({ fields, errors: result.errors }, { status: result.errors.form ? 404 : 400 });
  throw redirect(`/admin/products/${encodeURIComponent(result.id)}?saved=1`);
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.products");

interface ImageRow {
  key: string;
  mediaId: string;
  altSr: string;
  altEn: string;
  removed: boolean;
}

function imageRowsOf(fields: Record<string, string>): ImageRow[] {
  const indexes = Object.keys(fields)
    .map((k) => /^images\.(\d+)\.mediaId$/.exec(k)?.[1])
    .filter((i): i is string => i !== undefined)
    .sort((a, b) => Number(a) - Number(b));
  return indexes
    .filter((i) => fields[`images.${i}.mediaId`])
    .map((i) => ({
      key: `${i}-${fields[`images.${i}.mediaId`]}`,
      mediaId: fields[`images.${i}.mediaId`] ?? "",
      altSr: fields[`images.${i}.altSr`] ?? "",
      altEn: fields[`images.${i}.altEn`] ?? "",
      removed: fields[`images.${i}.remove`] === "on",
    }));
}

const inputClass = "mt-1.5 block h-11 w-full rounded-md border bg-white px-3 text-sm";

export default function ProductEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const label = useVocabularyLabels();
  const location = useLocation();
  const navigation = useNavigation();
  const id = useId();
  const fields = actionData?.fields ?? loaderData.fields;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const error = (path: string) =>
    errors[path] ? t(`productEditor.errors.${errors[path]}` as never) : undefined;
  const saved = new URLSearchParams(location.search).get("saved") === "1" && !actionData;
  const [images, setImages] = useState<ImageRow[]>(() => imageRowsOf(fields));
  const [library, setLibrary] = useState(loaderData.library);
  // A failed save re-renders with what was posted, uploads included.
  useEffect(() => {
    if (actionData) setImages(imageRowsOf(actionData.fields));
  }, [actionData]);
  const v = (name: string) => fields[name] ?? "";
  const busy = navigation.state === "submitting";
  const title = loaderData.isNew
    ? t("productEditor.newTitle")
    : t("productEditor.editTitle", { name: loaderData.title });

  return (
    <AdminPage title={title}>
      <EditorLinks
        backTo="/admin/products"
        back={t("productEditor.back")}
        viewHref={
          !loaderData.isNew && loaderData.status === "published"
            ? `/proizvod/${encodeURIComponent(v("id"))}`
            : null
        }
        view={t("productEditor.viewOnSite")}
      />
      <Form method="post" noValidate className="space-y-5" data-testid="product-form">
        <SaveNotices
          saved={saved}
          savedText={t("productEditor.saved")}
          failed={Boolean(actionData)}
          failedText={errors.form ? (error("form") ?? "") : t("productEditor.failed")}
        />

        <FormSection title={t("productEditor.basics")}>
          <Field
            label={t("productEditor.id")}
            name="id"
            defaultValue={v("id")}
            error={error("id")}
            hint={t("productEditor.idHint")}
          />
          <div>
            <label htmlFor={`${id}-type`} className="block text-sm font-medium">
              {t("productEditor.type")}
            </label>
            <select
              id={`${id}-type`}
              name="type"
              defaultValue={v("type")}
              aria-invalid={errors.type ? true : undefined}
              className={`${inputClass} ${errors.type ? "border-danger" : "border-line"}`}
            >
              {productTypes.map((type) => (
                <option key={type} value={type}>
                  {label.type(type)}
                </option>
              ))}
            </select>
            {errors.type ? <p className="mt-1 text-sm text-danger">{error("type")}</p> : null}
          </div>
          <div>
            <label htmlFor={`${id}-status`} className="block text-sm font-medium">
              {t("productEditor.status")}
            </label>
            <select
              id={`${id}-status`}
              name="status"
              defaultValue={v("status") || "draft"}
              className={`${inputClass} border-line`}
            >
              <option value="draft">{t("productAdmin.statuses.draft")}</option>
              <option value="published">{t("productAdmin.statuses.published")}</option>
            </select>
          </div>
          <Field
            label={t("productEditor.weight")}
            name="weightGrams"
            inputMode="numeric"
            defaultValue={v("weightGrams")}
            error={error("weightGrams")}
          />
          <div className="flex flex-wrap gap-x-6 gap-y-2 sm:col-span-2">
            {(["isNew", "isBestseller", "isFeatured"] as const).map((flag) => (
              <label key={flag} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name={flag}
                  defaultChecked={v(flag) === "on"}
                  className="h-4 w-4 accent-olive-700"
                />
                {t(`productEditor.${flag}`)}
              </label>
            ))}
          </div>
          <Field
            label={t("productEditor.featuredOrder")}
            name="featuredOrder"
            inputMode="numeric"
            defaultValue={v("featuredOrder")}
            error={error("featuredOrder")}
          />
          <div />
          <Field
            label={t("productEditor.shop1")}
            name="shop1Url"
            type="url"
            defaultValue={v("shop1Url")}
            error={error("shop1Url")}
          />
          <Field
            label={t("productEditor.shop2")}
            name="shop2Url"
            type="url"
            defaultValue={v("shop2Url")}
            error={error("shop2Url")}
          />
        </FormSection>

        <FormSection title={t("productEditor.texts")} description={t("productEditor.textsHint")}>
          <BilingualTextAreas
            headings
            fields={(["name", "shortDescription", "description", "ingredients"] as const).map((key) => ({
              key,
              label: t(`productEditor.${key}`),
              rows:
                key === "description" ? 6 : key === "ingredients" ? 3 : key === "shortDescription" ? 2 : 1,
            }))}
            value={v}
            error={error}
            languages={{ sr: t("productEditor.serbian"), en: t("productEditor.english") }}
            missing={t("productEditor.missing")}
          />
        </FormSection>

        <FormSection title={t("productEditor.categories")}>
          <div className="flex flex-wrap gap-x-6 gap-y-2 sm:col-span-2">
            {productCategories.map((c) => (
              <label key={c} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name={`categories.${c}`}
                  defaultChecked={v(`categories.${c}`) === "on"}
                  className="h-4 w-4 accent-olive-700"
                />
                {label.category(c)}
              </label>
            ))}
          </div>
        </FormSection>

        <FormSection title={t("productEditor.allergens")}>
          <div className="grid gap-3 sm:col-span-2 sm:grid-cols-3 lg:grid-cols-4">
            {allergens.map((a) => (
              <div key={a}>
                <label htmlFor={`${id}-al-${a}`} className="block text-sm font-medium">
                  {label.allergen(a)}
                </label>
                <select
                  id={`${id}-al-${a}`}
                  name={`allergens.${a}`}
                  defaultValue={v(`allergens.${a}`)}
                  className="mt-1 h-10 w-full rounded-md border border-line bg-white px-2 text-sm"
                >
                  <option value="">{t("productEditor.allergenNone")}</option>
                  <option value="contains">{t("productEditor.contains")}</option>
                  <option value="may_contain">{t("productEditor.mayContain")}</option>
                </select>
              </div>
            ))}
          </div>
        </FormSection>

        <FormSection title={t("productEditor.nutrition")}>
          {nutritionKeys.map((k) => (
            <Field
              key={k}
              label={label.nutrient(k)}
              name={`nutrition.${k}`}
              inputMode="decimal"
              defaultValue={v(`nutrition.${k}`)}
              error={error(`nutrition.${k}`)}
            />
          ))}
        </FormSection>

        <FormSection title={t("productEditor.images")} description={t("productEditor.imagesHint")}>
          <div className="space-y-3 sm:col-span-2">
            {errors.images ? (
              <p role="alert" className="text-sm text-danger">
                {error("images")}
              </p>
            ) : null}
            <ol className="space-y-3">
              {images.map((image, i) => (
                <li
                  key={image.key}
                  className="grid gap-3 rounded-md border border-line p-3 sm:grid-cols-[96px_1fr_1fr_auto]"
                  data-testid="product-image-row"
                >
                  <input type="hidden" name={`images.${i}.mediaId`} value={image.mediaId} />
                  <img
                    src={`/media/${image.mediaId}/320.webp`}
                    alt=""
                    width={96}
                    height={72}
                    className="h-18 w-24 rounded object-cover"
                  />
                  <label className="text-sm font-medium">
                    {t("productEditor.altSr")}
                    <input
                      name={`images.${i}.altSr`}
                      defaultValue={image.altSr}
                      maxLength={300}
                      className={`${inputClass} border-line`}
                    />
                  </label>
                  <label className="text-sm font-medium">
                    {t("productEditor.altEn")}
                    <input
                      name={`images.${i}.altEn`}
                      defaultValue={image.altEn}
                      maxLength={300}
                      className={`${inputClass} border-line`}
                    />
                  </label>
                  <label className="inline-flex items-center gap-2 self-end pb-3 text-sm">
                    <input
                      type="checkbox"
                      name={`images.${i}.remove`}
                      defaultChecked={image.removed}
                      className="h-4 w-4 accent-olive-700"
                    />
                    {t("productEditor.remove")}
                  </label>
                </li>
              ))}
            </ol>
            {images.length < maxProductImages ? (
              <div>
                <label htmlFor={`${id}-library`} className="block text-sm font-medium">
                  {t("productEditor.addFromLibrary")}
                </label>
                <select
                  id={`${id}-library`}
                  name={`images.${images.length}.mediaId`}
                  defaultValue=""
                  key={images.length}
                  className={`${inputClass} border-line`}
                >
                  <option value="">{t("productEditor.noImage")}</option>
                  {library
                    .filter((m) => !images.some((i) => i.mediaId === m.id))
                    .map((m) => (
                      <option key={m.id} value={m.id}>
                        {m.name}
                        {m.alt.sr ? ` — ${m.alt.sr}` : ""}
                      </option>
                    ))}
                </select>
              </div>
            ) : null}
            {images.length < maxProductImages ? (
              <MediaUploader
                compact
                tokens={loaderData.tokens}
                onUploaded={(media) => {
                  setLibrary((l) => [{ id: media.id, name: media.name, alt: media.alt }, ...l]);
                  setImages((rows) => [
                    ...rows,
                    {
                      key: `up-${media.id}`,
                      mediaId: media.id,
                      altSr: media.alt.sr,
                      altEn: media.alt.en,
                      removed: false,
                    },
                  ]);
                }}
              />
            ) : null}
          </div>
        </FormSection>

        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonPrimary} disabled={busy}>
            {t("productEditor.save")}
          </button>
          <Link to="/admin/products" className={buttonSecondary}>
            {t("productEditor.back")}
          </Link>
        </div>
      </Form>
    </AdminPage>
  );
}

export const ErrorBoundary = AdminReadError;
