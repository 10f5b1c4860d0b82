import { getT } from "#app/i18n/translate.ts";
import { siteFromMatches } from "#app/root-data.ts";
import { brandTitle } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/not-found";

// Any unknown public path: a translated page with status 404, inside the shell.
export function loader() {
  throw new Response("Not found", { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return [{ title: brandTitle(getT(site.locale)("notFound.title"), site.brand) }, { name: "robots", content: "noindex" }];
};

export default function NotFound() {
  return null;
}
