// The small interactive parts of content pages: the about page's "why it matters"
// dialogs, the contact page's map (loaded only when asked for: no request to
// OpenStreetMap before), and an article's "copy link".

// The dialogs open and close by the browser's invoker commands and closedby="any";
// only a browser without them needs this.
if (!("command" in HTMLButtonElement.prototype)) {
  for (const opener of document.querySelectorAll<HTMLButtonElement>("[data-dialog-open]")) {
    const dialog = document.getElementById(opener.dataset.dialogOpen ?? "") as HTMLDialogElement | null;
    if (!dialog) continue;
    opener.addEventListener("click", () => dialog.showModal());
    dialog.addEventListener("click", (event) => {
      // A click on the backdrop lands on the dialog element itself.
      if (event.target === dialog || (event.target as Element).closest("[data-dialog-close]")) dialog.close();
    });
  }
}

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-testid="map-show"]')) {
  button.addEventListener("click", (event) => {
    // The frame is here already: no need to ask the server for the page with it.
    event.preventDefault();
    const box = button.closest("[data-map-notice]");
    const frame = box?.parentElement?.querySelector<HTMLTemplateElement>("template[data-map-frame]");
    if (!box || !frame) return;
    box.replaceWith(frame.content.cloneNode(true));
  });
}

if (navigator.clipboard) {
  for (const button of document.querySelectorAll<HTMLButtonElement>("[data-copy]")) {
    const item = button.closest<HTMLElement>("[data-copy-item]");
    if (item) item.hidden = false;
    const status = button.closest("section")?.querySelector('[data-testid="copy-status"]');
    button.addEventListener("click", () => {
      navigator.clipboard.writeText(button.dataset.copy ?? "").then(
        () => {
          button.dataset.state = "copied";
          if (status) status.textContent = button.dataset.copied ?? "";
        },
        () => {
          button.dataset.state = "failed";
          if (status) status.textContent = button.dataset.copyFailed ?? "";
        },
      );
    });
  }
}
