import { getFormProps, getInputProps } from "@conform-to/react";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { toast } from "react-toastify";
import type { z } from "zod";
import { FormField, TextField, useFieldError } from "#app/components/admin/form/field.tsx";
import { parseSubmission, useAdminForm } from "#app/components/admin/form/use-admin-form.ts";
import { buttonPrimary, buttonSecondary } from "#app/components/ui/field.tsx";
import { StorageError } from "#app/media-client/storage-errors.ts";
import {
  createStorageClient,
  fetchUploadTokens,
  type StorageTokens,
  type UploadTask,
} from "#app/media-client/upload-client.ts";
import { mediaUploadSchema } from "#app/schemas/admin-media.ts";

export interface UploadedMedia {
  id: string;
  name: string;
  width: number;
  height: number;
  alt: { sr: string; en: string };
  previewUrl: string;
  downloadUrl: string;
}

/**
 * Picks one image, sends it through the storage client with its two alt texts,
 * shows progress and can be cancelled. Uploading needs JavaScript; everything
 * else on the admin pages works without it.
 *
 * The uploader sits inside the product and article forms, and forms cannot nest:
 * its own (empty) form is portalled to <body> once the page runs, and its fields
 * belong to it by their `form` attribute. So Enter in a description uploads the
 * image instead of saving the product, and the product form never posts them.
 */
export function MediaUploader({
  tokens,
  onUploaded,
  compact = false,
}: {
  tokens: StorageTokens;
  onUploaded: (media: UploadedMedia) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation("admin");
  const id = useId();
  const [form, fields] = useAdminForm({ id: `${id}-upload`, schema: mediaUploadSchema });
  const alt = fields.alt.getFieldset();
  const fileError = useFieldError(fields.file);
  const [mounted, setMounted] = useState(false);
  const [fileName, setFileName] = useState("");
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const task = useRef<UploadTask<UploadedMedia> | null>(null);
  const latestTokens = useRef<StorageTokens | null>(null);

  useEffect(() => setMounted(true), []);

  const upload = async (formElement: HTMLFormElement, value: z.output<typeof mediaUploadSchema>) => {
    setError(null);
    setPercent(0);
    // The page's tokens, until they are renewed (a page may stay open longer than they live).
    const client = createStorageClient({
      getTokens: () => latestTokens.current ?? tokens,
      refreshTokens: async () => {
        latestTokens.current = await fetchUploadTokens();
        return latestTokens.current;
      },
    });
    const current = client.upload<UploadedMedia>(value.file, {
      name: value.file.name,
      alt: value.alt,
      onProgress: (p) => setPercent(p.totalBytes ? Math.round((p.bytesTransferred / p.totalBytes) * 100) : 0),
    });
    task.current = current;
    try {
      const media = await current.promise;
      toast.success(t("media.uploaded", { name: media.name }));
      formElement.reset();
      setFileName("");
      onUploaded(media);
    } catch (e) {
      const code = e instanceof StorageError ? e.code : "other";
      const key = `media.errors.${code}`;
      const message = t(key, { defaultValue: t("media.errors.other") });
      setError(message);
      if (code === "storage/canceled") toast.info(message);
    } finally {
      task.current = null;
      setPercent(null);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // React carries a portal's events up its own tree, to the editor's form around the uploader.
    event.stopPropagation();
    // Conform checks the fields and, when something is missing, says so beside it.
    form.onSubmit(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const submission = parseSubmission(new FormData(event.currentTarget), mediaUploadSchema);
    if (submission.status === "success") void upload(event.currentTarget, submission.value);
  };

  const busy = percent !== null;
  const uploadErrorId = `${id}-upload-error`;
  const fileDescribedBy = [
    `${fields.file.id}-name`,
    fileError ? `${fields.file.id}-error` : "",
    error ? uploadErrorId : "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="rounded-lg bg-white p-4 ring-1 ring-line" data-testid="media-uploader">
      {mounted ? createPortal(<form {...getFormProps(form)} onSubmit={onSubmit} />, document.body) : null}
      {compact ? null : (
        <h2 className="font-serif text-xl font-semibold text-olive-800">{t("media.upload")}</h2>
      )}
      <p className="mt-1 text-xs text-muted">{t("media.uploadHint")}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <FormField id={fields.file.id} label={t("media.file")} error={fileError}>
          {/* The browser's own file button speaks the browser's language, not the page's:
              the input is visually hidden and a translated label stands in for it. */}
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
            <input
              {...getInputProps(fields.file, { type: "file", ariaAttributes: false })}
              accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
              disabled={busy}
              onChange={(e) => setFileName(e.target.files?.[0]?.name ?? "")}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileDescribedBy}
              className="peer sr-only"
            />
            <label
              htmlFor={fields.file.id}
              className="inline-flex h-10 shrink-0 cursor-pointer items-center rounded-full bg-olive-50 px-4 text-sm font-medium text-olive-800 peer-focus-visible:ring-2 peer-focus-visible:ring-olive-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
            >
              {t("media.pick")}
            </label>
            <span id={`${fields.file.id}-name`} className="max-w-full truncate text-sm text-muted">
              {fileName || t("media.noFile")}
            </span>
          </div>
        </FormField>
        <TextField field={alt.sr} label={t("media.altSr")} />
        <TextField field={alt.en} label={t("media.altEn")} />
      </div>
      {error ? (
        <p id={uploadErrorId} role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {busy ? (
          <>
            <progress
              max={100}
              value={percent ?? 0}
              className="h-2 w-48"
              aria-label={t("media.uploading", { percent })}
            />
            <span className="text-sm text-muted" aria-live="polite">
              {t("media.uploading", { percent })}
            </span>
            <button type="button" className={buttonSecondary} onClick={() => task.current?.cancel()}>
              {t("media.cancel")}
            </button>
          </>
        ) : (
          <button type="submit" form={form.id} className={buttonPrimary}>
            {t("media.uploadButton")}
          </button>
        )}
      </div>
      <noscript>
        <p className="mt-2 text-sm text-muted">{t("media.noScript")}</p>
      </noscript>
    </div>
  );
}
