import { Link, type LinkProps, NavLink, type NavLinkProps } from "react-router";
import { localizePath, useLocale } from "#app/root-data.ts";

/** A link that keeps the visitor's language in the URL. */
export function LocalizedLink({ to, ...props }: LinkProps & { to: string }) {
  return <Link to={localizePath(to, useLocale())} {...props} />;
}

export function LocalizedNavLink({ to, ...props }: NavLinkProps & { to: string }) {
  return <NavLink to={localizePath(to, useLocale())} {...props} />;
}
