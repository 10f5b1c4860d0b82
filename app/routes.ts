import { index, layout, prefix, type RouteConfig, route } from "@react-router/dev/routes";

// Every URL of spec §2, explicit. The English page is the same path with ?lng=en.
export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("proizvodi", "routes/public/products.tsx"),
    route("proizvod/:id", "routes/public/product.tsx"),
    route("o-nama", "routes/public/about.tsx"),
    route("novosti", "routes/public/news.tsx"),
    route("novosti/:slug", "routes/public/article.tsx"),
    route("kontakt", "routes/public/contact.tsx"),
    route("privatnost", "routes/public/privacy.tsx"),
    route("newsletter/odjava", "routes/public/newsletter-unsubscribe.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  route("admin/login", "routes/admin/login.tsx"),
  // A forgotten password: before sign-in, so outside the guard too.
  route("admin/forgot-password", "routes/admin/forgot-password.tsx"),
  route("admin/reset-password", "routes/admin/reset-password.tsx"),
  // Outside the guard: the link in an invitation mail, for someone without an account yet.
  route("admin/invitation", "routes/admin/invitation.tsx"),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("products", "routes/admin/products.tsx"),
      route("products/:id", "routes/admin/product-edit.tsx"),
      route("news", "routes/admin/news.tsx"),
      route("news/:id", "routes/admin/article-edit.tsx"),
      route("pages", "routes/admin/pages.tsx"),
      route("pages/:key", "routes/admin/page-edit.tsx"),
      route("trash", "routes/admin/trash.tsx"),
      route("history/:kind/:id", "routes/admin/history.tsx"),
      route("media", "routes/admin/media.tsx"),
      route("media/tokens", "routes/admin/media-tokens.ts"),
      route("media/:id/preview", "routes/admin/media-preview.ts"),
      route("social-media", "routes/admin/social-media.tsx"),
      route("social-media/generate", "routes/admin/social-media-generate.ts"),
      route("social-media-content", "routes/admin/social-media-content.tsx"),
      route("settings", "routes/admin/settings.tsx"),
      route("account", "routes/admin/account.tsx"),
      route("account/backup-codes", "routes/admin/account-backup-codes.ts"),
      route("messages", "routes/admin/messages.tsx"),
      route("subscribers", "routes/admin/subscribers.tsx"),
      route("subscribers/export.csv", "routes/admin/subscribers-export.ts"),
      route("people", "routes/admin/people.tsx"),
      route("forbidden", "routes/admin/forbidden.tsx"),
      route("logout", "routes/admin/logout.tsx"),
      route("*", "routes/admin/not-found.tsx"),
    ]),
  ]),
  route("media/:id/:file", "routes/resources/media.ts"),
  // The storage endpoints (spec §7): credentials in headers, errors from §8.
  route("api/media", "routes/resources/media-upload.ts"),
  route("api/media/:id", "routes/resources/media-metadata.ts"),
  route("api/media/:id/download", "routes/resources/media-download.ts"),
  route("newsletter", "routes/resources/newsletter.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("novosti/rss.xml", "routes/resources/news-rss.ts"),
  route("shop/:shop", "routes/resources/shop.ts"),
  // The content calendar for a phone: the secret address is the key, no session (decision 0046).
  route("kalendar/:file", "routes/resources/calendar-feed.ts"),
] satisfies RouteConfig;
