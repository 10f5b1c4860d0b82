// The news list, in place (decision 0035): a search, a category or a page number shows
// the new list without leaving the page (in-place.ts). Without this they are a GET form
// and links, as they were.
import { inPlace } from "./in-place.ts";

const list = document.getElementById("articles");
const form = document.querySelector<HTMLFormElement>('[data-testid="news-search"]');
const search = form?.querySelector<HTMLInputElement>('input[name="q"]');

if (list && form) {
  const show = inPlace(list, (url) => {
    if (search && document.activeElement !== search) search.value = url.searchParams.get("q") ?? "";
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const url = new URL(form.action, location.href);
    for (const [name, value] of new FormData(form)) {
      const text = String(value).trim();
      if (text) url.searchParams.set(name, text);
    }
    void show(url, { history: "push" });
  });
}
