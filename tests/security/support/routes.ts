import { readFileSync } from "node:fs";
import path from "node:path";
import routes from "../../../app/routes.ts";
import { root } from "../../support/app-server.ts";

// The URLs under test come from the route table, so a new route is covered
// without anyone remembering to add it here.

interface Entry {
  path?: string;
  index?: boolean;
  file: string;
  children?: Entry[];
}

export interface RouteInfo {
  /** "/admin/products/:id", "/kontakt", "/admin/does-not-exist" for a splat. */
  path: string;
  file: string;
  admin: boolean;
}

/** The admin's guard is its layout: the routes inside it need a session, those beside it (sign-in, a reset or an invitation link) do not. */
const adminLayout = "routes/admin/layout.tsx";

function walk(entries: Entry[], parent = "", guarded = false): RouteInfo[] {
  return entries.flatMap((e) => {
    const own = [parent, e.path].filter(Boolean).join("/");
    const url = `/${own.replace("*", "does-not-exist")}`;
    const inside = guarded || e.file === adminLayout;
    const here = e.path || e.index ? [{ path: url, file: e.file, admin: inside }] : [];
    return [...here, ...(e.children ? walk(e.children, own, inside) : [])];
  });
}

export const routeTable: RouteInfo[] = walk(routes as Entry[]);

export const adminPaths = [...new Set(routeTable.filter((r) => r.admin).map((r) => r.path))];

const source = (file: string) => readFileSync(path.join(root, "app", file), "utf8");

/** Routes whose module exports an action: every form and endpoint that accepts a POST. */
export const actionRoutes = routeTable.filter((r) =>
  /export (async )?function action\b/.test(source(r.file)),
);

/**
 * The words a route's action and the schemas it imports know (field names,
 * intents, enum values), so generated requests reach past the first check.
 */
export function vocabulary(route: RouteInfo): string[] {
  const own = source(route.file);
  const schemas = [...own.matchAll(/from "#app\/(schemas\/[\w-]+\.ts)"/g)].map((m) => source(m[1] ?? ""));
  const words = new Set<string>();
  for (const text of [own, ...schemas])
    for (const m of text.matchAll(/"([a-zA-Z][\w-]{0,40})"/g)) if (m[1]) words.add(m[1]);
  return [...words];
}
