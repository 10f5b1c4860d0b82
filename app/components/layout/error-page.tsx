import { useTranslation } from "react-i18next";
import { GrainIcon } from "#app/components/ui/icons.tsx";
import { RetryForm } from "#app/components/ui/load-error.tsx";
import { LocalizedLink } from "#app/components/ui/localized-link.tsx";

/** The bilingual 404 and error page; inside the public shell when it can be. */
export function ErrorPage({
  kind,
  subject,
}: {
  /** "preview": a preview link that expired or was revoked. */
  kind: "notFound" | "error" | "preview";
  subject?: "product" | "article";
}) {
  const { t } = useTranslation(["common", "products", "news"]);
  const notFound = kind === "notFound";
  const preview = kind === "preview";
  const title =
    subject === "product"
      ? t("products:detail.notFound")
      : subject === "article"
        ? t("news:article.notFound")
        : t("notFound.title");
  const text =
    subject === "product"
      ? t("products:detail.notFoundText")
      : subject === "article"
        ? t("news:article.notFoundText")
        : t("notFound.text");
  const back =
    subject === "product"
      ? { to: "/proizvodi", label: t("products:detail.back") }
      : subject === "article"
        ? { to: "/novosti", label: t("news:article.back") }
        : { to: "/proizvodi", label: t("notFound.products") };
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex min-h-[70vh] max-w-prose flex-col items-center justify-center px-5 pt-28 pb-16 text-center"
      data-testid={preview ? "preview-gone" : undefined}
    >
      <span className="mb-6 inline-flex h-16 w-16 items-center justify-center rounded-full bg-wheat-100 text-honey-500">
        <GrainIcon className="h-8 w-8" />
      </span>
      {notFound ? <p className="font-serif text-5xl text-terracotta-500">{t("notFound.code")}</p> : null}
      <h1 className="mt-2 text-3xl sm:text-4xl">
        {preview ? t("preview.title") : notFound ? title : t("error.title")}
      </h1>
      <p className="mt-4 text-lg text-muted">
        {preview ? t("preview.text") : notFound ? text : t("error.text")}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <LocalizedLink
          to="/"
          className="rounded-full bg-olive-700 px-6 py-3 text-sm font-semibold text-cream hover:bg-olive-800"
        >
          {preview ? t("preview.home") : notFound ? t("notFound.home") : t("error.home")}
        </LocalizedLink>
        {preview ? null : notFound ? (
          <LocalizedLink
            to={back.to}
            className="rounded-full border border-olive-700/30 px-6 py-3 text-sm font-semibold text-olive-800 hover:border-olive-700"
          >
            {back.label}
          </LocalizedLink>
        ) : (
          <RetryForm
            label={t("error.retry")}
            className="rounded-full border border-olive-700/30 px-6 py-3 text-sm font-semibold text-olive-800 hover:border-olive-700"
          />
        )}
      </div>
    </main>
  );
}
