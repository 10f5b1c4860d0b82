import { getFormProps } from "@conform-to/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect, useRevalidator } from "react-router";
import { formatAdminDate } from "#app/components/admin/admin-date.ts";
import { FormErrorSummary } from "#app/components/admin/form/error-summary.tsx";
import { TextField } from "#app/components/admin/form/field.tsx";
import {
  parseSubmission,
  useAdminForm,
  useLastAnswer,
  useSubmitting,
} from "#app/components/admin/form/use-admin-form.ts";
import { VersionConflictNotice, VersionField } from "#app/components/admin/form/version-conflict.tsx";
import { BodyField } from "#app/components/admin/news/body-field.tsx";
import { shownCampaignStatus } from "#app/components/admin/newsletter/campaign-status.ts";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { buttonPrimary, buttonSecondary, FormSection, Notice } from "#app/components/ui/field.tsx";
import { adminSessionContext, requestInfoContext } from "#app/context.server.ts";
import { describeConflict } from "#app/domain/content/record-version.server.ts";
import { listMedia } from "#app/domain/media/uploads.server.ts";
import {
  type CampaignDetail,
  cancelCampaign,
  deleteDraftCampaign,
  getCampaign,
  listCardChoices,
  previewCampaign,
  saveCampaign,
  scheduleCampaign,
  sendTestCampaign,
} from "#app/domain/newsletter/campaigns.server.ts";
import { dispatchIntent } from "#app/http/intents.server.ts";
import { siteOrigin } from "#app/http/origin.server.ts";
import type { Locale } from "#app/i18n/config.ts";
import { getLogger } from "#app/logger.server.ts";
import { campaignFormSchema, scheduleFormSchema } from "#app/schemas/campaigns.ts";
import { postedVersion, type VersionConflict, versionToken } from "#app/schemas/record-version.ts";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/newsletter-edit";

// One newsletter campaign (issue 25, point 2): the draft's texts and cards, the
// preview in both languages at phone and desktop width, a test mail to the
// signed-in person, sending now or at a Belgrade time, and, once it sends, the
// figures (refreshed while it sends) and the addresses it could not reach.

function formValues(c: CampaignDetail) {
  return {
    subjectSr: c.subjectSr,
    subjectEn: c.subjectEn,
    bodySr: c.bodySr,
    bodyEn: c.bodyEn,
    cards: c.cards.map((card) => `${card.kind}:${card.id}`),
  };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const session = context.get(adminSessionContext);
  const campaign = await getCampaign(params.id);
  if (!campaign) throw data(null, { status: 404 });
  const origin = siteOrigin(request);
  const { locale } = context.get(requestInfoContext);
  const [choices, library, previewSr, previewEn] = await Promise.all([
    listCardChoices(locale),
    campaign.status === "draft" ? listMedia({ pageSize: 200 }) : { items: [] },
    previewCampaign(params.id, "sr", origin),
    previewCampaign(params.id, "en", origin),
  ]);
  return {
    // The status read by the loader's clock, so the server's page and the browser's agree.
    campaign: { ...campaign, shown: shownCampaignStatus(campaign) },
    // A save changes it, and the editor then holds the newer one.
    version: versionToken(campaign.version, formValues(campaign)),
    defaultValue: formValues(campaign),
    choices,
    email: session.email,
    preview: { sr: previewSr ?? "", en: previewEn ?? "" },
    library: library.items
      .filter((m) => m.status !== "failed")
      .map(({ id, name, alt, width, height, status }) => ({ id, name, alt, width, height, status })),
  };
}

type SubmissionReply = ReturnType<ReturnType<typeof parseSubmission>["reply"]>;
type Reply = {
  intent: string;
  ok: boolean;
  message: string;
  /** The schedule form's own answer (its time). */
  result?: SubmissionReply;
  /** The campaign form's answer: its errors, or what was saved. */
  saved?: SubmissionReply;
  /** Someone saved the draft since this editor was loaded: nothing written. */
  conflict?: VersionConflict;
};
const reply = (value: Reply, init?: number) => data(value, init);

/**
 * A draft's text as the editor holds it, saved before a test, a send or a
 * schedule: the send buttons belong to the editor's form, so what is mailed is
 * what the owner sees, typed a moment ago or not. `error` is the answer when it
 * could not be saved.
 */
async function saveFirst(form: FormData, intent: string, id: string, actor: string) {
  // A scheduled campaign has no editor: its test mail posts nothing to save.
  if (!form.has("subjectSr")) return { saved: undefined };
  const submission = parseSubmission(form, campaignFormSchema);
  if (submission.status !== "success")
    return {
      error: reply({ intent, ok: false, message: "campaigns.invalid", saved: submission.reply() }, 400),
    };
  const sent = postedVersion(form);
  const saved = await saveCampaign(id, submission.value, actor, sent.expected?.version ?? null);
  if (saved === "not-found") throw data(null, { status: 404 });
  if (saved === "not-editable")
    return { error: reply({ intent, ok: false, message: "campaigns.notEditable" }, 409) };
  if (saved === "stale") {
    // Saved in another tab since this editor was loaded: nothing written or sent, the typed text goes back.
    const current = await getCampaign(id);
    if (!current) throw data(null, { status: 404 });
    const conflict = await describeConflict({
      entity: "campaign",
      entityId: id,
      sent,
      current: { version: current.version, values: formValues(current) },
    });
    return {
      error: reply(
        {
          intent,
          ok: false,
          message: "",
          saved: submission.reply({ formErrors: ["errors.recordChanged"] }),
          conflict,
        },
        409,
      ),
    };
  }
  return { saved: submission.reply() };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const session = context.get(adminSessionContext);
  const id = params.id;
  const origin = siteOrigin(request);
  return dispatchIntent(
    request,
    {
      save: async (form) => {
        const first = await saveFirst(form, "save", id, session.email);
        return (
          first.error ?? reply({ intent: "save", ok: true, message: "campaigns.saved", saved: first.saved })
        );
      },
      test: async (form) => {
        const first = await saveFirst(form, "test", id, session.email);
        if (first.error) return first.error;
        try {
          for (const locale of ["sr", "en"] as const)
            await sendTestCampaign(id, session.email, locale, origin);
          return reply({ intent: "test", ok: true, message: "campaigns.testSent", saved: first.saved });
        } catch (error) {
          getLogger().error({ err: error }, "newsletter test mail failed");
          return reply(
            { intent: "test", ok: false, message: "campaigns.testFailed", saved: first.saved },
            502,
          );
        }
      },
      sendNow: async (form) => {
        const first = await saveFirst(form, "sendNow", id, session.email);
        if (first.error) return first.error;
        const ok = await scheduleCampaign(id, new Date(), origin, session.email);
        return ok
          ? reply({ intent: "sendNow", ok: true, message: "campaigns.sending" })
          : reply({ intent: "sendNow", ok: false, message: "campaigns.missingSerbian" }, 409);
      },
      schedule: async (form) => {
        const submission = parseSubmission(form, scheduleFormSchema);
        if (submission.status !== "success")
          return reply({ intent: "schedule", ok: false, message: "", result: submission.reply() }, 400);
        const first = await saveFirst(form, "schedule", id, session.email);
        if (first.error) return first.error;
        const ok = await scheduleCampaign(id, new Date(submission.value.at), origin, session.email);
        return ok
          ? reply({ intent: "schedule", ok: true, message: "campaigns.scheduled" })
          : reply(
              {
                intent: "schedule",
                ok: false,
                message: "campaigns.missingSerbian",
                result: submission.reply(),
                saved: first.saved,
              },
              409,
            );
      },
      delete: async () => {
        if (!(await deleteDraftCampaign(id, session.email)))
          return reply({ intent: "delete", ok: false, message: "campaigns.notEditable" }, 409);
        throw redirect("/admin/newsletter?done=deleted");
      },
      cancel: async () => {
        const ok = await cancelCampaign(id, session.email);
        return reply(
          { intent: "cancel", ok, message: ok ? "campaigns.cancelled" : "campaigns.notScheduled" },
          ok ? 200 : 409,
        );
      },
    },
    "save",
  );
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.newsletter");

export default function NewsletterEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("admin");
  const locale: Locale = i18n.language === "en" ? "en" : "sr";
  const { campaign, choices, email, preview } = loaderData;
  // The figures' refresh below would otherwise take "Bilten je poslat na slanje." away after three seconds.
  const answer = useLastAnswer(actionData as Reply | undefined);
  const revalidator = useRevalidator();
  // While it sends, and from its time on while it waits to start (a "send now"
  // waits for the background work's next turn), the figures are read again every few seconds.
  useEffect(() => {
    const startsIn =
      campaign.status === "sending"
        ? 0
        : campaign.status === "scheduled" && campaign.scheduledAt
          ? Math.max(0, Date.parse(campaign.scheduledAt) - Date.now())
          : Number.POSITIVE_INFINITY;
    // Beyond what a timer holds (about 24 days) the page is surely reloaded before.
    if (startsIn > 2 ** 31 - 1) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = setTimeout(() => {
      timer = setInterval(() => {
        if (revalidator.state === "idle") void revalidator.revalidate();
      }, 3000);
    }, startsIn);
    return () => {
      clearTimeout(start);
      clearInterval(timer);
    };
  }, [campaign.status, campaign.scheduledAt, revalidator]);
  const editable = campaign.status === "draft";
  return (
    <AdminPage title={campaign.subjectSr || t("campaigns.untitled")}>
      <div className="space-y-6">
        <Link
          to="/admin/newsletter"
          className="text-sm font-medium text-olive-700 underline underline-offset-4"
        >
          {t("campaigns.back")}
        </Link>
        {answer?.message ? (
          <Notice tone={answer.ok ? "success" : "danger"}>
            {t(answer.message as "campaigns.saved", { email })}
          </Notice>
        ) : null}
        <Figures campaign={campaign} locale={locale} />
        {editable ? (
          <CampaignEditor
            key={campaign.id}
            defaultValue={loaderData.defaultValue}
            version={loaderData.version}
            choices={choices}
            library={loaderData.library}
            saved={answer?.saved}
            conflict={answer?.conflict}
          />
        ) : null}
        <Preview preview={preview} />
        <SendPanel campaign={campaign} email={email} reply={answer} />
        {campaign.failures.length > 0 ? (
          <section className="rounded-lg bg-white p-5 ring-1 ring-line" aria-labelledby="failures">
            <h2 id="failures" className="font-serif text-xl font-semibold text-olive-800">
              {t("campaigns.failures")}
            </h2>
            <p className="mt-1 text-sm text-muted">{t("campaigns.failuresHint")}</p>
            <table className="mt-3 w-full text-left text-sm" data-testid="campaign-failures">
              <thead className="text-muted">
                <tr>
                  <th className="py-2 font-medium">{t("campaigns.email")}</th>
                  <th className="py-2 font-medium">{t("campaigns.reason")}</th>
                </tr>
              </thead>
              <tbody>
                {campaign.failures.map((f) => (
                  <tr key={f.email} className="border-t border-line">
                    <td className="py-2 pr-4">{f.email}</td>
                    <td className="py-2">{f.reason}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}
      </div>
    </AdminPage>
  );
}

function Figures({
  campaign,
  locale,
}: {
  campaign: CampaignDetail & { shown: CampaignDetail["status"] | "starting" };
  locale: Locale;
}) {
  const { t } = useTranslation("admin");
  const { shown } = campaign;
  const items = [
    ["recipients", campaign.recipients],
    ["sent", campaign.sent],
    ["failed", campaign.failed],
    ["remaining", campaign.remaining],
  ] as const;
  return (
    <section className="rounded-lg bg-white p-5 ring-1 ring-line" data-testid="campaign-figures">
      <p className="text-sm font-semibold text-olive-800">
        {t("campaigns.status")}: <span data-testid="campaign-status">{t(`campaigns.statuses.${shown}`)}</span>
      </p>
      {shown === "starting" ? (
        <p className="mt-1 text-sm" role="status">
          {t("campaigns.startingHint")}
        </p>
      ) : null}
      {shown === "scheduled" && campaign.scheduledAt ? (
        <p className="mt-1 text-sm">
          {t("campaigns.scheduledFor", { date: formatAdminDate(campaign.scheduledAt, locale, true) })}
        </p>
      ) : null}
      {campaign.status === "sending" ? (
        <p className="mt-1 text-sm" role="status">
          {t("campaigns.progress")}
        </p>
      ) : null}
      {campaign.status === "sent" ? (
        <p className="mt-1 text-sm">
          {t("campaigns.sentAt", { date: formatAdminDate(campaign.date, locale, true) })}
        </p>
      ) : null}
      {campaign.status === "sending" || campaign.status === "sent" ? (
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {items.map(([key, value]) => (
            <div key={key} className="rounded-md bg-cream px-3 py-2">
              <dt className="text-xs text-muted">{t(`campaigns.${key}`)}</dt>
              <dd className="text-2xl font-semibold tabular-nums" data-testid={`figure-${key}`}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </section>
  );
}

/** The editor's form: the send panel's buttons post it, so a test or a send saves what was typed first. */
const campaignFormId = "campaign";

function CampaignEditor({
  defaultValue,
  version,
  conflict,
  choices,
  library,
  saved,
}: {
  defaultValue: Record<string, unknown>;
  version: string;
  conflict?: VersionConflict;
  choices: { products: { value: string; label: string }[]; articles: { value: string; label: string }[] };
  library: Parameters<typeof BodyField>[0]["library"];
  saved?: SubmissionReply;
}) {
  const { t } = useTranslation("admin");
  const [form, fields] = useAdminForm({
    id: campaignFormId,
    schema: campaignFormSchema,
    lastResult: saved,
    defaultValue,
  });
  const saving = useSubmitting("save");
  const chosen = new Set(
    Array.isArray(fields.cards.initialValue) ? (fields.cards.initialValue as string[]) : [],
  );
  return (
    <Form method="post" className="space-y-6" {...getFormProps(form)}>
      <FormErrorSummary form={form} />
      <VersionField token={version} conflict={conflict} />
      {conflict ? (
        <VersionConflictNotice
          conflict={conflict}
          labels={{
            subjectSr: t("campaigns.subjectSr"),
            subjectEn: t("campaigns.subjectEn"),
            bodySr: t("campaigns.bodySr"),
            bodyEn: t("campaigns.bodyEn"),
            cards: t("campaigns.cards"),
          }}
        />
      ) : null}
      <FormSection title={t("campaigns.previewLanguage.sr")}>
        <div className="sm:col-span-2">
          <TextField field={fields.subjectSr} label={t("campaigns.subjectSr")} />
        </div>
        <div className="sm:col-span-2">
          <BodyField
            field={fields.bodySr}
            label={t("campaigns.bodySr")}
            library={library}
            locale="sr"
            required
          />
        </div>
      </FormSection>
      <FormSection title={t("campaigns.previewLanguage.en")} description={t("campaigns.englishHint")}>
        <div className="sm:col-span-2">
          <TextField field={fields.subjectEn} label={t("campaigns.subjectEn")} />
        </div>
        <div className="sm:col-span-2">
          <BodyField field={fields.bodyEn} label={t("campaigns.bodyEn")} library={library} locale="en" />
        </div>
      </FormSection>
      <FormSection title={t("campaigns.cards")} description={t("campaigns.cardsHint")}>
        {(["products", "articles"] as const).map((group) => (
          <fieldset key={group} className="space-y-1">
            <legend className="mb-2 text-sm font-semibold text-olive-800">{t(`campaigns.${group}`)}</legend>
            <div className="max-h-64 space-y-1 overflow-y-auto pr-2">
              {choices[group].map((choice) => (
                <label key={choice.value} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name={fields.cards.name}
                    value={choice.value}
                    defaultChecked={chosen.has(choice.value)}
                    className="size-4 accent-olive-700"
                  />
                  {choice.label}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </FormSection>
      {/* The first submit button: Enter in a field saves (the send buttons below post this form too). */}
      <button type="submit" name="intent" value="save" className={buttonPrimary} disabled={saving}>
        {saving ? t("campaigns.saving") : t("campaigns.save")}
      </button>
    </Form>
  );
}

const widths = { phone: 390, desktop: 720 } as const;

function Preview({ preview }: { preview: { sr: string; en: string } }) {
  const { t } = useTranslation("admin");
  const [language, setLanguage] = useState<Locale>("sr");
  const [size, setSize] = useState<keyof typeof widths>("phone");
  const toggle = (active: boolean) =>
    `${buttonSecondary} ${active ? "border-olive-700 bg-olive-700 text-cream hover:border-olive-700" : ""}`;
  return (
    <section className="rounded-lg bg-white p-5 ring-1 ring-line" aria-labelledby="preview">
      <h2 id="preview" className="font-serif text-xl font-semibold text-olive-800">
        {t("campaigns.preview")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("campaigns.previewHint")}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {(["sr", "en"] as const).map((l) => (
          <button
            key={l}
            type="button"
            aria-pressed={language === l}
            className={toggle(language === l)}
            onClick={() => setLanguage(l)}
          >
            {t(`campaigns.previewLanguage.${l}`)}
          </button>
        ))}
        {(["phone", "desktop"] as const).map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={size === s}
            className={toggle(size === s)}
            onClick={() => setSize(s)}
          >
            {t(`campaigns.${s}`)}
          </button>
        ))}
      </div>
      <div className="mt-4 overflow-x-auto">
        <iframe
          // The mail runs no script: a sandbox with nothing allowed.
          sandbox=""
          srcDoc={preview[language]}
          title={t("campaigns.previewTitle", {
            language: t(`campaigns.previewLanguage.${language}`),
            width: t(`campaigns.${size}`),
          })}
          data-testid="campaign-preview"
          data-language={language}
          width={widths[size]}
          height={640}
          className="rounded-md border border-line bg-white"
        />
      </div>
    </section>
  );
}

function SendPanel({ campaign, email, reply }: { campaign: CampaignDetail; email: string; reply?: Reply }) {
  const { t } = useTranslation("admin");
  const busy = useSubmitting();
  const scheduleError =
    reply?.intent === "schedule" && reply.result?.error
      ? Object.values(reply.result.error)[0]?.[0]
      : undefined;
  const typedAt = reply?.intent === "schedule" ? String(reply.result?.initialValue?.at ?? "") : "";
  if (campaign.status === "sending" || campaign.status === "sent") return null;
  // A draft's buttons post the editor's form (its text is saved first); a
  // scheduled campaign has no editor, and its buttons have forms of their own.
  const draft = campaign.status === "draft";
  const editor = draft ? campaignFormId : undefined;
  return (
    <section className="space-y-4 rounded-lg bg-white p-5 ring-1 ring-line" aria-labelledby="send">
      <h2 id="send" className="font-serif text-xl font-semibold text-olive-800">
        {t("campaigns.sendTitle")}
      </h2>
      {draft ? <p className="text-sm text-muted">{t("campaigns.savedFirst")}</p> : null}
      <div className="flex flex-wrap items-center gap-3">
        {draft ? null : <Form method="post" id="campaign-test" />}
        <button
          type="submit"
          form={editor ?? "campaign-test"}
          name="intent"
          value="test"
          className={buttonSecondary}
          disabled={busy}
        >
          {t("campaigns.test")}
        </button>
        <span className="text-sm text-muted">{t("campaigns.testHint", { email })}</span>
      </div>
      {campaign.status === "scheduled" ? (
        <Form method="post">
          <input type="hidden" name="intent" value="cancel" />
          <button type="submit" className={buttonSecondary} disabled={busy}>
            {t("campaigns.cancel")}
          </button>
        </Form>
      ) : (
        <>
          {campaign.lacksEnglish && campaign.englishSubscribers > 0 ? (
            <p
              role="alert"
              className="rounded-md bg-danger-bg px-4 py-3 text-sm font-medium text-danger"
              data-testid="english-warning"
            >
              {t("campaigns.englishWarning", { count: campaign.englishSubscribers })}
            </p>
          ) : null}
          <div>
            <button
              type="submit"
              form={editor}
              name="intent"
              value="sendNow"
              className={buttonPrimary}
              disabled={busy}
              onClick={(event) => {
                if (!window.confirm(t("campaigns.sendNowConfirm", { count: campaign.activeSubscribers })))
                  event.preventDefault();
              }}
            >
              {t("campaigns.sendNow")}
            </button>
          </div>
          <div className="flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor="schedule-at" className="block text-sm font-medium text-olive-800">
                {t("campaigns.scheduleAt")}
              </label>
              <input
                id="schedule-at"
                name="at"
                type="datetime-local"
                form={editor}
                defaultValue={typedAt}
                aria-invalid={scheduleError ? true : undefined}
                aria-describedby={scheduleError ? "schedule-at-error" : undefined}
                className="mt-1 h-10 rounded-md border border-line px-3"
              />
              {scheduleError ? (
                <p id="schedule-at-error" className="mt-1 text-sm text-danger">
                  {t(scheduleError as "campaigns.inThePast")}
                </p>
              ) : null}
            </div>
            <button
              type="submit"
              form={editor}
              name="intent"
              value="schedule"
              className={buttonSecondary}
              disabled={busy}
            >
              {t("campaigns.schedule")}
            </button>
          </div>
          <Form
            method="post"
            className="border-t border-line pt-4"
            onSubmit={(event) => {
              if (!window.confirm(t("campaigns.deleteConfirm"))) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className={buttonSecondary} disabled={busy}>
              {t("campaigns.delete")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
