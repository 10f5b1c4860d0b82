import { type FieldMetadata, getSelectProps } from "@conform-to/react";
import { useState } from "react";
import { flushSync } from "react-dom";
import { useTranslation } from "react-i18next";
import { FormField, TextField, useFieldError } from "#app/components/admin/form/field.tsx";
import { Select } from "#app/components/admin/form/select.tsx";
import { adminPreviewSrc } from "#app/components/admin/products/images-section.tsx";
import type { LibraryImage } from "#app/components/admin/rich-text-editor.tsx";
import { MediaUploader } from "#app/components/media/media-uploader.tsx";
import { FormSection } from "#app/components/ui/field.tsx";
import type { StorageTokens } from "#app/media-client/upload-client.ts";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * The cover: chosen from the library or uploaded here, with its description in
 * both languages. Choosing another picture brings its own descriptions along.
 */
export function CoverSection({
  coverId,
  altSr,
  altEn,
  library,
  tokens,
  addToLibrary,
  setValue,
}: {
  coverId: FieldMetadata<unknown>;
  altSr: FieldMetadata<unknown>;
  altEn: FieldMetadata<unknown>;
  library: LibraryImage[];
  tokens: StorageTokens;
  addToLibrary: (image: LibraryImage) => void;
  /** Sets a field of the form as if it had been typed. */
  setValue: (name: string, value: string) => void;
}) {
  const { t } = useTranslation("admin");
  const error = useFieldError(coverId);
  const current = text(coverId.value);
  const [previews, setPreviews] = useState<Record<string, string>>({});
  // The cover the form started with, and its descriptions as written here: choosing
  // it again brings them back. (Read once: setting a field moves its initial value.)
  const [start] = useState(() => ({
    id: text(coverId.initialValue),
    alt: { sr: text(altSr.initialValue), en: text(altEn.initialValue) },
  }));
  const describe = (id: string, alt?: LibraryImage["alt"]) => {
    const chosen =
      id && id === start.id
        ? start.alt
        : (alt ?? library.find((m) => m.id === id)?.alt ?? { sr: "", en: "" });
    setValue(altSr.name, chosen.sr);
    setValue(altEn.name, chosen.en);
  };
  return (
    <FormSection title={t("newsEditor.cover")}>
      <div className="grid gap-3 sm:col-span-2 sm:grid-cols-[160px_1fr]">
        {current ? (
          <img
            src={adminPreviewSrc(current, previews)}
            alt=""
            width={160}
            height={120}
            className="h-30 w-40 rounded object-cover"
          />
        ) : (
          <span className="h-30 w-40 rounded bg-linen" />
        )}
        <div className="grid gap-3">
          <FormField id={coverId.id} label={t("newsEditor.cover")} error={error}>
            <Select
              {...getSelectProps(coverId, { ariaAttributes: false })}
              key={coverId.key}
              options={library.map((m) => ({
                value: m.id,
                label: m.alt.sr ? `${m.name} — ${m.alt.sr}` : m.name,
              }))}
              placeholder={t("newsEditor.noCover")}
              invalid={Boolean(error)}
              aria-describedby={error ? `${coverId.id}-error` : undefined}
              onChange={(event) => describe(event.currentTarget.value)}
            />
          </FormField>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField field={altSr} label={t("newsEditor.coverAltSr")} />
            <TextField field={altEn} label={t("newsEditor.coverAltEn")} />
          </div>
        </div>
      </div>
      <div className="sm:col-span-2">
        <MediaUploader
          compact
          tokens={tokens}
          onUploaded={(media, localUrl) => {
            const { id, name, alt, width, height, status } = media;
            // The new picture must be among the choices before it is chosen.
            flushSync(() => {
              addToLibrary({ id, name, alt, width, height, status });
              setPreviews((all) => ({ ...all, [id]: localUrl }));
            });
            // Rendered at once: a save held for this upload is sent right after (upload-gate.tsx).
            flushSync(() => {
              setValue(coverId.name, id);
              describe(id, alt);
            });
          }}
        />
      </div>
    </FormSection>
  );
}
