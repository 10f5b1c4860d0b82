// The products list the visitor last looked at in this tab (its query string),
// so that "Back to products" on a product page returns to the same filters.
// Kept in sessionStorage: per tab, gone when the tab closes, never sent anywhere.
const key = "zrnce:products-list";

export function rememberProductList(search: string): void {
  try {
    sessionStorage.setItem(key, search);
  } catch {
    // Storage may be unavailable (private mode); the link then leads to the whole list.
  }
}

export function recallProductList(): string {
  try {
    const search = sessionStorage.getItem(key) ?? "";
    return search.startsWith("?") ? search : "";
  } catch {
    return "";
  }
}
