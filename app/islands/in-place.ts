// A list page shown in place (products, news): a new view of the page (a filter, a
// search, a page number) is asked for as HTML, and the parts marked data-swap take the
// new page's parts, so what the visitor is typing keeps its focus. Back and Forward
// show the list of their address. A list that cannot be loaded shows the page's own
// error state (a <template data-load-error>) with Try Again.

interface Options {
  history: "push" | "replace" | "none";
  /** Scroll to the list (a new page of results starts at its top). */
  toList?: boolean;
}

/** The parts marked data-swap take the new page's, in order; focus stays where it was. */
function swap(next: Document) {
  const focused = document.activeElement?.id;
  for (const part of document.querySelectorAll<HTMLElement>("[data-swap]")) {
    const name = part.dataset.swap ?? "";
    const index = [...document.querySelectorAll(`[data-swap="${name}"]`)].indexOf(part);
    const incoming = next.querySelectorAll(`[data-swap="${name}"]`)[index];
    if (incoming) part.innerHTML = incoming.innerHTML;
  }
  document.title = next.title;
  if (focused && document.activeElement?.id !== focused) document.getElementById(focused)?.focus();
}

export function inPlace(list: HTMLElement, shown: (url: URL) => void) {
  let loading: AbortController | undefined;

  async function show(url: URL, options: Options): Promise<void> {
    loading?.abort();
    const controller = new AbortController();
    loading = controller;
    list.setAttribute("aria-busy", "true");
    list.classList.add("opacity-60");
    try {
      const response = await fetch(url, { signal: controller.signal, headers: { Accept: "text/html" } });
      if (!response.ok) throw new Error(String(response.status));
      const next = new DOMParser().parseFromString(await response.text(), "text/html");
      if (controller.signal.aborted) return;
      if (!next.getElementById(list.id)) throw new Error("not the list");
      swap(next);
      if (options.history === "push") history.pushState(null, "", url);
      else if (options.history === "replace") history.replaceState(null, "", url);
      shown(url);
      if (options.toList) list.scrollIntoView({ block: "start" });
    } catch {
      if (controller.signal.aborted) return;
      // Spec §8: the list could not be loaded; Try Again asks for it once more.
      const region = list.querySelector<HTMLElement>('[data-swap="results"]');
      const message = document.querySelector<HTMLTemplateElement>("template[data-load-error]");
      if (!region || !message) return location.assign(url);
      region.replaceChildren(message.content.cloneNode(true));
      region.querySelector<HTMLButtonElement>("[data-retry]")?.addEventListener("click", () => {
        void show(url, options);
      });
    } finally {
      if (loading === controller) {
        list.removeAttribute("aria-busy");
        list.classList.remove("opacity-60");
      }
    }
  }

  // A link to another view of this page, inside a part that is swapped: shown in place.
  document.addEventListener("click", (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const link = (event.target as Element).closest<HTMLAnchorElement>("[data-swap] a[href]");
    if (!link || link.origin !== location.origin || link.pathname !== location.pathname) return;
    event.preventDefault();
    const url = new URL(link.href);
    const toList = url.hash === `#${list.id}`;
    url.hash = "";
    void show(url, { history: "push", toList });
  });

  addEventListener("popstate", () => {
    void show(new URL(location.href), { history: "none" });
  });

  return show;
}
