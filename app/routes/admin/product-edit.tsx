import { useTranslation } from "react-i18next";
import { data, redirect, useLocation } from "react-router";
import { EditorLinks } from "#app/components/admin/editor-parts.tsx";
import { parseSubmission } from "#app/components/admin/form/use-admin-form.ts";
import { PreviewPanel } from "#app/components/admin/preview-panel.tsx";
import { ProductForm } from "#app/components/admin/products/product-form.tsx";
import type { ProductEditorReply } from "#app/components/admin/products/use-product-form.ts";
import { AdminReadError } from "#app/components/admin/read-error.tsx";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { adminSessionContext } from "#app/context.server.ts";
import { getProductForEdit, saveProduct } from "#app/domain/catalogue/product-admin.server.ts";
import { describeConflict } from "#app/domain/content/record-version.server.ts";
import { issueUploadTokens, listMedia } from "#app/domain/media/uploads.server.ts";
import { getSettings } from "#app/domain/settings/settings.server.ts";
import { dispatchIntent } from "#app/http/intents.server.ts";
import { previewLinkIntents, previewLinkRows } from "#app/http/preview-links.server.ts";
import { newProductDefaults, productFormDefaults, productFormSchemaFor } from "#app/schemas/product-form.ts";
import { postedVersion, versionToken } from "#app/schemas/record-version.ts";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/product-edit";

// One editor for a new product (/admin/products/new) and an existing one.

export async function loader({ params, context }: Route.LoaderArgs) {
  const session = context.get(adminSessionContext);
  const isNew = params.id === "new";
  const product = isNew ? null : await getProductForEdit(params.id);
  if (!isNew && !product) throw data(null, { status: 404 });
  const [library, settings, links] = await Promise.all([
    listMedia({ pageSize: 200 }),
    getSettings(),
    product ? previewLinkRows(`product:${product.id}`) : [],
  ]);
  const defaults = product ? productFormDefaults(product) : newProductDefaults;
  return {
    isNew,
    defaults,
    version: product ? versionToken(product.version, defaults) : "",
    title: product?.sr.name ?? "",
    status: product?.status ?? "draft",
    updatedAt: product?.updatedAt ?? null,
    library: library.items.map((m) => ({ id: m.id, name: m.name, alt: m.alt })),
    tokens: issueUploadTokens(session),
    // The browser checks the shop links against the shops' addresses, as the action does.
    shops: settings.shops.map(({ name, url }) => ({ name, url })),
    links,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = context.get(adminSessionContext).email;
  const originalId = params.id === "new" ? null : params.id;
  return dispatchIntent(
    request,
    {
      save: (form) => save(form, originalId, actor),
      // A saved product only: a new one has nothing to show yet.
      ...(originalId
        ? previewLinkIntents(request, {
            target: `product:${originalId}`,
            path: async () =>
              (await getProductForEdit(originalId)) ? `/proizvod/${encodeURIComponent(originalId)}` : null,
            actor,
          })
        : {}),
    },
    "save",
  );
}

/** Saves and goes to the saved product's address; a refusal comes back to the form. */
async function save(form: FormData, originalId: string | null, actor: string) {
  const submission = parseSubmission(form, productFormSchemaFor((await getSettings()).shops));
  if (submission.status !== "success") return data<ProductEditorReply>({ result: submission.reply() }, 400);
  const sent = postedVersion(form);
  const result = await saveProduct(originalId, submission.value, actor, sent.expected?.version ?? null);
  if (!result.ok && result.errors.form === "errors.recordChanged" && originalId) {
    // Someone saved since this form was loaded: nothing written, the typed values go back.
    const current = await getProductForEdit(originalId);
    if (current) {
      const conflict = await describeConflict({
        entity: "product",
        entityId: originalId,
        sent,
        current: { version: current.version, values: productFormDefaults(current) },
      });
      const reply = submission.reply({ formErrors: ["errors.recordChanged"] });
      return data<ProductEditorReply>({ result: reply, conflict }, 409);
    }
  }
  if (!result.ok) {
    const { form: formError, ...fieldErrors } = result.errors;
    return data<ProductEditorReply>(
      {
        result: submission.reply({
          formErrors: formError ? [formError] : undefined,
          fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([name, key]) => [name, [key]])),
        }),
      },
      formError ? 404 : 409,
    );
  }
  throw redirect(`/admin/products/${encodeURIComponent(result.id)}?saved=1`);
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.products");

export default function ProductEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const location = useLocation();
  const { isNew, defaults, status } = loaderData;
  // The editor's own reply (a refused save), or the preview panel's without JavaScript.
  const reply = actionData && "result" in actionData ? actionData : undefined;
  const publicPath = isNew ? null : `/proizvod/${encodeURIComponent(defaults.id ?? "")}`;
  const title = isNew
    ? t("productEditor.newTitle")
    : t("productEditor.editTitle", { name: loaderData.title });
  return (
    <AdminPage title={title}>
      <EditorLinks
        backTo="/admin/products"
        back={t("productEditor.back")}
        viewHref={status === "published" ? publicPath : null}
        view={t("productEditor.viewOnSite")}
        historyTo={isNew ? null : `/admin/history/product/${encodeURIComponent(defaults.id ?? "")}`}
      />
      <PreviewPanel
        kind="product"
        path={publicPath}
        links={loaderData.links}
        reply={actionData && !("result" in actionData) ? actionData : undefined}
      />
      <ProductForm
        // A save brings the product back as stored (a new address, a made-up one): a fresh form.
        key={`${defaults.id ?? ""}@${loaderData.version.split("|")[0] || "new"}`}
        defaults={defaults}
        version={loaderData.version}
        reply={reply}
        saved={new URLSearchParams(location.search).get("saved") === "1" && !actionData}
        library={loaderData.library}
        tokens={loaderData.tokens}
        shops={loaderData.shops}
      />
    </AdminPage>
  );
}

export const ErrorBoundary = AdminReadError;
