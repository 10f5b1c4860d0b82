import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { ConfirmButton } from "#app/components/ui/confirm-button.tsx";
import { buttonPrimary } from "#app/components/ui/field.tsx";
import { Select } from "./form/select.tsx";

// The pieces the admin's list screens (products, news, images, messages,
// subscribers, social posts) share: the search-and-filter form (a GET form, so
// every filter lives in the URL and works without JavaScript), its fields, the
// table's frame and the empty state.

/**
 * The search form: its fields, then the submit button and whatever goes
 * beside it (`after`). A row that wraps by default; a screen with many filters
 * passes a grid `layout` and the cell its buttons sit in (`actionsClassName`).
 * `aside` sits in the same box but outside the form (subscribers' export link),
 * wrapping below it on a phone.
 */
export function ListFilters({
  children,
  submit,
  after,
  aside,
  layout = "flex flex-wrap items-end gap-3",
  actionsClassName,
}: {
  children: React.ReactNode;
  submit: string;
  after?: React.ReactNode;
  aside?: React.ReactNode;
  layout?: string;
  actionsClassName?: string;
}) {
  const actions = (
    <>
      <button type="submit" className={buttonPrimary}>
        {submit}
      </button>
      {after}
    </>
  );
  const box = "rounded-lg bg-white p-4 ring-1 ring-line";
  const form = (className: string) => (
    <Form method="get" role="search" className={className}>
      {children}
      {actionsClassName ? <div className={actionsClassName}>{actions}</div> : actions}
    </Form>
  );
  if (aside === undefined) return form(`${layout} ${box}`);
  return (
    <div className={`flex flex-wrap items-end gap-3 ${box}`}>
      {form(`flex-1 ${layout}`)}
      {aside}
    </div>
  );
}

/** The free-text search, always named q. */
export function SearchInput({
  label,
  placeholder,
  defaultValue,
  className = "min-w-48 flex-1",
}: {
  label: string;
  placeholder: string;
  defaultValue: string;
  /** Where it sits in the form's layout. */
  className?: string;
}) {
  return (
    <div className={className}>
      <label htmlFor="q" className="block text-sm font-medium">
        {label}
      </label>
      <input
        id="q"
        name="q"
        type="search"
        defaultValue={defaultValue}
        placeholder={placeholder}
        className="mt-1.5 h-11 w-full rounded-md border border-line px-3 text-sm"
      />
    </div>
  );
}

/** Options from a list of values and how each is named. */
export function optionsOf<T extends string>(values: readonly T[], label: (value: T) => string) {
  return values.map((value) => ({ value, label: label(value) }));
}

/**
 * A labelled filter; `all` adds the "every value" option first (its value is
 * `allValue`). `fill` stretches it over its cell in a grid layout.
 */
export function FilterSelect({
  name,
  label,
  defaultValue,
  options,
  all,
  allValue = "all",
  fill = false,
}: {
  name: string;
  label: string;
  defaultValue: string;
  options: readonly { value: string; label: string }[];
  all?: string;
  allValue?: string;
  fill?: boolean;
}) {
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium">
        {label}
      </label>
      <Select
        id={name}
        name={name}
        defaultValue={defaultValue}
        fill={fill}
        className="mt-1.5"
        options={all === undefined ? options : [{ value: allValue, label: all }, ...options]}
      />
    </div>
  );
}

/** What a list shows when nothing matches. */
export function ListEmpty({ children }: { children: React.ReactNode }) {
  return <p className="rounded-lg bg-white p-6 text-muted ring-1 ring-line">{children}</p>;
}

/** Columns marked `wide` give way on a phone; their cells use `wideCell`. */
export const wideCell = "hidden sm:table-cell";

export interface ListColumn {
  label: string;
  wide?: boolean;
  /** Named for screen readers only (the actions column). */
  srOnly?: boolean;
}

/** The table's frame and header; the rows are the children. */
export function ListTable({
  testId,
  columns,
  children,
}: {
  testId: string;
  columns: readonly ListColumn[];
  children: React.ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-lg bg-white ring-1 ring-line">
      <table
        className="w-full text-left text-sm [&_td]:px-3 [&_th]:px-3 sm:[&_td]:px-4 sm:[&_th]:px-4"
        data-testid={testId}
      >
        <thead className="bg-linen/70 text-xs uppercase tracking-wide text-muted">
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={`py-3 ${c.wide ? wideCell : ""}`}>
                {c.srOnly ? <span className="sr-only">{c.label}</span> : c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  );
}

/** A row's small picture (none on a phone), or an empty frame when it has none. */
export function RowThumbnail({ imageId }: { imageId: string | null }) {
  return imageId ? (
    <img
      src={`/media/${imageId}/320.webp`}
      alt=""
      width={48}
      height={36}
      className="hidden h-9 w-12 shrink-0 rounded object-cover sm:block"
    />
  ) : (
    <span className="hidden h-9 w-12 shrink-0 rounded bg-linen sm:block" />
  );
}

/** The underlined actions of a row. */
export const rowAction =
  "text-sm font-medium text-olive-700 underline underline-offset-4 hover:text-olive-900";

/**
 * A row's actions, posted with the row's id as `intent`: edit, whatever the
 * screen adds (children), publish or unpublish, and delete after confirming.
 */
export function RowActions({
  id,
  editTo,
  published,
  labels,
  children,
}: {
  id: string;
  editTo: string;
  published: boolean;
  labels: { edit: string; publish: string; unpublish: string; delete: string; deleteConfirm: string };
  children?: React.ReactNode;
}) {
  return (
    <Form method="post" className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2 lg:flex-nowrap">
      <input type="hidden" name="id" value={id} />
      <Link to={editTo} className={rowAction}>
        {labels.edit}
      </Link>
      {children}
      <button type="submit" name="intent" value={published ? "unpublish" : "publish"} className={rowAction}>
        {published ? labels.unpublish : labels.publish}
      </button>
      <ConfirmSubmit intent="delete" question={labels.deleteConfirm}>
        {labels.delete}
      </ConfirmSubmit>
    </Form>
  );
}

/** A danger button posting `intent` once the question is confirmed. */
function ConfirmSubmit({
  intent,
  question,
  children,
}: {
  intent: string;
  question: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation("admin");
  return (
    <ConfirmButton
      name="intent"
      value={intent}
      className="text-sm font-medium text-danger underline underline-offset-4"
      question={question}
      yes={t("confirm.yes")}
      cancel={t("confirm.cancel")}
    >
      {children}
    </ConfirmButton>
  );
}

/** A button posting `intent` for the record `id`, in a form of its own. */
export function IntentButton({
  id,
  intent,
  className,
  children,
}: {
  id: string;
  intent: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="id" value={id} />
      <button type="submit" name="intent" value={intent} className={className}>
        {children}
      </button>
    </Form>
  );
}

/** A row's one danger action (delete, unsubscribe) in a form of its own, with the row's id. */
export function ConfirmedRowAction({
  id,
  intent,
  question,
  className,
  children,
}: {
  id: string;
  intent: string;
  question: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="id" value={id} />
      <ConfirmSubmit intent={intent} question={question}>
        {children}
      </ConfirmSubmit>
    </Form>
  );
}
