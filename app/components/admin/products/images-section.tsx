import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { useState } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "react-i18next";
import { CheckboxField, SelectField, TextField, useFieldError } from "#app/components/admin/form/field.tsx";
import { fieldList } from "#app/components/admin/form/use-admin-form.ts";
import { MediaUploader } from "#app/components/media/media-uploader.tsx";
import { FormSection } from "#app/components/ui/field.tsx";
import type { StorageTokens } from "#app/media-client/upload-client.ts";
import { maxProductImages } from "#app/schemas/product-vocabulary.ts";
import type { ProductFields, ProductFormMetadata } from "./use-product-form.ts";

/** An image of the library, as the picker names it. */
export interface LibraryImage {
  id: string;
  name: string;
  alt: { sr: string; en: string };
}

/**
 * The product's images in order, each with its two descriptions and a box to
 * remove it on save; below, one more from the library (works without
 * JavaScript) or a new upload (added to the list at once).
 */
export function ImagesSection({
  form,
  fields,
  library: saved,
  tokens,
}: {
  form: ProductFormMetadata;
  fields: ProductFields;
  library: LibraryImage[];
  tokens: StorageTokens;
}) {
  const { t } = useTranslation("admin");
  const [library, setLibrary] = useState(saved);
  // Just uploaded: the chosen files themselves, shown until the page is left.
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const rows = fieldList(fields.images);
  const error = useFieldError(fields.images);
  const inList = new Set(rows.map((row) => row.getFieldset().mediaId.initialValue));
  const room = rows.length < maxProductImages;
  return (
    <FormSection title={t("productEditor.images")} description={t("productEditor.imagesHint")}>
      <div className="space-y-3 sm:col-span-2">
        {error ? (
          <p
            id={`${fields.images.id}-error`}
            role="alert"
            className="text-sm text-danger"
            data-testid="field-error"
          >
            {error}
          </p>
        ) : null}
        <ol className="space-y-3">
          {rows.map((row) => (
            <ImageRow key={row.key} field={row} previews={previews} />
          ))}
        </ol>
        {room ? (
          <SelectField
            field={fields.addImage}
            label={t("productEditor.addFromLibrary")}
            placeholder={t("productEditor.noImage")}
            options={library
              .filter((m) => !inList.has(m.id))
              .map((m) => ({ value: m.id, label: m.alt.sr ? `${m.name} — ${m.alt.sr}` : m.name }))}
          />
        ) : null}
        {room ? (
          <MediaUploader
            compact
            tokens={tokens}
            onUploaded={(media, localUrl) => {
              // Rendered at once: a save held for this upload is sent right after (upload-gate.tsx).
              flushSync(() => {
                setPreviews((all) => ({ ...all, [media.id]: localUrl }));
                setLibrary((images) => [{ id: media.id, name: media.name, alt: media.alt }, ...images]);
                form.insert({
                  name: fields.images.name,
                  defaultValue: { mediaId: media.id, altSr: media.alt.sr, altEn: media.alt.en },
                });
              });
            }}
          />
        ) : null}
      </div>
    </FormSection>
  );
}

type ImageField = FieldMetadata<{ mediaId?: string; altSr?: string; altEn?: string; remove?: string }>;

/** The admin's preview of an image: the chosen file just uploaded, else the admin-only preview URL. */
export function adminPreviewSrc(id: string, previews: Record<string, string> = {}): string {
  return previews[id] ?? `/admin/media/${id}/preview`;
}

function ImageRow({ field, previews }: { field: ImageField; previews: Record<string, string> }) {
  const { t } = useTranslation("admin");
  const { mediaId, altSr, altEn, remove } = field.getFieldset();
  const error = useFieldError(mediaId);
  return (
    <li
      className="grid gap-3 rounded-md border border-line p-3 sm:grid-cols-[96px_1fr_1fr_auto]"
      data-testid="product-image-row"
    >
      <input {...getInputProps(mediaId, { type: "hidden", ariaAttributes: false })} key={mediaId.key} />
      <img
        src={adminPreviewSrc(String(mediaId.initialValue ?? ""), previews)}
        alt=""
        width={96}
        height={72}
        className="h-18 w-24 rounded object-cover"
      />
      <TextField field={altSr} label={t("productEditor.altSr")} />
      <TextField field={altEn} label={t("productEditor.altEn")} />
      <CheckboxField field={remove} label={t("productEditor.remove")} className="self-end" />
      {error ? (
        <p className="text-sm text-danger sm:col-span-4" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </li>
  );
}
