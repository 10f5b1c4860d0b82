import { Link, type LinkProps, NavLink, type NavLinkProps } from "react-router";
import { localizePath, useLocale } from "#app/root-data.ts";
import { ArrowRightIcon } from "./icons.tsx";

/** A link that keeps the visitor's language in the URL; an address on another site stays as it is. */
export function LocalizedLink({ to, ...props }: LinkProps & { to: string }) {
  const locale = useLocale();
  // A page text's button may lead to another site (the owner types the address).
  if (/^https?:\/\//i.test(to)) {
    const {
      reloadDocument,
      replace,
      state,
      preventScrollReset,
      relative,
      viewTransition,
      discover,
      prefetch,
      ...anchor
    } = props;
    return <a href={to} {...anchor} />;
  }
  return <Link to={localizePath(to, locale)} {...props} />;
}

export function LocalizedNavLink({ to, ...props }: NavLinkProps & { to: string }) {
  return <NavLink to={localizePath(to, useLocale())} {...props} />;
}

/** "All products →": a section's link to the page with the rest. */
export function MoreLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <LocalizedLink
      to={to}
      className="inline-flex items-center gap-2 text-sm font-semibold text-olive-700 hover:text-olive-900"
    >
      {children}
      <ArrowRightIcon className="h-4 w-4" />
    </LocalizedLink>
  );
}
