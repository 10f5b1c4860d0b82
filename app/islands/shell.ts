// The public shell's behaviour (spec §2 "Layout behaviour"), on every public page:
// the overlay's end, the header past 100 px, the phone menu, back-to-top, the language
// kept in local storage, and the way back to the list the visitor came from. The
// server's HTML works without it (decision 0035); this only adds what needs a script.

const root = document.documentElement;
// The stylesheet's `js:` and `nojs:` variants: scripts are running.
root.dataset.js = "";

/** The overlay is lifted by the stylesheet; this marks it hidden when its time is up. */
function overlay() {
  const element = document.querySelector<HTMLElement>('[data-testid="loading-overlay"]');
  if (!element) return;
  // The lengths are on <html>'s own style (the settings): read there, since asking for
  // the computed style would make the browser work out the whole page's styles at once.
  const path = root.dataset.arrival === "path";
  const set = Number.parseFloat(root.style.getPropertyValue(path ? "--overlay-path" : "--overlay-first"));
  const delay = Number.isNaN(set) ? (path ? 800 : 2000) : set;
  const hide = () => {
    element.dataset.state = "hidden";
  };
  if (root.dataset.arrival === "same") hide();
  else setTimeout(hide, Math.max(0, delay - performance.now()));
}

function scrollStates() {
  const header = document.querySelector<HTMLElement>('[data-testid="site-header"]');
  const backToTop = document.querySelector<HTMLButtonElement>('[data-testid="back-to-top"]');
  const update = () => {
    const y = window.scrollY;
    if (header) header.dataset.scrolled = String(y > Number(header.dataset.threshold));
    if (backToTop) backToTop.hidden = !(y > Number(backToTop.dataset.threshold));
  };
  update();
  addEventListener("scroll", update, { passive: true });
  backToTop?.addEventListener("click", () => {
    const reduce = matchMedia("(prefers-reduced-motion: reduce)").matches;
    scrollTo({ top: 0, behavior: reduce ? "instant" : "smooth" });
    document.getElementById("main")?.focus({ preventScroll: true });
  });
}

function menu() {
  const header = document.querySelector<HTMLElement>('[data-testid="site-header"]');
  const button = document.querySelector<HTMLButtonElement>('[data-testid="menu-button"]');
  const nav = document.querySelector<HTMLElement>('[data-testid="mobile-menu"]');
  if (!header || !button || !nav) return;
  const set = (open: boolean) => {
    header.dataset.open = String(open);
    nav.dataset.open = String(open);
    button.setAttribute("aria-expanded", String(open));
    button.setAttribute("aria-label", (open ? button.dataset.labelClose : button.dataset.labelOpen) ?? "");
  };
  button.addEventListener("click", () => set(nav.dataset.open !== "true"));
  header.querySelector('[data-testid="menu-backdrop"]')?.addEventListener("click", (event) => {
    event.preventDefault();
    set(false);
    button.focus();
  });
  // A link in the menu closes it as the next page loads (and on the way back, from the cache).
  nav.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) set(false);
  });
  addEventListener("pageshow", () => set(false));
  document.addEventListener("keydown", (event) => {
    if (nav.dataset.open !== "true") return;
    if (event.key === "Escape") {
      set(false);
      button.focus();
      return;
    }
    // While it is open, Tab goes round the menu and its button, never behind it.
    if (event.key !== "Tab") return;
    const stops = [button, ...nav.querySelectorAll<HTMLElement>("a[href]")];
    const at = stops.indexOf(document.activeElement as HTMLElement);
    const next = at < 0 ? 0 : (at + (event.shiftKey ? -1 : 1) + stops.length) % stops.length;
    event.preventDefault();
    stops[next]?.focus();
  });
}

/** Spec §3: the language shown is kept as i18nextLng; only a language the site has. */
function language() {
  const lang = root.lang;
  if (lang !== "sr" && lang !== "en") return;
  try {
    localStorage.setItem("i18nextLng", lang);
  } catch {
    // Storage may be unavailable (private mode); the cookie still carries the choice.
  }
}

/**
 * The products and news lists remember their filters for this tab, and the product and
 * article pages' "back" links return to them. Kept in sessionStorage: per tab, never sent.
 */
function lists() {
  const key = (list: string) => `zrnce:${list}-list`;
  const here = document.querySelector<HTMLElement>("[data-remember-list]")?.dataset.rememberList;
  try {
    if (here) {
      const params = new URLSearchParams(location.search);
      params.delete("lng");
      const search = params.toString();
      sessionStorage.setItem(key(here), search ? `?${search}` : "");
    }
    for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-back-to]")) {
      const search = sessionStorage.getItem(key(link.dataset.backTo ?? "")) ?? "";
      if (!search.startsWith("?")) continue;
      const url = new URL(link.href);
      const params = new URLSearchParams(search);
      const lng = url.searchParams.get("lng");
      if (lng) params.set("lng", lng);
      url.search = params.toString();
      link.href = url.href;
    }
  } catch {
    // Without storage the links lead to the whole list.
  }
  // Come straight from the list, the link is the browser's Back, which returns to
  // the visitor's place in it (the card they opened), not the top of the list.
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-back-to]")) {
    link.addEventListener("click", (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      let from: URL;
      try {
        from = new URL(document.referrer);
      } catch {
        return;
      }
      if (from.origin !== location.origin || history.length < 2) return;
      if (from.pathname !== new URL(link.href).pathname) return;
      event.preventDefault();
      history.back();
    });
  }
}

/**
 * A page opened from the site's menu starts with focus on its main heading, so a
 * keyboard or screen-reader visitor begins where the new page does (issue 26, point 3).
 */
function headingFocus() {
  const key = "zrnce:from-menu";
  try {
    for (const nav of document.querySelectorAll('[data-testid="site-header"] nav')) {
      nav.addEventListener("click", (event) => {
        if ((event.target as Element).closest("a[href]")) sessionStorage.setItem(key, "1");
      });
    }
    if (sessionStorage.getItem(key) !== "1") return;
    sessionStorage.removeItem(key);
  } catch {
    return;
  }
  const heading = document.querySelector<HTMLElement>("main h1");
  if (!heading) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}

overlay();
scrollStates();
menu();
language();
lists();
headingFocus();
