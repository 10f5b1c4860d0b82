import { type FieldMetadata, type FormMetadata, getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { BilingualFields } from "#app/components/admin/editor-parts.tsx";
import { FormErrorSummary } from "#app/components/admin/form/error-summary.tsx";
import { GroupError, SelectField, TextField, useFieldError } from "#app/components/admin/form/field.tsx";
import { fieldList, useAdminForm, useSubmitting } from "#app/components/admin/form/use-admin-form.ts";
import { VersionConflictNotice, VersionField } from "#app/components/admin/form/version-conflict.tsx";
import { BodyField } from "#app/components/admin/news/body-field.tsx";
import { SeoSection } from "#app/components/admin/seo-section.tsx";
import { buttonPrimary, buttonSecondary, FormSection } from "#app/components/ui/field.tsx";
import { useRootData } from "#app/root-data.ts";
import { mailPlaceholders } from "#app/schemas/mails.ts";
import type { PageKey } from "#app/schemas/pages.ts";
import { pageSchemas } from "#app/schemas/pages.ts";
import type { VersionConflict } from "#app/schemas/record-version.ts";
import { MailPreview } from "./mail-preview.tsx";
import { emptyItem, type FieldSpec, pagePaths, pageSpecs } from "./page-spec.ts";

// One editor for every page (page-spec.ts says what each shows): its sections in
// the page's order, each text in Serbian and English side by side with the
// missing English marked, repeatable items that can be added, removed and moved,
// and pictures from the library. "Sačuvaj nacrt" keeps the changes for previews
// only; "Objavi" shows them to visitors.

/** A field of any page: the page's shape comes from its spec (page-spec.ts) at run time. */
type AnyField = FieldMetadata<unknown, Record<string, unknown>, string[]> & {
  getFieldset(): Record<string, AnyField | undefined>;
  getFieldList(): AnyField[];
};
// biome-ignore lint/suspicious/noExplicitAny: as above
type AnyForm = FormMetadata<any, string[]>;

export interface PageLibraryImage {
  id: string;
  name: string;
}

export function PageForm({
  pageKey,
  values,
  version,
  library,
  lastResult,
  conflict,
  automaticSeo,
}: {
  pageKey: PageKey;
  /** The page as the form posts it (images as ids, "" for none). */
  values: Record<string, unknown>;
  version: string;
  library: PageLibraryImage[];
  lastResult?: Parameters<typeof useAdminForm>[0]["lastResult"];
  conflict?: VersionConflict;
  /** The page's own search-result texts, for a page that has them (not the footer). */
  automaticSeo: Record<"sr" | "en", { title: string; description: string }> | null;
}) {
  const { t } = useTranslation("admin");
  const [form, fields] = useAdminForm({
    id: `page-${pageKey}`,
    schema: pageSchemas[pageKey],
    lastResult,
    defaultValue: values,
  });
  const busy = useSubmitting();
  // "{brand}" in a text is the brand name from the settings (app/schemas/pages.ts): say so where one is.
  const brand = useRootData()?.settings.brandName ?? "";
  const usesBrand = JSON.stringify(values).includes("{brand}");
  const top = fields as unknown as Record<string, AnyField | undefined>;
  // What a newer save changed, named by its section (or, at the page's top, by its field).
  const conflictLabels: Record<string, string> = Object.fromEntries(
    pageSpecs[pageKey].flatMap((section) =>
      section.name
        ? [[section.name, t(`pageEditor.sections.${pageKey}.${section.title}` as never)]]
        : section.fields.map((f) => [f.name, t(`pageEditor.fields.${f.name}` as never)]),
    ),
  );
  conflictLabels.seo = t("seo.title");
  return (
    <Form method="post" className="space-y-6" {...getFormProps(form)} data-testid="page-form">
      <FormErrorSummary form={form} />
      {usesBrand ? (
        <p className="text-sm text-muted" data-testid="brand-hint">
          {t("pageEditor.brandHint", { brand })}
        </p>
      ) : null}
      <VersionField token={version} conflict={conflict} />
      {conflict ? <VersionConflictNotice conflict={conflict} labels={conflictLabels} /> : null}
      {pageSpecs[pageKey].map((section) => {
        const group = section.name ? (top[section.name]?.getFieldset() ?? {}) : top;
        return (
          <FormSection
            key={section.title}
            title={t(`pageEditor.sections.${pageKey}.${section.title}` as never)}
            description={
              section.mail
                ? t("pageEditor.mailHint", {
                    placeholders: mailPlaceholders[section.mail].map((p) => `{${p}}`).join(", "),
                  })
                : undefined
            }
          >
            {section.fields.map((spec) => (
              <SpecField key={spec.name} spec={spec} field={group[spec.name]} form={form} library={library} />
            ))}
            {section.mail && section.name ? (
              <MailPreview mail={section.mail} values={top[section.name]?.value} />
            ) : null}
          </FormSection>
        );
      })}
      {automaticSeo && top.seo ? (
        <SeoSection
          field={top.seo}
          automatic={automaticSeo}
          path={pagePaths[pageKey] ?? "/"}
          library={library}
          imageHint={t("seo.pageImage")}
        />
      ) : null}
      <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap gap-3 border-t border-line bg-cream/95 px-1 py-3 backdrop-blur">
        <button type="submit" name="intent" value="publish" className={buttonPrimary} disabled={busy}>
          {pagePaths[pageKey] ? t("pageEditor.publish") : t("pageEditor.saveMails")}
        </button>
        {/* A mail has no public page to preview a draft on: its preview is beside its words. */}
        {pagePaths[pageKey] ? (
          <button type="submit" name="intent" value="draft" className={buttonSecondary} disabled={busy}>
            {t("pageEditor.saveDraft")}
          </button>
        ) : null}
      </div>
    </Form>
  );
}

function SpecField({
  spec,
  field,
  form,
  library,
}: {
  spec: FieldSpec;
  field: AnyField | undefined;
  form: AnyForm;
  library: PageLibraryImage[];
}) {
  const { t } = useTranslation("admin");
  if (!field) return null;
  const label = t(`pageEditor.fields.${spec.name}` as never);
  switch (spec.kind) {
    case "line":
    case "lines":
    case "text":
      return <Bilingual field={field} label={label} rows={{ line: 1, lines: 3, text: 7 }[spec.kind]} />;
    case "richText":
      return <RichTextPair field={field} label={label} />;
    case "name":
      return <TextField field={field} label={label} />;
    case "link":
      return <TextField field={field} label={label} hint={t("pageEditor.linkHint")} />;
    case "image":
      return <ImageChoice field={field} label={label} library={library} />;
    case "paragraphs":
      return (
        <ItemList field={field} form={form} itemLabel="paragraph" newItem={{ sr: "", en: "" }}>
          {(item, n) => <Bilingual field={item} label={t("pageEditor.items.paragraph", { n })} rows={3} />}
        </ItemList>
      );
    case "items":
      return (
        <ItemList field={field} form={form} itemLabel={spec.item} newItem={emptyItem(spec.fields)}>
          {(item) => {
            const parts = item.getFieldset();
            return spec.fields.map((inner) => (
              <SpecField
                key={inner.name}
                spec={inner}
                field={parts[inner.name]}
                form={form}
                library={library}
              />
            ));
          }}
        </ItemList>
      );
  }
}

/** A text in Serbian and English side by side; the English one marked while it is missing. */
function Bilingual({ field, label, rows }: { field: AnyField; label: string; rows: number }) {
  const { t } = useTranslation("admin");
  const { sr, en } = field.getFieldset();
  if (!sr || !en) return null;
  return (
    <BilingualFields
      rows={[{ label, rows, sr, en }]}
      languages={{ sr: t("newsEditor.serbian"), en: t("newsEditor.english") }}
      missing={t("newsEditor.missing")}
    />
  );
}

/** A long text in Serbian, then in English, each in the article editor's rich-text editor. */
function RichTextPair({ field, label }: { field: AnyField; label: string }) {
  const { t } = useTranslation("admin");
  const parts = field.getFieldset();
  return (["sr", "en"] as const).map((locale) => {
    const part = parts[locale];
    if (!part) return null;
    const empty = typeof part.value !== "string" || part.value.replace(/<[^>]*>/g, "").trim() === "";
    return (
      <div key={locale} className="sm:col-span-2">
        <BodyField
          field={part}
          label={`${label} · ${t(locale === "sr" ? "newsEditor.serbian" : "newsEditor.english")}`}
          required={locale === "sr"}
          badge={locale === "en" && empty ? t("newsEditor.missing") : undefined}
          library={[]}
          locale={locale}
        />
      </div>
    );
  });
}

function ImageChoice({
  field,
  label,
  library,
}: {
  field: AnyField;
  label: string;
  library: PageLibraryImage[];
}) {
  const { t } = useTranslation("admin");
  const id = typeof field.value === "string" ? field.value : "";
  return (
    <div className="grid items-start gap-4 sm:col-span-2 sm:grid-cols-[1fr_10rem]">
      <SelectField
        field={field}
        label={label}
        placeholder={t("pageEditor.noImage")}
        options={library.map((m) => ({ value: m.id, label: m.name }))}
      />
      {id ? (
        <img
          src={`/admin/media/${id}/preview`}
          alt=""
          className="aspect-[4/3] w-40 rounded object-cover ring-1 ring-line"
          data-testid="page-image-preview"
        />
      ) : null}
    </div>
  );
}

/** Repeatable items: each in its own box with "move up", "move down" and "remove"; "add" after the last. */
function ItemList({
  field,
  form,
  itemLabel,
  newItem,
  children,
}: {
  field: AnyField;
  form: AnyForm;
  itemLabel: string;
  newItem: unknown;
  children: (item: AnyField, n: number) => React.ReactNode;
}) {
  const { t } = useTranslation("admin");
  const error = useFieldError(field);
  const items = fieldList(field);
  const small =
    "rounded-md px-2.5 py-1.5 text-xs font-medium ring-1 ring-line hover:bg-linen disabled:opacity-40";
  return (
    <div className="space-y-4 sm:col-span-2" data-testid="page-items">
      {items.map((item, i) => {
        const title = t(`pageEditor.items.${itemLabel}` as never, { n: i + 1 });
        const actions = [
          {
            label: t("pageEditor.moveUp"),
            props: form.reorder.getButtonProps({ name: field.name, from: i, to: i - 1 }),
            disabled: i === 0,
          },
          {
            label: t("pageEditor.moveDown"),
            props: form.reorder.getButtonProps({ name: field.name, from: i, to: i + 1 }),
            disabled: i === items.length - 1,
          },
          {
            label: t("pageEditor.remove"),
            props: form.remove.getButtonProps({ name: field.name, index: i }),
            disabled: false,
            danger: true,
          },
        ];
        return (
          <fieldset key={item.key} className="rounded-md bg-linen/60 p-4" data-testid="page-item">
            <legend className="sr-only">{title}</legend>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm font-semibold text-olive-800" aria-hidden="true">
                {title}
              </p>
              <div className="flex flex-wrap gap-2">
                {actions.map((action) => (
                  <button
                    key={action.label}
                    {...action.props}
                    className={`${small} ${action.danger ? "text-danger" : ""}`}
                    disabled={action.disabled}
                  >
                    {action.label}
                    <span className="sr-only"> — {title}</span>
                  </button>
                ))}
              </div>
            </div>
            <div className="grid gap-4 sm:grid-cols-2">{children(item, i + 1)}</div>
          </fieldset>
        );
      })}
      <button
        {...form.insert.getButtonProps({ name: field.name, defaultValue: newItem as never })}
        className={buttonSecondary}
      >
        {t(`pageEditor.addItem.${itemLabel}` as never)}
      </button>
      <GroupError id={field.errorId} message={error} />
    </div>
  );
}
