import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { formatAdminDate } from "#app/components/admin/admin-date.ts";
import { TextField } from "#app/components/admin/form/field.tsx";
import { useAdminForm } from "#app/components/admin/form/use-admin-form.ts";
import { VersionConflictNotice, VersionField } from "#app/components/admin/form/version-conflict.tsx";
import { ConfirmedRowAction } from "#app/components/admin/list-parts.tsx";
import { buttonSecondary } from "#app/components/ui/field.tsx";
import { useLocale } from "#app/root-data.ts";
import { mediaAltSchema } from "#app/schemas/admin-media.ts";
import type { VersionConflict } from "#app/schemas/record-version.ts";

/** The library action's answer to a description form that did not save: which image, and Conform's reply. */
export interface MediaReply {
  id?: string;
  result?: SubmissionResult<string[]>;
  /** Refused because the texts were changed elsewhere since the card was loaded. */
  conflict?: VersionConflict;
}

export interface LibraryImage {
  id: string;
  name: string;
  size: number;
  width: number;
  height: number;
  timeCreated: string;
  alt: { sr: string; en: string };
  previewUrl: string;
  inUse: boolean;
  /** "processing" while its versions for the site are being made. */
  status: "processing" | "ready" | "failed";
  /** The version of the texts (record-version.ts). */
  version: string;
}

/** One image of the library: its preview and facts, its descriptions, and delete while nothing uses it. */
export function MediaCard({ image, reply }: { image: LibraryImage; reply?: MediaReply }) {
  const { t } = useTranslation("admin");
  const locale = useLocale();
  const [form, fields] = useAdminForm({
    id: `media-alt-${image.id}`,
    schema: mediaAltSchema,
    lastResult: reply?.result,
    defaultValue: { id: image.id, alt: image.alt },
  });
  const alt = fields.alt.getFieldset();
  return (
    <li className="flex min-w-0 flex-col overflow-hidden rounded-lg bg-white ring-1 ring-line">
      <img
        src={image.previewUrl}
        alt={locale === "en" ? image.alt.en : image.alt.sr}
        width={image.width}
        height={image.height}
        loading="lazy"
        className="aspect-[4/3] h-auto w-full max-w-full bg-linen object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-3 text-sm">
        <p className="truncate font-medium" title={image.name}>
          {image.name}
        </p>
        <p className="text-xs text-muted">
          {image.width}×{image.height} · {Math.round(image.size / 1024)} KB ·{" "}
          {formatAdminDate(image.timeCreated, locale)} ·{" "}
          <span className={image.inUse ? "text-olive-700" : ""}>
            {image.inUse ? t("media.inUse") : t("media.unused")}
          </span>
          {image.status === "ready" ? null : (
            <span className={image.status === "failed" ? " text-danger" : " text-muted"}>
              {" · "}
              {t(image.status === "failed" ? "media.statusFailed" : "media.statusProcessing")}
            </span>
          )}
        </p>
        <Form method="post" className="grid gap-2" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="alt" />
          <input type="hidden" name="id" value={image.id} />
          <VersionField token={image.version} conflict={reply?.conflict} />
          {reply?.conflict ? (
            <VersionConflictNotice
              conflict={reply.conflict}
              labels={{ "alt.sr": t("media.altSr"), "alt.en": t("media.altEn") }}
            />
          ) : null}
          <TextField field={alt.sr} label={t("media.altSr")} />
          <TextField field={alt.en} label={t("media.altEn")} />
          <div>
            <button type="submit" className={buttonSecondary}>
              {t("media.altSave")}
            </button>
          </div>
        </Form>
        {image.inUse ? null : (
          <ConfirmedRowAction
            id={image.id}
            intent="delete"
            question={t("media.deleteConfirm", { name: image.name })}
            className="text-right"
          >
            {t("media.delete")}
          </ConfirmedRowAction>
        )}
      </div>
    </li>
  );
}
