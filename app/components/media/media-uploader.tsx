import { getFormProps, getInputProps } from "@conform-to/react";
import { type DragEvent, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { toast } from "react-toastify";
import { FormField, TextField } from "#app/components/admin/form/field.tsx";
import { useAdminForm } from "#app/components/admin/form/use-admin-form.ts";
import { useUploadGateContext } from "#app/components/media/upload-gate.tsx";
import { buttonSecondary } from "#app/components/ui/field.tsx";
import { acceptedImageTypes, checkImageFile } from "#app/media-client/image-check.ts";
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
  status: "processing" | "ready" | "failed";
}

type Phase =
  | { kind: "idle" }
  | { kind: "sending"; name: string; percent: number }
  | { kind: "processing"; name: string }
  | { kind: "ready"; name: string }
  | { kind: "failed"; name: string };

/** How often the uploader asks whether the variants are ready, and for how long. */
const statusPollMs = 1500;
const statusPollFor = 5 * 60_000;

/**
 * Picks or takes a dropped image and sends it at once through the storage
 * client, with progress and a way to cancel; the file is checked in the browser
 * first (type by its bytes, size), so a wrong one is refused before any byte is
 * sent. After the answer the image is "processing" (the server makes its
 * variants) until ready. The editor around it gets the image at the answer,
 * with a preview of the chosen file, and its Save waits for the upload (upload-gate.tsx).
 *
 * The uploader sits inside the product and article forms, and forms cannot nest:
 * its own (empty) form is portalled to <body> once the page runs, and its fields
 * belong to it by their `form` attribute, so the product form never posts them.
 */
export function MediaUploader({
  tokens,
  onUploaded,
  compact = false,
}: {
  tokens: StorageTokens;
  /** localUrl: the chosen file's object URL, a preview until the variants exist. */
  onUploaded: (media: UploadedMedia, localUrl: string) => void;
  compact?: boolean;
}) {
  const { t } = useTranslation("admin");
  const id = useId();
  const gate = useUploadGateContext();
  const [form, fields] = useAdminForm({ id: `${id}-upload`, schema: mediaUploadSchema });
  const alt = fields.alt.getFieldset();
  const [mounted, setMounted] = useState(false);
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const task = useRef<UploadTask<UploadedMedia> | null>(null);
  const latestTokens = useRef<StorageTokens | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => setMounted(true), []);

  const client = () =>
    // The page's tokens, until they are renewed (a page may stay open longer than they live).
    createStorageClient({
      getTokens: () => latestTokens.current ?? tokens,
      refreshTokens: async () => {
        latestTokens.current = await fetchUploadTokens();
        return latestTokens.current;
      },
    });

  const messageOf = (e: unknown) => {
    const code = e instanceof StorageError ? e.code : "other";
    return t(`media.errors.${code}`, { defaultValue: t("media.errors.other") });
  };

  /** Asks until the variants are ready (or failed); the preview stays the chosen file meanwhile. */
  const watch = async (media: UploadedMedia) => {
    const until = Date.now() + statusPollFor;
    let status = media.status;
    while (status === "processing" && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, statusPollMs));
      const meta = await client()
        .getMetadata<UploadedMedia>(media.id)
        .promise.catch(() => null);
      if (meta) status = meta.status;
    }
    setPhase({ kind: status === "failed" ? "failed" : "ready", name: media.name });
  };

  const start = async (file: File) => {
    setError(null);
    const problem = await checkImageFile(file);
    if (input.current) input.current.value = "";
    if (problem) {
      setError(t(`media.errors.${problem}`));
      return;
    }
    const altSr = document.querySelector<HTMLInputElement>(`#${CSS.escape(alt.sr.id)}`)?.value ?? "";
    const altEn = document.querySelector<HTMLInputElement>(`#${CSS.escape(alt.en.id)}`)?.value ?? "";
    setPhase({ kind: "sending", name: file.name, percent: 0 });
    const current = client().upload<UploadedMedia>(file, {
      name: file.name,
      alt: { sr: altSr.trim(), en: altEn.trim() },
      onProgress: (p) =>
        setPhase({
          kind: "sending",
          name: file.name,
          percent: p.totalBytes ? Math.round((p.bytesTransferred / p.totalBytes) * 100) : 0,
        }),
    });
    task.current = current;
    const placed = (async () => {
      try {
        const media = await current.promise;
        toast.success(t("media.uploaded", { name: media.name }));
        form.reset();
        setPhase({ kind: "processing", name: media.name });
        onUploaded(media, URL.createObjectURL(file));
        void watch(media);
      } catch (e) {
        setError(messageOf(e));
        setPhase({ kind: "idle" });
        if (e instanceof StorageError && e.code === "storage/canceled") toast.info(messageOf(e));
        throw e;
      } finally {
        task.current = null;
      }
    })();
    gate?.track(placed);
    placed.catch(() => undefined);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // React carries a portal's events up its own tree, to the editor's form around the uploader;
    // Enter in a description sends nothing (the upload starts when a file is chosen).
    event.stopPropagation();
    event.preventDefault();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && phase.kind !== "sending") void start(file);
  };

  const sending = phase.kind === "sending";
  const uploadErrorId = `${id}-upload-error`;
  const hintId = `${id}-hint`;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a pointer gesture; the file button inside is the keyboard's way to the same upload
    <div
      className={`rounded-lg bg-white p-4 ring-1 ${dragging ? "ring-2 ring-olive-600" : "ring-line"}`}
      data-testid="media-uploader"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      {mounted ? createPortal(<form {...getFormProps(form)} onSubmit={onSubmit} />, document.body) : null}
      {compact ? null : (
        <h2 className="font-serif text-xl font-semibold text-olive-800">{t("media.upload")}</h2>
      )}
      <p id={hintId} className="mt-1 text-xs text-muted" data-testid="upload-hint">
        {t("media.uploadHint")}
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <TextField field={alt.sr} label={t("media.altSr")} />
        <TextField field={alt.en} label={t("media.altEn")} />
        <FormField id={fields.file.id} label={t("media.file")}>
          {/* The browser's own file button speaks the browser's language, not the page's:
              the input is visually hidden and a translated label stands in for it. */}
          <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
            <input
              {...getInputProps(fields.file, { type: "file", ariaAttributes: false })}
              ref={input}
              accept={acceptedImageTypes.join(",")}
              disabled={sending}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void start(file);
              }}
              aria-describedby={[hintId, error ? uploadErrorId : ""].filter(Boolean).join(" ")}
              className="peer sr-only"
            />
            <label
              htmlFor={fields.file.id}
              className="inline-flex h-10 shrink-0 cursor-pointer items-center rounded-full bg-olive-50 px-4 text-sm font-medium text-olive-800 peer-focus-visible:ring-2 peer-focus-visible:ring-olive-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
            >
              {t("media.pick")}
            </label>
            <span className="text-sm text-muted">{t("media.orDrop")}</span>
          </div>
        </FormField>
      </div>
      {error ? (
        <p id={uploadErrorId} role="alert" className="mt-2 text-sm text-danger" data-testid="upload-error">
          {error}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-3" aria-live="polite" data-testid="upload-status">
        {phase.kind === "sending" ? (
          <>
            <progress
              max={100}
              value={phase.percent}
              className="h-2 w-48"
              aria-label={t("media.uploading", { percent: phase.percent })}
            />
            <span className="text-sm text-muted">
              {phase.name} · {t("media.uploading", { percent: phase.percent })}
            </span>
            <button type="button" className={buttonSecondary} onClick={() => task.current?.cancel()}>
              {t("media.cancel")}
            </button>
          </>
        ) : phase.kind === "processing" ? (
          <span className="text-sm text-muted" data-testid="upload-processing">
            {t("media.processing", { name: phase.name })}
          </span>
        ) : phase.kind === "ready" ? (
          <span className="text-sm text-olive-700" data-testid="upload-ready">
            {t("media.ready", { name: phase.name })}
          </span>
        ) : phase.kind === "failed" ? (
          <span className="text-sm text-danger">{t("media.processingFailed", { name: phase.name })}</span>
        ) : null}
      </div>
      <noscript>
        <p className="mt-2 text-sm text-muted">{t("media.noScript")}</p>
      </noscript>
    </div>
  );
}
