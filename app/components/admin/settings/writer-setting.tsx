import { useTranslation } from "react-i18next";

/** Which writer drafts the social posts: the built-in one, or an AI model the server is set up with. */
export function WriterSetting({
  writer,
}: {
  writer: { kind: "builtin" } | { kind: "ai"; host: string; model: string };
}) {
  const { t } = useTranslation("admin");
  return (
    <section
      aria-labelledby="writer-title"
      className="rounded-lg bg-white p-5 ring-1 ring-line sm:p-6"
      data-testid="writer-setting"
    >
      <h2 id="writer-title" className="font-serif text-xl font-semibold text-olive-800">
        {t("social.writer.settingsTitle")}
      </h2>
      <p className="mt-2 text-sm">
        {writer.kind === "ai"
          ? t("social.writer.ai", { model: writer.model, host: writer.host })
          : t("social.writer.builtin")}
      </p>
      <p className="mt-1 text-xs text-muted">{t("social.writer.settingsHint")}</p>
    </section>
  );
}
