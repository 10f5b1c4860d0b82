import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { CloseIcon, MenuIcon } from "#app/components/ui/icons.tsx";
import { LocalizedLink, LocalizedNavLink } from "#app/components/ui/localized-link.tsx";
import { Logo } from "#app/components/ui/logo.tsx";
import { useLocale } from "#app/root-data.ts";

export const headerScrollThreshold = 100;

const links = [
  { to: "/", key: "nav.home", end: true },
  { to: "/proizvodi", key: "nav.products", end: false, also: "/proizvod/" },
  { to: "/o-nama", key: "nav.about", end: true },
  { to: "/novosti", key: "nav.news", end: false },
  { to: "/kontakt", key: "nav.contact", end: true },
] as const;

/** Link to this same page in the other language; a real link, so it works without JavaScript. */
function LanguageToggle() {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const target = locale === "en" ? "sr" : "en";
  params.set("lng", target);
  return (
    <Link
      to={`${location.pathname}?${params.toString()}${location.hash}`}
      className="inline-flex h-10 min-w-12 items-center justify-center rounded-full border border-olive-700/25 px-3 text-sm font-semibold tracking-wide text-olive-800 transition-colors hover:border-olive-700 hover:bg-olive-700 hover:text-cream"
      hrefLang={target}
      data-testid="language-toggle"
    >
      <span className="sr-only" lang={target}>
        {t("language.switchTo")}{" "}
      </span>
      {t("language.other")}
    </Link>
  );
}

/**
 * The fixed header. Its states are attributes the shell island (app/islands/shell.ts)
 * sets: data-scrolled past the threshold, data-open while the phone menu is open; the
 * classes follow them, so the server's HTML is the closed, unscrolled header. Without
 * JavaScript the menu button is a link to the menu (#site-menu), which the stylesheet
 * opens while it is the page's target; the close link goes back to the content. And
 * nothing tells the header the page has scrolled: it is white from the start, or the
 * text scrolling under it would show through the logo and the buttons.
 */
const menuId = "site-menu";
// The display is given apart: `hidden` and `inline-flex` side by side leave the winner to the stylesheet's order.
const menuControl = "h-10 w-10 items-center justify-center rounded-full text-olive-800 hover:bg-olive-700/10";

export function SiteHeader({ brand }: { brand: string }) {
  const { t } = useTranslation();
  const location = useLocation();

  const navClass = ({ isActive }: { isActive: boolean }, also?: string) =>
    `relative rounded-full px-3.5 py-2 text-sm font-medium transition-colors ${
      isActive || (also && location.pathname.startsWith(also))
        ? "bg-olive-700/10 text-olive-800 after:absolute after:inset-x-3.5 after:-bottom-0.5 after:h-0.5 after:rounded-full after:bg-honey-500"
        : "text-ink/80 hover:bg-olive-700/5 hover:text-olive-800"
    }`;

  return (
    <header
      data-scrolled="false"
      data-open="false"
      data-threshold={headerScrollThreshold}
      data-testid="site-header"
      className="group/header fixed inset-x-0 top-0 z-40 bg-transparent transition-[background-color,box-shadow] duration-300 data-[open=true]:bg-white data-[open=true]:shadow-header data-[scrolled=true]:bg-white data-[scrolled=true]:shadow-header nojs:bg-white nojs:shadow-header"
    >
      <div className="mx-auto flex h-18 max-w-page items-center justify-between gap-4 px-5 sm:px-8">
        <LocalizedLink to="/" className="rounded-md">
          <Logo brand={brand} tagline={t("brandTagline")} />
        </LocalizedLink>
        <nav aria-label={t("nav.label")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <LocalizedNavLink
                  to={link.to}
                  end={link.end}
                  className={(s) => navClass(s, "also" in link ? link.also : undefined)}
                >
                  {t(link.key)}
                </LocalizedNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <LanguageToggle />
          <a
            href={`#${menuId}`}
            className={`${menuControl} inline-flex js:hidden group-has-[#site-menu:target]/header:hidden lg:hidden`}
            aria-label={t("nav.openMenu")}
            data-testid="menu-link"
          >
            <MenuIcon />
          </a>
          <a
            href="#main"
            className={`${menuControl} hidden nojs:group-has-[#site-menu:target]/header:inline-flex lg:hidden`}
            aria-label={t("nav.closeMenu")}
            data-testid="menu-close-link"
          >
            <CloseIcon />
          </a>
          <button
            type="button"
            className={`${menuControl} inline-flex nojs:hidden lg:hidden`}
            aria-expanded="false"
            aria-controls={menuId}
            aria-label={t("nav.openMenu")}
            data-label-open={t("nav.openMenu")}
            data-label-close={t("nav.closeMenu")}
            data-testid="menu-button"
          >
            <MenuIcon className="group-data-[open=true]/header:hidden" />
            <CloseIcon className="hidden group-data-[open=true]/header:block" />
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label={t("nav.label")}
        data-open="false"
        data-testid="mobile-menu"
        className="invisible max-h-0 overflow-hidden border-line bg-white transition-[max-height] duration-300 ease-out group-data-[open=true]/header:visible group-data-[open=true]/header:max-h-[400px] group-data-[open=true]/header:border-t nojs:target:visible nojs:target:max-h-[400px] nojs:target:border-t lg:hidden"
      >
        <ul className="flex flex-col gap-1 px-5 py-4">
          {links.map((link) => (
            <li key={link.to}>
              <LocalizedNavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  `block rounded-md px-4 py-3 text-base font-medium ${
                    isActive || ("also" in link && location.pathname.startsWith(link.also))
                      ? "bg-olive-700/10 text-olive-800"
                      : "text-ink hover:bg-olive-700/5"
                  }`
                }
              >
                {t(link.key)}
              </LocalizedNavLink>
            </li>
          ))}
        </ul>
      </nav>
      {/* Under the open phone menu the page dims, and a tap on it closes the menu (a link
          to the page without scripts, the shell island's click with them). */}
      <a
        href="#main"
        tabIndex={-1}
        data-testid="menu-backdrop"
        className="fixed inset-x-0 top-18 bottom-0 -z-10 hidden bg-ink/30 group-data-[open=true]/header:block nojs:group-has-[#site-menu:target]/header:block lg:hidden"
      >
        <span className="sr-only">{t("nav.closeMenu")}</span>
      </a>
    </header>
  );
}
