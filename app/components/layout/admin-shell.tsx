import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, NavLink, useLocation, useNavigation } from "react-router";
import { BellIcon, CloseIcon, ExternalIcon, MenuIcon } from "#app/components/ui/icons.tsx";
import { Logo } from "#app/components/ui/logo.tsx";
import { useRootData } from "#app/root-data.ts";
import { mayOpenPath, type Role } from "#app/schemas/people.ts";
import type { Platform } from "#app/schemas/social.ts";

// The sidebar names each screen as its page title does.
const items = [
  { to: "/admin", key: "pages.dashboard", end: true },
  { to: "/admin/products", key: "pages.products" },
  { to: "/admin/news", key: "pages.news" },
  { to: "/admin/pages", key: "pages.sitePages" },
  { to: "/admin/media", key: "media.nav" },
  { to: "/admin/social-media", key: "pages.createContent" },
  { to: "/admin/social-media-content", key: "pages.contentOverview" },
  { to: "/admin/settings", key: "pages.settings" },
  { to: "/admin/account", key: "pages.account" },
  { to: "/admin/people", key: "pages.people" },
  { to: "/admin/messages", key: "pages.messages" },
  { to: "/admin/subscribers", key: "pages.subscribers" },
  { to: "/admin/newsletter", key: "pages.newsletter" },
  { to: "/admin/trash", key: "pages.trash" },
] as const;

const collapsedKey = "zrnce.admin.sidebarCollapsed";

/** The admin shell (spec §2): collapsible sidebar, top bar with title, bell and user menu. */
export interface AdminNotifications {
  messages: { id: string; name: string; createdAt: string }[];
  subscribers: { id: string; email: string; createdAt: string }[];
  /** Scheduled posts whose time has come (their reminder went out), until marked as published. */
  posts: { id: string; platform: Platform; title: string; scheduledAt: string }[];
  total: number;
}

/** The bell: what arrived since the admin last looked, each linking to its item. */
function Bell({ notifications }: { notifications: AdminNotifications }) {
  const { t } = useTranslation("admin");
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on navigation
  useEffect(() => setOpen(false), [location.pathname, location.search]);
  return (
    <div className="relative">
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-olive-800 hover:bg-olive-50"
        data-testid="bell"
      >
        <BellIcon className="h-5 w-5" />
        <span className="sr-only">
          {t("topbar.notifications")}
          {notifications.total > 0 ? ` (${notifications.total})` : ""}
        </span>
        {notifications.total > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-terracotta-600 px-1 text-xs font-semibold text-white"
            data-testid="bell-count"
          >
            {notifications.total}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          className="absolute right-0 z-30 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-md bg-white p-2 shadow-card ring-1 ring-line"
          data-testid="bell-panel"
        >
          {notifications.total === 0 ? (
            <p className="px-3 py-2 text-sm text-muted">{t("topbar.noNotifications")}</p>
          ) : (
            <ul className="max-h-96 overflow-y-auto">
              {notifications.posts.map((p) => (
                <li key={p.id}>
                  <Link
                    to={`/admin/social-media-content?id=${p.id}`}
                    className="block rounded px-3 py-2 text-sm hover:bg-olive-50"
                    data-testid="bell-post"
                  >
                    {t(`topbar.postDue.${p.platform}`, { title: p.title })}
                  </Link>
                </li>
              ))}
              {notifications.messages.map((m) => (
                <li key={m.id}>
                  <Link
                    to={`/admin/messages?id=${m.id}`}
                    className="block rounded px-3 py-2 text-sm hover:bg-olive-50"
                  >
                    {t("topbar.newMessage", { name: m.name })}
                  </Link>
                </li>
              ))}
              {notifications.subscribers.map((s) => (
                <li key={s.id}>
                  <Link
                    to={`/admin/subscribers?q=${encodeURIComponent(s.email)}`}
                    className="block rounded px-3 py-2 text-sm hover:bg-olive-50"
                  >
                    {t("topbar.newSubscriber", { email: s.email })}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}

export function AdminShell({
  email,
  name,
  role,
  notifications,
  children,
}: {
  email: string;
  name: string;
  role: Role;
  notifications: AdminNotifications;
  children: React.ReactNode;
}) {
  const { t } = useTranslation(["admin", "common"]);
  const brand = useRootData()?.settings.brandName ?? "Zrnce";
  const navigation = useNavigation();
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  // The first owner is made without a name ("Admin"); the generic label says the same.
  const shownName = name === "Admin" ? "" : name;

  useEffect(() => {
    setCollapsed(localStorage.getItem(collapsedKey) === "1");
  }, []);
  const toggle = () => {
    setCollapsed((c) => {
      localStorage.setItem(collapsedKey, c ? "0" : "1");
      return !c;
    });
  };

  return (
    <div className="min-h-screen bg-linen/60 lg:flex" data-testid="admin-shell">
      <aside
        data-collapsed={collapsed ? "true" : "false"}
        className={`fixed inset-y-0 left-0 z-40 flex flex-col border-r border-line bg-white transition-[width,transform] duration-200 lg:sticky lg:top-0 lg:h-screen lg:translate-x-0 ${
          collapsed ? "lg:w-20" : "lg:w-64"
        } ${mobileOpen ? "w-64 translate-x-0" : "w-64 -translate-x-full"}`}
      >
        <div className="flex h-16 items-center justify-between border-b border-line px-4">
          <span className={collapsed ? "lg:hidden" : ""}>
            <Logo brand={brand} />
          </span>
          <button
            type="button"
            onClick={toggle}
            className="hidden h-9 w-9 items-center justify-center rounded-md text-olive-800 hover:bg-olive-50 lg:inline-flex"
            aria-label={collapsed ? t("nav.expand") : t("nav.collapse")}
            aria-expanded={!collapsed}
            data-testid="sidebar-toggle"
          >
            <MenuIcon className="h-5 w-5" />
          </button>
          <button
            type="button"
            onClick={() => setMobileOpen(false)}
            className="inline-flex h-9 w-9 items-center justify-center rounded-md lg:hidden"
            aria-label={t("nav.closeMenu")}
          >
            <CloseIcon className="h-5 w-5" />
          </button>
        </div>
        <nav aria-label={t("nav.label")} className="flex-1 overflow-y-auto p-3">
          <ul className="space-y-1">
            {/* Only what this person may open (the server refuses the rest anyway). */}
            {items
              .filter((item) => mayOpenPath(role, item.to))
              .map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={"end" in item}
                    onClick={() => setMobileOpen(false)}
                    title={collapsed ? t(item.key) : undefined}
                    className={({ isActive }) =>
                      `flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium ${
                        isActive ? "bg-olive-700 text-cream" : "text-ink hover:bg-olive-50"
                      }`
                    }
                  >
                    <span
                      aria-hidden="true"
                      className="inline-block h-2 w-2 shrink-0 rounded-full bg-current opacity-60"
                    />
                    <span className={collapsed ? "lg:sr-only" : ""}>{t(item.key)}</span>
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
        <div className="border-t border-line p-3">
          <a
            href="/"
            target="_blank"
            rel="noopener noreferrer"
            className="flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-olive-700 hover:bg-olive-50"
          >
            <ExternalIcon className="h-4 w-4 shrink-0" />
            <span className={collapsed ? "lg:sr-only" : ""}>{t("nav.viewSite")}</span>
          </a>
        </div>
      </aside>
      {mobileOpen ? (
        <button
          type="button"
          aria-hidden="true"
          tabIndex={-1}
          className="fixed inset-0 z-30 bg-olive-900/30 lg:hidden"
          onClick={() => setMobileOpen(false)}
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-16 items-center justify-between gap-4 border-b border-line bg-white px-4 sm:px-6">
          <div className="flex items-center gap-3">
            <button
              type="button"
              onClick={() => setMobileOpen(true)}
              className="inline-flex h-9 w-9 items-center justify-center rounded-md lg:hidden"
              aria-label={t("nav.openMenu")}
            >
              <MenuIcon className="h-5 w-5" />
            </button>
            <p className="font-serif text-lg font-semibold text-olive-800">
              {brand}
              {/* On a phone the brand alone: with the bell and the account it would wrap. */}
              <span className="hidden sm:inline"> · {t("meta.title")}</span>
            </p>
          </div>
          <div className="flex items-center gap-2">
            {/* New messages and subscribers are the owner's business. */}
            {role === "owner" ? <Bell notifications={notifications} /> : null}
            <div className="relative">
              <button
                type="button"
                onClick={() => setMenuOpen((o) => !o)}
                aria-expanded={menuOpen}
                aria-haspopup="menu"
                className="inline-flex h-10 items-center gap-2 rounded-full border border-line px-4 text-sm font-medium hover:bg-olive-50"
                data-testid="user-menu"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex h-6 w-6 items-center justify-center rounded-full bg-olive-700 text-xs text-cream"
                >
                  {(shownName || "A").slice(0, 1).toUpperCase()}
                </span>
                <span className="max-w-40 truncate">{shownName || t("topbar.user")}</span>
              </button>
              {menuOpen ? (
                <div
                  role="menu"
                  className="absolute right-0 mt-2 w-56 rounded-md bg-white p-2 shadow-card ring-1 ring-line"
                >
                  <p className="truncate px-3 pt-2 text-xs text-muted">{email}</p>
                  <p className="truncate px-3 pb-2 text-xs text-muted" data-testid="user-role">
                    {t(`people.roles.${role}`)}
                  </p>
                  <Form method="post" action="/admin/logout">
                    <button
                      type="submit"
                      role="menuitem"
                      className="w-full rounded-md px-3 py-2 text-left text-sm font-medium hover:bg-olive-50"
                    >
                      {t("topbar.logout")}
                    </button>
                  </Form>
                </div>
              ) : null}
            </div>
          </div>
        </header>
        {navigation.state === "loading" ? (
          <p
            role="status"
            className="flex items-center gap-2 bg-wheat-100 px-6 py-2 text-sm text-olive-800"
            data-testid="route-loading"
          >
            <span
              aria-hidden="true"
              className="inline-block h-4 w-4 animate-spin rounded-full border-2 border-olive-700 border-t-transparent"
            />
            {t("common:loading")}
          </p>
        ) : null}
        <main id="main" className="flex-1 p-4 sm:p-8">
          {children}
        </main>
      </div>
    </div>
  );
}
