import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "react-toastify";
import { buttonPrimary, buttonSecondary } from "#app/components/ui/field.tsx";
import { StorageError } from "#app/media-client/storage-errors.ts";
import {
  createStorageClient,
  fetchUploadTokens,
  type StorageTokens,
  type UploadTask,
} from "#app/media-client/upload-client.ts";

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
  const fileRef = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState("");
  const [altSr, setAltSr] = useState("");
  const [altEn, setAltEn] = useState("");
  const [percent, setPercent] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const task = useRef<UploadTask<UploadedMedia> | null>(null);
  const latestTokens = useRef<StorageTokens | null>(null);

  const start = async () => {
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setError(t("media.chooseFile"));
      return;
    }
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
    const current = client.upload<UploadedMedia>(file, {
      name: file.name,
      alt: { sr: altSr, en: altEn },
      onProgress: (p) => setPercent(p.totalBytes ? Math.round((p.bytesTransferred / p.totalBytes) * 100) : 0),
    });
    task.current = current;
    try {
      const media = await current.promise;
      toast.success(t("media.uploaded", { name: media.name }));
      if (fileRef.current) fileRef.current.value = "";
      setFileName("");
      setAltSr("");
      setAltEn("");
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

  const busy = percent !== null;
  return (
    <div className="rounded-lg bg-white p-4 ring-1 ring-line" data-testid="media-uploader">
      {compact ? null : (
        <h2 className="font-serif text-xl font-semibold text-olive-800">{t("media.upload")}</h2>
      )}
      <p className="mt-1 text-xs text-muted">{t("media.uploadHint")}</p>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={`${id}-file`} className="block text-sm font-medium">
            {t("media.file")}
          </label>
          {/* The browser's own file button speaks the browser's language, not the page's:
              the input is visually hidden and a translated label stands in for it. */}
          <div className="mt-1.5 flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
            <input
              ref={fileRef}
              id={`${id}-file`}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
              disabled={busy}
              onChange={(e) => setFileName(e.target.files?.[0]?.name ?? "")}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-file-name${error ? ` ${id}-error` : ""}`}
              className="peer sr-only"
            />
            <label
              htmlFor={`${id}-file`}
              className="inline-flex h-10 shrink-0 cursor-pointer items-center rounded-full bg-olive-50 px-4 text-sm font-medium text-olive-800 peer-focus-visible:ring-2 peer-focus-visible:ring-olive-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
            >
              {t("media.pick")}
            </label>
            <span id={`${id}-file-name`} className="max-w-full truncate text-sm text-muted">
              {fileName || t("media.noFile")}
            </span>
          </div>
        </div>
        <div>
          <label htmlFor={`${id}-sr`} className="block text-sm font-medium">
            {t("media.altSr")}
          </label>
          <input
            id={`${id}-sr`}
            value={altSr}
            onChange={(e) => setAltSr(e.target.value)}
            maxLength={300}
            className="mt-1.5 block h-11 w-full rounded-md border border-line px-3 text-sm"
          />
        </div>
        <div>
          <label htmlFor={`${id}-en`} className="block text-sm font-medium">
            {t("media.altEn")}
          </label>
          <input
            id={`${id}-en`}
            value={altEn}
            onChange={(e) => setAltEn(e.target.value)}
            maxLength={300}
            className="mt-1.5 block h-11 w-full rounded-md border border-line px-3 text-sm"
          />
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-danger">
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
          <button type="button" className={buttonPrimary} onClick={() => void start()}>
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
