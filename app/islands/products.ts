// The products list, enhanced (decision 0035). Without it the filters are a GET form
// with an "Apply" button and every chip and page number is a link. With it, each
// change shows the new list in place (in-place.ts), the search as the visitor types;
// on narrow screens the filters open in a drawer.
import { normalizeSearch, parseProductQuery, productQueryToSearch } from "#app/schemas/product-query.ts";
import { inPlace } from "./in-place.ts";

const searchDelayMs = 300;

const form = document.getElementById("product-filters") as HTMLFormElement | null;
const search = document.getElementById("product-search") as HTMLInputElement | null;
const sort = document.getElementById("product-sort") as HTMLSelectElement | null;
const results = document.getElementById("results");

/** The list's address for what the controls say now, in the canonical order, on page 1. */
function chosenUrl(): URL {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form ?? undefined)) params.append(name, String(value));
  const query = parseProductQuery(params);
  const url = new URL(`/proizvodi${productQueryToSearch({ ...query, page: 1 })}`, location.href);
  const lng = params.get("lng");
  if (lng) url.searchParams.set("lng", lng);
  return url;
}

function remember(url: URL) {
  try {
    const params = new URLSearchParams(url.search);
    params.delete("lng");
    const rest = params.toString();
    sessionStorage.setItem("zrnce:products-list", rest ? `?${rest}` : "");
  } catch {
    // Without storage the product page's back link leads to the whole list.
  }
}

/** What the controls show after a link or Back changed the list under them. */
function syncControls(url: URL) {
  const query = parseProductQuery(url.searchParams);
  if (search && document.activeElement !== search) search.value = query.q;
  if (sort) sort.value = query.sort;
}

const show = results
  ? inPlace(results, (url) => {
      syncControls(url);
      remember(url);
    })
  : async (url: URL) => location.assign(url);

let searchTimer: ReturnType<typeof setTimeout> | undefined;
let shownQ = normalizeSearch(search?.value ?? "");

function apply(history: "push" | "replace" = "push") {
  clearTimeout(searchTimer);
  const url = chosenUrl();
  shownQ = url.searchParams.get("q") ?? "";
  const here = new URL(location.href);
  if (url.pathname + url.search === here.pathname + here.search) return;
  void show(url, { history });
}

form?.addEventListener("submit", (event) => {
  event.preventDefault();
  apply();
});
// A ticked box or another order applies at once.
form?.addEventListener("change", () => apply());
sort?.addEventListener("change", () => apply());
// The search applies as the visitor types: the first letter adds a history entry, the
// rest of the typing replaces it.
search?.addEventListener("input", () => {
  clearTimeout(searchTimer);
  searchTimer = setTimeout(() => {
    const q = normalizeSearch(search.value);
    if (q === shownQ) return;
    apply(shownQ !== "" ? "replace" : "push");
  }, searchDelayMs);
});

// The drawer (narrow screens): focus inside, Escape closes, Tab stays inside, the page
// behind does not scroll.
const filters = document.querySelector<HTMLElement>('[data-testid="filters"]');
const panel = document.getElementById("filters-panel");
const opener = document.querySelector<HTMLButtonElement>('[data-testid="filters-open"]');
const wide = matchMedia("(min-width: 64rem)");

function setDrawer(open: boolean) {
  if (!filters || !panel || !opener) return;
  filters.dataset.drawer = open ? "open" : "closed";
  opener.setAttribute("aria-expanded", String(open));
  if (open) {
    panel.setAttribute("role", "dialog");
    panel.setAttribute("aria-modal", "true");
    document.documentElement.style.overflow = "hidden";
    panel.querySelector<HTMLElement>('[data-testid="filters-close"]')?.focus();
  } else {
    panel.removeAttribute("role");
    panel.removeAttribute("aria-modal");
    document.documentElement.style.overflow = "";
  }
}

opener?.addEventListener("click", () => setDrawer(true));
filters?.addEventListener("click", (event) => {
  if (!(event.target as Element).closest("[data-filters-close]")) return;
  setDrawer(false);
  opener?.focus();
});
wide.addEventListener("change", () => wide.matches && setDrawer(false));
document.addEventListener("keydown", (event) => {
  if (filters?.dataset.drawer !== "open" || !panel) return;
  if (event.key === "Escape") {
    event.preventDefault();
    setDrawer(false);
    opener?.focus();
    return;
  }
  if (event.key !== "Tab") return;
  const focusable = [
    ...panel.querySelectorAll<HTMLElement>("button, input, select, a[href], [tabindex='0']"),
  ].filter((el) => !el.hasAttribute("disabled") && el.offsetParent !== null);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
});
