import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import { formatAdminDate } from "#app/components/admin/admin-date.ts";
import { FormErrorSummary } from "#app/components/admin/form/error-summary.tsx";
import { SelectField, TextField } from "#app/components/admin/form/field.tsx";
import { useAdminForm, useSubmitting } from "#app/components/admin/form/use-admin-form.ts";
import {
  ConfirmedRowAction,
  IntentButton,
  ListTable,
  rowAction,
  wideCell,
} from "#app/components/admin/list-parts.tsx";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { buttonPrimary, Notice } from "#app/components/ui/field.tsx";
import type { Locale } from "#app/i18n/config.ts";
import { inviteSchema, type PersonRow } from "#app/schemas/people.ts";

export interface PeopleReply {
  ok: boolean;
  form?: "invite";
  result?: SubmissionResult<string[]>;
  message?: string;
  email?: string;
}

/** What a row action did, said after the page comes back (?done=…); the ones that went wrong in red. */
const doneNotices = {
  invited: "success",
  resent: "success",
  withdrawn: "success",
  role: "success",
  disabled: "success",
  enabled: "success",
  removed: "success",
  notMailed: "danger",
  lastOwner: "danger",
  limited: "danger",
  missing: "danger",
} as const;
type Done = keyof typeof doneNotices;
const isDone = (value: string | null): value is Done => value !== null && Object.hasOwn(doneNotices, value);

export function PeoplePage({
  people,
  locale,
  reply,
}: {
  people: readonly PersonRow[];
  locale: Locale;
  reply?: PeopleReply;
}) {
  const { t } = useTranslation("admin");
  const done = new URLSearchParams(useLocation().search).get("done");
  return (
    <AdminPage title={t("pages.people")}>
      <div className="space-y-6">
        <p className="max-w-3xl text-sm text-muted">{t("people.intro")}</p>
        {isDone(done) && !reply ? <Notice tone={doneNotices[done]}>{t(`people.done.${done}`)}</Notice> : null}
        <PeopleList people={people} locale={locale} />
        <InviteForm locale={locale} reply={reply} />
      </div>
    </AdminPage>
  );
}

function PeopleList({ people, locale }: { people: readonly PersonRow[]; locale: Locale }) {
  const { t } = useTranslation("admin");
  const columns = [
    { label: t("people.name") },
    { label: t("people.role"), wide: true },
    { label: t("people.state") },
    { label: t("people.lastSignIn"), wide: true },
    { label: t("people.actions"), srOnly: true },
  ];
  return (
    <ListTable testId="people" columns={columns}>
      {people.map((p) => (
        <tr key={`${p.kind}-${p.id}`} data-testid="person" data-email={p.email}>
          <td className="py-3 align-top">
            <p className="font-medium">
              {p.name}
              {p.isSelf ? (
                <span className="ml-2 text-xs font-normal text-muted">({t("people.you")})</span>
              ) : null}
            </p>
            <p className="text-xs break-words text-muted">{p.email}</p>
            {/* On a phone the role sits here, its column gives way. */}
            <p className="mt-1 text-xs sm:hidden">{t(`people.roles.${p.role}`)}</p>
          </td>
          <td className={`py-3 align-top ${wideCell}`}>{t(`people.roles.${p.role}`)}</td>
          <td className="py-3 align-top">
            <State person={p} locale={locale} />
          </td>
          <td className={`py-3 align-top text-muted ${wideCell}`}>
            {p.lastSignIn ? formatAdminDate(p.lastSignIn, locale, true) : "—"}
          </td>
          <td className="py-3 align-top">
            <Actions person={p} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}

function State({ person, locale }: { person: PersonRow; locale: Locale }) {
  const { t } = useTranslation("admin");
  const tone =
    person.state === "active"
      ? "bg-success-bg text-success"
      : person.state === "invited"
        ? "bg-wheat-100 text-olive-800"
        : "bg-danger-bg text-danger";
  return (
    <>
      <span className={`inline-block rounded px-1.5 py-0.5 text-xs font-medium ${tone}`}>
        {t(`people.states.${person.state}`)}
      </span>
      {person.expiresAt && person.state === "invited" ? (
        <p className="mt-1 text-xs text-muted">
          {t("people.expires", { date: formatAdminDate(person.expiresAt, locale, true) })}
        </p>
      ) : null}
    </>
  );
}

function Actions({ person }: { person: PersonRow }) {
  const { t } = useTranslation("admin");
  const row = { id: person.id };
  const who = { name: person.name };
  if (person.kind === "invitation")
    return (
      <div className="flex flex-wrap justify-end gap-x-4 gap-y-2">
        <IntentButton {...row} intent="resend" className={rowAction}>
          {t("people.resend")}
        </IntentButton>
        <ConfirmedRowAction {...row} intent="withdraw" question={t("people.withdrawConfirm", who)}>
          {t("people.withdraw")}
        </ConfirmedRowAction>
      </div>
    );
  // The server refuses it anyway; the list does not offer it.
  if (person.lastOwner)
    return <p className="text-right text-xs text-muted sm:text-sm">{t("people.lastOwner")}</p>;
  const otherRole = person.role === "owner" ? "editor" : "owner";
  return (
    <div className="flex flex-wrap justify-end gap-x-4 gap-y-2">
      <Form method="post">
        <input type="hidden" name="id" value={person.id} />
        <input type="hidden" name="role" value={otherRole} />
        <button type="submit" name="intent" value="role" className={rowAction}>
          {t(`people.makeRole.${otherRole}`)}
        </button>
      </Form>
      {person.state === "disabled" ? (
        <IntentButton {...row} intent="enable" className={rowAction}>
          {t("people.enable")}
        </IntentButton>
      ) : (
        <ConfirmedRowAction
          {...row}
          intent="disable"
          question={t(person.isSelf ? "people.disableSelfConfirm" : "people.disableConfirm", who)}
        >
          {t("people.disable")}
        </ConfirmedRowAction>
      )}
      <ConfirmedRowAction
        {...row}
        intent="remove"
        question={t(person.isSelf ? "people.removeSelfConfirm" : "people.removeConfirm", who)}
      >
        {t("people.remove")}
      </ConfirmedRowAction>
    </div>
  );
}

function InviteForm({ locale, reply }: { locale: Locale; reply?: PeopleReply }) {
  const { t } = useTranslation("admin");
  const busy = useSubmitting("invite");
  const [form, fields] = useAdminForm({
    id: "invite",
    schema: inviteSchema,
    lastResult: reply?.form === "invite" ? reply.result : undefined,
    defaultValue: { role: "editor", locale },
  });
  return (
    <Form method="post" className="rounded-lg bg-white p-5 ring-1 ring-line sm:p-6" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="invite" />
      <h2 className="font-serif text-xl font-semibold text-olive-800">{t("people.inviteTitle")}</h2>
      <p className="mt-1 mb-4 text-sm text-muted">{t("people.inviteIntro")}</p>
      {reply?.message ? (
        <div className="mb-4">
          <Notice tone={reply.ok ? "success" : "danger"}>
            {t(reply.message as "people.done.invited", { email: reply.email })}
          </Notice>
        </div>
      ) : null}
      <FormErrorSummary form={form} requiredNote={false} className="mb-4" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField field={fields.name} label={t("people.name")} autoComplete="off" />
        <TextField field={fields.email} type="email" label={t("people.email")} autoComplete="off" />
        <SelectField
          field={fields.role}
          label={t("people.role")}
          hint={t("people.roleHint")}
          options={[
            { value: "editor", label: t("people.roles.editor") },
            { value: "owner", label: t("people.roles.owner") },
          ]}
        />
        <SelectField
          field={fields.locale}
          label={t("people.language")}
          options={[
            { value: "sr", label: t("people.languages.sr") },
            { value: "en", label: t("people.languages.en") },
          ]}
        />
      </div>
      <button type="submit" className={`${buttonPrimary} mt-5`} disabled={busy}>
        {t("people.send")}
      </button>
    </Form>
  );
}
