import { redirect } from "react-router";
import { signOutAdmin } from "#app/domain/auth/sign-in.server.ts";
import type { Route } from "./+types/logout";

export async function action({ request }: Route.ActionArgs) {
  throw redirect("/admin/login", { headers: await signOutAdmin(request) });
}

export function loader() {
  throw redirect("/admin");
}
