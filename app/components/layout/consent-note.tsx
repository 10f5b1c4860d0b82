import { useTranslation } from "react-i18next";
import { LocalizedLink } from "#app/components/ui/localized-link.tsx";

/** Where the privacy policy is; the footer, the forms and the sitemap link to it. */
export const privacyPath = "/privatnost";

/**
 * The short line under a form that takes someone's details: what they agree to,
 * with a link to the privacy policy (the ZZPL asks that people are told).
 */
export function ConsentNote({
  form,
  tone = "light",
}: {
  form: "newsletter" | "contact";
  tone?: "light" | "dark";
}) {
  const { t } = useTranslation();
  const dark = tone === "dark";
  return (
    <p className={`text-xs ${dark ? "text-cream/75" : "text-muted"}`} data-testid="consent-note">
      {t(`consent.${form}.before`)}
      <LocalizedLink
        to={privacyPath}
        className={`underline underline-offset-2 ${dark ? "text-cream hover:text-white" : "text-olive-700 hover:text-olive-900"}`}
        data-testid="consent-link"
      >
        {t(`consent.${form}.link`)}
      </LocalizedLink>
      {t(`consent.${form}.after`)}
    </p>
  );
}
