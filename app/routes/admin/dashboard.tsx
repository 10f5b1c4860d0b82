import { useTranslation } from "react-i18next";
import { data, Link, redirect, useLocation } from "react-router";
import { ActivityPanel } from "#app/components/admin/dashboard/activity-panel.tsx";
import { FailedWorkPanel } from "#app/components/admin/dashboard/failed-work.tsx";
import { Panel } from "#app/components/admin/dashboard/panel.tsx";
import { RecentMessages } from "#app/components/admin/dashboard/recent-messages.tsx";
import { ShopClicksPanel } from "#app/components/admin/dashboard/shop-clicks.tsx";
import { SignInLocks } from "#app/components/admin/dashboard/sign-in-locks.tsx";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { Notice } from "#app/components/ui/field.tsx";
import { adminSessionContext, requestInfoContext } from "#app/context.server.ts";
import { listRecentAudit } from "#app/domain/audit/audit.server.ts";
import { listRecentLocks } from "#app/domain/auth/account-guard.server.ts";
import { listRecentMessages } from "#app/domain/contact/inbox.server.ts";
import { getDashboardCounts, getShopClicks } from "#app/domain/dashboard/counts.server.ts";
import { dismissFailedWork, listFailedWork, retryFailedWork } from "#app/domain/jobs/failed-work.server.ts";
import { requireOwner } from "#app/http/admin-access.server.ts";
import { readForm } from "#app/http/read-form.server.ts";
import { failedWorkActionSchema } from "#app/schemas/failed-work.ts";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/dashboard";

/** The figures an editor sees: the content's, not the messages' or the subscribers' (decision 0041). */
const editorCounts = new Set([
  "productsPublished",
  "productsDraft",
  "articlesPublished",
  "articlesDraft",
  "socialDrafts",
]);
/** The changes an editor sees in "Recent changes": to the content they work on. */
const contentEntities = ["product", "article", "page", "media", "socialPost", "trash"];

export async function loader({ context }: Route.LoaderArgs) {
  const { locale } = context.get(requestInfoContext);
  const owner = context.get(adminSessionContext).role === "owner";
  const [allCounts, messages, activity, clicks, locks, failedWork] = await Promise.all([
    getDashboardCounts(),
    owner ? listRecentMessages(5) : [],
    listRecentAudit(8, owner ? undefined : contentEntities),
    getShopClicks({ locale }),
    owner ? listRecentLocks() : [],
    owner ? listFailedWork() : [],
  ]);
  const counts = owner
    ? allCounts
    : (Object.fromEntries(Object.entries(allCounts).filter(([key]) => editorCounts.has(key))) as Partial<
        typeof allCounts
      >);
  return { owner, counts, messages, activity, clicks, locks, failedWork };
}

/** "Pokušajte ponovo" and "Ukloni" of failed background work; back to the dashboard, saying what happened. */
export async function action({ request, context }: Route.ActionArgs) {
  // Failed background work (mails, photos, the trash) is the owner's to retry or dismiss.
  const { email } = requireOwner(context);
  const parsed = failedWorkActionSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) return data({ error: true }, { status: 400 });
  const { intent, id } = parsed.data;
  const done = intent === "retryWork" ? await retryFailedWork(id, email) : await dismissFailedWork(id, email);
  throw redirect(`/admin?done=${done ? (intent === "retryWork" ? "retried" : "dismissed") : "missing"}`);
}

const doneNotices = new Set(["retried", "dismissed", "missing"]);

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.dashboard");

const quick =
  "inline-flex h-10 items-center rounded-full bg-olive-700 px-4 text-sm font-semibold text-cream hover:bg-olive-800";

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { owner, counts, messages, activity, clicks, locks, failedWork } = loaderData;
  const done = new URLSearchParams(useLocation().search).get("done");
  const entries = Object.entries(counts) as [keyof typeof counts, number][];
  return (
    <AdminPage title={t("pages.dashboard")}>
      <div className="space-y-6">
        {done && doneNotices.has(done) ? (
          <Notice tone="success">{t(`dashboard.failedWork.done.${done as "retried"}`)}</Notice>
        ) : null}
        <SignInLocks locks={locks} />
        <FailedWorkPanel items={failedWork} />
        <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {entries.map(([key, value]) => (
            <li key={key} className="flex flex-col rounded-lg bg-white p-4 ring-1 ring-line sm:p-5">
              <p className="text-sm text-muted">{t(`dashboard.${key}`)}</p>
              {/* At the bottom, so that a label on two lines keeps the row's numbers level. */}
              <p className="mt-auto pt-2 font-serif text-3xl text-olive-800" data-testid={`count-${key}`}>
                {value}
              </p>
            </li>
          ))}
        </ul>
        <Panel title={t("dashboard.quickLinks")}>
          <div className="flex flex-wrap gap-2">
            <Link to="/admin/products?new=1" className={quick}>
              + {t("dashboard.newProduct")}
            </Link>
            <Link to="/admin/news?new=1" className={quick}>
              + {t("dashboard.newArticle")}
            </Link>
            <Link to="/admin/social-media" className={quick}>
              + {t("dashboard.newPost")}
            </Link>
          </div>
        </Panel>
        {owner ? (
          <div className="grid gap-6 lg:grid-cols-2">
            <RecentMessages messages={messages} />
            <ActivityPanel activity={activity} />
          </div>
        ) : (
          <ActivityPanel activity={activity} />
        )}
        <ShopClicksPanel clicks={clicks} />
      </div>
    </AdminPage>
  );
}
