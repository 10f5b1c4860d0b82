/** The public pages' scripts: one file each in app/islands/ (manifest.server.ts). */
export type IslandName =
  | "shell"
  | "carousel"
  | "newsletter"
  | "contact-form"
  | "products"
  | "news"
  | "widgets";
export const islandNames: IslandName[] = [
  "shell",
  "carousel",
  "newsletter",
  "contact-form",
  "products",
  "news",
  "widgets",
];

/** The admin area is a React Router application; every other page is a content page with islands. */
export const isAdminPath = (pathname: string) => /^\/+admin(\/|\.data|$)/i.test(pathname);
