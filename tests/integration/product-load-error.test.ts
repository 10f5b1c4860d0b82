import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createStaticHandler, createStaticRouter, data, Outlet, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createI18n } from "#app/i18n/i18n.ts";
import { ErrorBoundary, default as ProductPage } from "#app/routes/public/product.tsx";

// The product page's ErrorBoundary as React Router renders it on the server when the
// page's data cannot be loaded: the message, and a "Try again" that asks for the same
// address with a plain GET form (public pages run no router in the browser).
async function render(locale: "sr" | "en", fail: () => never, search = "") {
  const routes = [
    {
      id: "root",
      path: "/",
      loader: () => ({ locale }),
      Component: Outlet,
      children: [
        { id: "product", path: "proizvodi/:id", loader: fail, Component: ProductPage, ErrorBoundary },
      ],
    },
  ];
  const handler = createStaticHandler(routes as never);
  const context = await handler.query(new Request(`http://localhost/proizvodi/ovsene-pahuljice${search}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    createElement(
      I18nextProvider,
      { i18n: createI18n(locale) },
      createElement(StaticRouterProvider, { router, context, hydrate: false }),
    ),
  );
  return { html, status: context.statusCode };
}

const databaseDown = (): never => {
  throw new Error("SQLITE_BUSY: database is locked");
};

describe("the product page when its data cannot be loaded", () => {
  it("says so in Serbian, with a Try again that asks for the same address", async () => {
    const { html, status } = await render("sr", databaseDown, "?lng=sr");
    expect(status).toBe(500);
    // The one load-error design (LoadError): the message is the alert, the retry beside it.
    const alert = /<div data-testid="load-error"[^>]*>(.*?)<\/div>/s.exec(html)?.[1] ?? "";
    expect(alert).toMatch(
      /<p role="alert"[^>]*>Greška pri učitavanju proizvoda. Pokušajte ponovo kasnije.<\/p>/,
    );
    expect(alert).toMatch(/<form action="\/proizvodi\/ovsene-pahuljice" method="get">/);
    expect(alert).toContain('<input type="hidden" name="lng" value="sr"/>');
    expect(alert).toMatch(/<button type="submit"[^>]*>Pokušajte ponovo<\/button>/);
    // The way back to the list stays.
    expect(html).toContain('data-testid="back-to-products"');
    expect(html).not.toContain("SQLITE_BUSY");
  });

  it("says so in English", async () => {
    const { html } = await render("en", databaseDown);
    expect(html).toContain("Error loading product. Please try again later.");
    expect(html).toMatch(/<button type="submit"[^>]*>Try Again<\/button>/);
  });

  it("answers a product that does not exist with the not-found page, not the error", async () => {
    const { html, status } = await render("sr", () => {
      throw data(null, { status: 404 });
    });
    expect(status).toBe(404);
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain("Pokušajte ponovo");
  });
});
