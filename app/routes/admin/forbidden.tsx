import { data } from "react-router";
import { ForbiddenNotice } from "#app/components/admin/forbidden.tsx";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/forbidden";

// Where a file the person may not download (typed into the address bar) sends them.
export function loader() {
  return data(null, { status: 403, headers: { "Cache-Control": "no-store" } });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.forbidden");

export default function Forbidden() {
  return <ForbiddenNotice />;
}
