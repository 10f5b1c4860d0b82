import { useTranslation } from "react-i18next";
import { toast } from "react-toastify";
import { checkLimits, type Platform } from "#app/schemas/social.ts";
import { Picture, type PictureImage } from "./picture.tsx";

// Pieces the writer and the content overview share: the live count against a
// platform's limits, copying to the clipboard, and a preview that looks like
// the post on its platform. Post text is always rendered as text.

export function LimitCounter({ text, platform, id }: { text: string; platform: Platform; id: string }) {
  const { t } = useTranslation("admin");
  const check = checkLimits(text, platform);
  const charsOver = check.chars > check.maxChars;
  const tagsOver = check.maxHashtags !== null && check.hashtags > check.maxHashtags;
  return (
    <p id={id} className="flex flex-wrap gap-x-4 gap-y-1 text-xs" data-testid="limit-counter">
      <span
        className={charsOver ? "font-semibold text-danger" : "text-muted"}
        data-over={charsOver ? "1" : "0"}
      >
        {t("social.create.chars", { count: check.chars, max: check.maxChars })}
        {charsOver ? ` — ${t("social.create.overLimit")}` : ""}
      </span>
      {check.maxHashtags !== null ? (
        <span className={tagsOver ? "font-semibold text-danger" : "text-muted"}>
          {t("social.create.hashtagCount", { count: check.hashtags, max: check.maxHashtags })}
          {tagsOver ? ` — ${t("social.create.tooManyHashtags")}` : ""}
        </span>
      ) : null}
    </p>
  );
}

export function CopyButton({
  text,
  label,
  className,
  said,
}: {
  text: string;
  label: string;
  className: string;
  /** What the toasts say; a post's text by default. */
  said?: { copied: string; failed: string };
}) {
  const { t } = useTranslation("admin");
  const copied = said?.copied ?? t("social.create.copied");
  const failed = said?.failed ?? t("social.create.copyFailed");
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        navigator.clipboard?.writeText(text).then(
          () => toast.success(copied),
          () => toast.error(failed),
        ) ?? toast.error(failed);
      }}
    >
      {label}
    </button>
  );
}

const platformStyle: Record<Platform, { frame: string; accent: string; name: string }> = {
  instagram: { frame: "max-w-sm", accent: "bg-terracotta-500", name: "Instagram" },
  facebook: { frame: "max-w-md", accent: "bg-olive-700", name: "Facebook" },
  linkedin: { frame: "max-w-md", accent: "bg-olive-800", name: "LinkedIn" },
  x: { frame: "max-w-md", accent: "bg-ink", name: "X" },
};

/** Links and hashtags stand out as they would on the platform; the rest is plain text. */
function Highlighted({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+|#[\p{L}\p{N}_]+)/u);
  return (
    <>
      {parts.map((part, i) =>
        /^(https?:\/\/|#)/.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed text
          <span key={i} className="text-olive-700 font-medium break-all">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

export function PostPreview({
  platform,
  text,
  brand,
  image,
  when,
}: {
  platform: Platform;
  text: string;
  brand: string;
  image: PictureImage | null;
  when: string;
}) {
  const { t } = useTranslation("admin");
  const style = platformStyle[platform];
  const handle = brand.toLowerCase().replace(/[^a-z0-9]+/g, "");
  const header = (
    <div className="flex items-center gap-3 px-4 py-3">
      <span
        aria-hidden="true"
        className={`flex h-9 w-9 shrink-0 items-center justify-center rounded-full font-serif text-base font-semibold text-cream ${style.accent}`}
      >
        {brand.charAt(0)}
      </span>
      <span className="min-w-0 text-sm leading-tight">
        <span className="block font-semibold text-ink">{platform === "instagram" ? handle : brand}</span>
        <span className="block text-xs text-muted">
          {platform === "x" ? `@${handle} · ` : ""}
          {when} · {style.name}
        </span>
      </span>
    </div>
  );
  const picture = image ? (
    <div className="overflow-hidden bg-linen">
      <Picture
        image={image}
        sizes="(min-width: 640px) 28rem, 100vw"
        aspect={platform === "instagram" ? 1 : 1.91}
        className={`w-full object-cover ${platform === "instagram" ? "aspect-square" : "aspect-[1.91/1]"}`}
      />
    </div>
  ) : null;
  const body = (
    <p className="whitespace-pre-wrap break-words px-4 py-3 text-sm leading-relaxed text-ink">
      {platform === "instagram" ? <span className="mr-1 font-semibold">{handle}</span> : null}
      <Highlighted text={text} />
    </p>
  );
  return (
    <figure
      className={`w-full overflow-hidden rounded-lg bg-white shadow-card ring-1 ring-line ${style.frame}`}
      data-testid="post-preview"
      data-platform={platform}
    >
      <figcaption className="sr-only">{t("social.overview.previewOf", { platform: style.name })}</figcaption>
      {header}
      {platform === "instagram" ? (
        <>
          {picture}
          <p className="px-4 pt-3 text-lg text-ink" aria-hidden="true">
            ♡ 💬 ↗
          </p>
          {body}
        </>
      ) : (
        <>
          {body}
          {picture}
          <p
            className="flex justify-around border-t border-line px-4 py-2 text-xs font-medium text-muted"
            aria-hidden="true"
          >
            <span>{t("social.overview.likes")}</span>
            <span>{t("social.overview.comment")}</span>
            <span>{t("social.overview.share")}</span>
          </p>
        </>
      )}
    </figure>
  );
}
