import { useTranslation } from "react-i18next";
import { Outlet, redirect } from "react-router";
import { type CloseButtonProps, ToastContainer } from "react-toastify";
import "react-toastify/ReactToastify.css";
import { UnsavedChangesGuard } from "#app/components/admin/form/unsaved-changes.tsx";
import { AdminReadError } from "#app/components/admin/read-error.tsx";
import { AdminShell } from "#app/components/layout/admin-shell.tsx";
import { adminSessionContext } from "#app/context.server.ts";
import { getNotifications } from "#app/domain/admin/notifications.server.ts";
import { getAdminSession } from "#app/domain/auth/auth.server.ts";
import { checkAccess } from "#app/http/admin-access.server.ts";
import { pagePathOf } from "#app/schemas/admin-lists.ts";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/layout";

// The guard: middleware runs before any admin loader or action (also for
// .data requests), so nothing of the admin is computed without a session, and
// nothing of the owner's is computed for an editor: they are sent to the 403 page
// (the rules per route are in app/schemas/people.ts; decision 0041).
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context, pattern, params }) => {
    const session = await getAdminSession(request);
    if (!session) {
      throw redirect(`/admin/login?redirectTo=${encodeURIComponent(pagePathOf(request))}`);
    }
    context.set(adminSessionContext, session);
    checkAccess(session, { request, pattern, params });
  },
];

const noNotifications = { messages: [], subscribers: [], posts: [], total: 0 };

export async function loader({ context }: Route.LoaderArgs) {
  const session = context.get(adminSessionContext);
  return {
    email: session.email,
    name: session.name,
    role: session.role,
    // The bell tells of messages and subscribers: the owner's.
    notifications: session.role === "owner" ? await getNotifications(session.userId) : noNotifications,
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "meta.title");

/**
 * The notices' close button, named in the admin's language (the library's says
 * "close"). The library calls it as a function, so it takes its words, not a hook.
 */
function ToastCloseButton({ closeToast, label }: CloseButtonProps & { label: string }) {
  return (
    <button
      type="button"
      className="Toastify__close-button Toastify__close-button--light"
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  return (
    <AdminShell
      email={loaderData.email}
      name={loaderData.name}
      role={loaderData.role}
      notifications={loaderData.notifications}
    >
      {/* One guard for every form of every admin page: leaving unsaved changes asks first. */}
      <UnsavedChangesGuard>
        <Outlet />
      </UnsavedChangesGuard>
      {/* Only admin pages toast (spec §4), so public pages never load the library. */}
      <ToastContainer
        position="top-right"
        autoClose={5000}
        pauseOnHover
        pauseOnFocusLoss
        draggable
        closeOnClick={false}
        aria-label={t("toasts.region")}
        closeButton={(props) => <ToastCloseButton {...props} label={t("toasts.close")} />}
      />
    </AdminShell>
  );
}

// A navigation whose data could not be read (offline, server gone) fails in
// this layout's loader too; the boundary says why and recovers by itself.
export function ErrorBoundary() {
  return (
    <div className="min-h-dvh bg-linen p-6">
      <AdminReadError />
    </div>
  );
}
