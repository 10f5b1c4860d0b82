import { useTranslation } from "react-i18next";
import { DottedLine } from "#app/components/ui/dotted-line.tsx";
import {
  ExternalIcon,
  FacebookIcon,
  InstagramIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  ShopIcon,
  YoutubeIcon,
} from "#app/components/ui/icons.tsx";
import { LocalizedLink } from "#app/components/ui/localized-link.tsx";
import { Logo } from "#app/components/ui/logo.tsx";
import type { Settings } from "#app/schemas/settings.ts";
import { privacyPath } from "./consent-note.tsx";
import { NewsletterForm } from "./newsletter-form.tsx";

const categoryLinks = [
  { slug: "gluten-free", key: "categories.glutenFree" },
  { slug: "sugar-free", key: "categories.sugarFree" },
  { slug: "vegan", key: "categories.vegan" },
  { slug: "protein", key: "categories.protein" },
] as const;

const companyLinks = [
  { to: "/novosti", key: "nav.news" },
  { to: "/o-nama", key: "nav.about" },
  { to: "/proizvodi", key: "nav.products" },
  { to: "/kontakt", key: "nav.contact" },
  { to: "/kontakt#faq", key: "footer.faq" },
] as const;

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** `about`: the footer's words about the company (a page text, from the root data). */
export function SiteFooter({ settings, about }: { settings: Settings; about: string }) {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  const { street, postalCode, city } = settings.workshop;
  const workshop = street ? `${street}, ${[postalCode, city].filter(Boolean).join(" ")}` : null;
  // The registered company as the law asks a business's site to name it; a part left empty is not shown.
  const { legalName, address, pib, mb } = settings.company;
  const legal = [
    legalName,
    address,
    pib ? `${t("footer.pib")} ${pib}` : "",
    mb ? `${t("footer.mb")} ${mb}` : "",
  ].filter(Boolean);
  const social = [
    { href: settings.social.instagram, label: t("footer.social.instagram"), Icon: InstagramIcon },
    { href: settings.social.facebook, label: t("footer.social.facebook"), Icon: FacebookIcon },
    { href: settings.social.youtube, label: t("footer.social.youtube"), Icon: YoutubeIcon },
  ].filter((account) => account.href);
  const heading = "mb-4 font-sans text-xs font-semibold uppercase tracking-[0.14em] text-wheat-200";
  const link = "text-sm text-cream/85 transition-colors hover:text-white hover:underline underline-offset-4";

  return (
    <footer className="mt-24 bg-olive-800 text-cream" data-testid="site-footer">
      <section id="newsletter" aria-labelledby="footer-newsletter" className="border-b border-white/10">
        <div className="mx-auto grid max-w-page gap-8 px-5 py-12 sm:px-8 md:grid-cols-2 md:items-center">
          <div>
            <h2 id="footer-newsletter" className="text-2xl text-cream">
              {t("footer.newsletterTitle")}
            </h2>
            <p className="mt-2 max-w-md text-sm text-cream/80">{t("footer.newsletterText")}</p>
          </div>
          <NewsletterForm tone="dark" />
        </div>
      </section>

      <div className="mx-auto grid max-w-page gap-10 px-5 py-14 sm:px-8 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.2fr]">
        <div>
          <div className="inline-flex rounded-xl bg-cream px-3 py-2">
            <Logo brand={settings.brandName} />
          </div>
          <p className="mt-5 max-w-sm text-sm text-cream/80">{about}</p>
          <address className="mt-6 space-y-2.5 text-sm not-italic text-cream/85">
            <p className="flex gap-2.5" data-testid="footer-office">
              <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0 text-honey-400" />
              <span>
                <span className="font-semibold text-cream">{t("footer.office")}:</span>{" "}
                {settings.address.street}, {settings.address.postalCode} {settings.address.city}
              </span>
            </p>
            {workshop ? (
              <p className="flex gap-2.5" data-testid="footer-workshop">
                <MapPinIcon className="mt-0.5 h-5 w-5 shrink-0 text-honey-400" />
                <span>
                  <span className="font-semibold text-cream">{t("footer.workshop")}:</span> {workshop}
                </span>
              </p>
            ) : null}
            <p className="flex gap-2.5">
              <MailIcon className="mt-0.5 h-5 w-5 shrink-0 text-honey-400" />
              <a className={link} href={`mailto:${settings.email}`}>
                {settings.email}
              </a>
            </p>
            <p className="flex gap-2.5">
              <PhoneIcon className="mt-0.5 h-5 w-5 shrink-0 text-honey-400" />
              <a className={link} href={telHref(settings.phone)}>
                {settings.phone}
              </a>
            </p>
          </address>
        </div>

        <nav aria-labelledby="footer-products">
          <h2 id="footer-products" className={heading}>
            {t("footer.productsTitle")}
          </h2>
          <ul className="space-y-2.5">
            {categoryLinks.map((c) => (
              <li key={c.slug}>
                <LocalizedLink className={link} to={`/proizvodi?category=${c.slug}`}>
                  {t(c.key)}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className={heading}>
            {t("footer.companyTitle")}
          </h2>
          <ul className="space-y-2.5">
            {companyLinks.map((c) => (
              <li key={c.to}>
                <LocalizedLink className={link} to={c.to}>
                  {t(c.key)}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          {social.length > 0 ? <h2 className={heading}>{t("footer.followTitle")}</h2> : null}
          <ul className="flex gap-2.5">
            {social.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-cream transition-colors hover:bg-honey-400 hover:text-olive-900"
                >
                  <Icon />
                  <span className="sr-only">
                    {label} {t("footer.opensInNewTab")}
                  </span>
                </a>
              </li>
            ))}
          </ul>
          <h3
            className={`${social.length > 0 ? "mt-7" : ""} mb-3 font-sans text-sm font-semibold text-cream`}
          >
            {t("footer.onlineShops")}
          </h3>
          <p className="mb-3 text-sm text-cream/75">{t("footer.onlineShopsIntro")}</p>
          <ul className="flex flex-col gap-2">
            {settings.shops.map((shop) => (
              <li key={shop.url}>
                <a
                  href={shop.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-2 rounded-full border border-wheat-200/40 px-4 py-2 text-sm font-medium text-cream transition-colors hover:border-honey-400 hover:bg-honey-400 hover:text-olive-900"
                  data-testid="shop-link"
                >
                  <ShopIcon className="h-4 w-4" />
                  {shop.name}
                  <ExternalIcon className="h-3.5 w-3.5 opacity-70" />
                  <span className="sr-only">{t("footer.opensInNewTab")}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* Room for the back-to-top button, so the page's last line never lies under it. */}
        <div className="mx-auto flex max-w-page flex-col gap-2 px-5 pt-6 pb-20 text-xs text-cream/70 sm:px-8 md:flex-row md:flex-wrap md:items-baseline md:justify-between md:pr-28 md:pb-6">
          <p>
            © {year} {settings.brandName}. {t("footer.rights")}
          </p>
          {legal.length ? (
            <p data-testid="footer-legal">
              <DottedLine>{legal}</DottedLine>
            </p>
          ) : null}
          <p>
            <LocalizedLink
              to={privacyPath}
              className="text-cream/85 underline-offset-4 hover:text-white hover:underline"
              data-testid="footer-privacy"
            >
              {t("footer.privacy")}
            </LocalizedLink>
          </p>
        </div>
      </div>
    </footer>
  );
}
