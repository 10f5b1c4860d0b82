import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, redirect, useNavigation } from "react-router";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { buttonPrimary, buttonSecondary, Notice } from "#app/components/ui/field.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { CopyButton, LimitCounter } from "#app/components/ui/social-post.tsx";
import { adminSessionContext, requestInfoContext } from "#app/context.server.ts";
import { describeWriter } from "#app/domain/social/ai-provider.server.ts";
import {
  type GeneratedDraft,
  generateDrafts,
  hitGenerationLimit,
  prepareGeneration,
} from "#app/domain/social/generate.server.ts";
import { savePosts } from "#app/domain/social/posts.server.ts";
import { listPostSources, type SourceImage } from "#app/domain/social/sources.server.ts";
import { siteOrigin } from "#app/http/origin.server.ts";
import { readForm } from "#app/http/read-form.server.ts";
import { issuesByPath, nestFormData } from "#app/schemas/form-data.ts";
import {
  ctaKinds,
  draftSchema,
  generateFormSchema,
  lengths,
  type Platform,
  type PostLocale,
  platforms,
  tones,
} from "#app/schemas/social.ts";
import { generateFormValues } from "#app/schemas/social-form.ts";
import { adminMeta } from "#app/seo/admin-meta.ts";
import type { Route } from "./+types/social-media";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestInfoContext);
  const url = new URL(request.url);
  const sources = await listPostSources(locale);
  return {
    sources,
    writer: describeWriter(),
    preset: {
      productId: url.searchParams.get("product") ?? "",
      articleId: url.searchParams.get("article") ?? "",
    },
  };
}

type Values = Record<string, unknown>;
type ActionResult =
  | { kind: "invalid"; errors: Record<string, string>; values: Values }
  | { kind: "error"; message: string; seconds?: number; values: Values }
  | {
      kind: "generated";
      drafts: GeneratedDraft[];
      fallback: boolean;
      image: SourceImage | null;
      values: Values;
      seed: number;
    };

export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(adminSessionContext);
  const form = await readForm(request);
  const values = generateFormValues(form);
  const parsed = generateFormSchema.safeParse(values);
  if (!parsed.success)
    return data<ActionResult>(
      { kind: "invalid", errors: issuesByPath(parsed.error.issues), values },
      { status: 400 },
    );
  const prepared = await prepareGeneration(parsed.data, siteOrigin(request));
  if (!prepared)
    return data<ActionResult>({ kind: "error", message: "social.create.notFound", values }, { status: 404 });

  if (form.get("intent") === "save") {
    const raw = nestFormData(form).drafts as Record<string, unknown> | undefined;
    const drafts = [];
    for (const item of Object.values(raw ?? {})) {
      const draft = draftSchema.safeParse(item);
      if (draft.success) drafts.push(draft.data);
    }
    if (drafts.length === 0)
      return data<ActionResult>(
        { kind: "error", message: "social.create.nothingToSave", values },
        { status: 400 },
      );
    const writer = form.get("writer") === "ai" ? "ai" : "builtin";
    const link = (l: PostLocale) =>
      parsed.data.cta === "page"
        ? prepared.links[l].page
        : parsed.data.cta === "shop"
          ? (prepared.links[l].shop?.url ?? null)
          : null;
    const ids = await savePosts({
      drafts,
      sourceType: prepared.sourceType,
      sourceId: prepared.sourceId,
      sourceTitle: prepared.sourceTitle,
      topic: prepared.sourceType === "topic" ? parsed.data.topic : null,
      tone: parsed.data.tone,
      linkUrl: { sr: link("sr"), en: link("en") },
      writer,
      actor: session.email,
    });
    throw redirect(`/admin/social-media-content?saved=${ids.length}`);
  }

  const limit = await hitGenerationLimit(session.userId);
  if (!limit.allowed)
    return data<ActionResult>(
      { kind: "error", message: "social.create.rateLimited", seconds: limit.retryAfter, values },
      { status: 429, headers: { "retry-after": String(limit.retryAfter) } },
    );
  const seed = Math.min(1000, Math.max(0, Number.parseInt(String(form.get("seed") ?? "0"), 10) || 0));
  const result = await generateDrafts(prepared, { seed });
  return data<ActionResult>({
    kind: "generated",
    drafts: result.drafts,
    fallback: result.fallback,
    image: prepared.image,
    values,
    seed,
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.createContent");

interface DraftState {
  key: string;
  platform: Platform;
  locale: PostLocale;
  variant: number;
  text: string;
  writer: "builtin" | "ai";
  streaming: boolean;
}

type StreamEvent =
  | {
      type: "start";
      writer: "builtin" | "ai";
      drafts: Omit<DraftState, "text" | "writer" | "streaming">[];
      image: SourceImage | null;
    }
  | { type: "delta"; key: string; text: string }
  | { type: "final"; key: string; text: string; writer: "builtin" | "ai" }
  | { type: "notice"; code: "fallback" }
  | { type: "done" };

const inputClass =
  "mt-1.5 block h-11 w-full rounded-md border bg-white px-3 text-sm text-ink focus:border-olive-600 focus:outline-none";

function ErrorText({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm text-danger">
      {message}
    </p>
  ) : null;
}

function DraftCard({
  draft,
  index,
  onChange,
  onRemove,
}: {
  draft: DraftState;
  index: number;
  onChange: (text: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation("admin");
  const id = useId();
  const label = t("social.create.draftLabel", {
    platform: t(`social.platforms.${draft.platform}`),
    language: t(`social.languages.${draft.locale}`),
    variant: draft.variant,
  });
  return (
    <li
      className="flex flex-col rounded-lg bg-white p-4 ring-1 ring-line"
      data-testid="draft"
      data-platform={draft.platform}
      data-locale={draft.locale}
      data-variant={draft.variant}
    >
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={`${id}-text`} className="text-sm font-semibold text-olive-800">
          {label}
        </label>
        <span className="rounded-full bg-linen px-2 py-0.5 text-xs text-muted">
          {draft.writer === "ai" ? t("social.create.writtenByAi") : t("social.create.writtenByBuiltin")}
        </span>
      </div>
      <input type="hidden" name={`drafts.${index}.platform`} value={draft.platform} />
      <input type="hidden" name={`drafts.${index}.locale`} value={draft.locale} />
      <input type="hidden" name={`drafts.${index}.variant`} value={draft.variant} />
      <textarea
        id={`${id}-text`}
        name={`drafts.${index}.body`}
        lang={draft.locale === "en" ? "en" : "sr-Latn"}
        value={draft.text}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-count`}
        aria-busy={draft.streaming || undefined}
        rows={Math.min(16, Math.max(6, Math.ceil(draft.text.length / 55) + draft.text.split("\n").length))}
        className="mt-2 w-full flex-1 rounded-md border border-line bg-white p-3 text-sm leading-relaxed text-ink focus:border-olive-600 focus:outline-none"
      />
      <div className="mt-2">
        <LimitCounter text={draft.text} platform={draft.platform} id={`${id}-count`} />
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <CopyButton text={draft.text} label={t("social.create.copy")} className={buttonSecondary} />
        <button type="button" className={buttonSecondary} onClick={onRemove}>
          {t("social.create.remove")}
        </button>
      </div>
    </li>
  );
}

export default function AdminCreateContent({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const { sources, writer, preset } = loaderData;
  const result = actionData as ActionResult | undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const controller = useRef<AbortController | null>(null);

  const [drafts, setDrafts] = useState<DraftState[]>(() =>
    result?.kind === "generated" ? result.drafts.map((d) => ({ ...d, streaming: false })) : [],
  );
  const [image, setImage] = useState<SourceImage | null>(result?.kind === "generated" ? result.image : null);
  const [values, setValues] = useState<Values | null>(result?.kind === "generated" ? result.values : null);
  const [seed, setSeed] = useState(result?.kind === "generated" ? result.seed : 0);
  const [fallback, setFallback] = useState(result?.kind === "generated" && result.fallback);
  const [errors, setErrors] = useState<Record<string, string>>(
    result?.kind === "invalid" ? result.errors : {},
  );
  const [problem, setProblem] = useState<{ message: string; seconds?: number } | null>(
    result?.kind === "error" ? { message: result.message, seconds: result.seconds } : null,
  );
  const [busy, setBusy] = useState(false);
  const [writerNow, setWriterNow] = useState<"builtin" | "ai">(writer.kind);

  // A server answer (no JavaScript, or the save failing) replaces what is shown.
  useEffect(() => {
    if (!result) return;
    if (result.kind === "generated") {
      setDrafts(result.drafts.map((d) => ({ ...d, streaming: false })));
      setImage(result.image);
      setValues(result.values);
      setSeed(result.seed);
      setFallback(result.fallback);
      setErrors({});
      setProblem(null);
    } else if (result.kind === "invalid") setErrors(result.errors);
    else setProblem({ message: result.message, seconds: result.seconds });
  }, [result]);

  useEffect(() => () => controller.current?.abort(), []);

  const posted = (result?.values ?? {}) as Record<string, unknown>;
  const initial = (name: string, fallbackValue: string) =>
    typeof posted[name] === "string" ? (posted[name] as string) : fallbackValue;
  const postedPlatforms = Array.isArray(posted.platforms) ? (posted.platforms as string[]) : null;
  const err = (path: string) => (errors[path] ? t(errors[path] as "social.errors.source") : undefined);

  async function generate(nextSeed: number) {
    const form = formRef.current;
    if (!form) return;
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    const body = new FormData(form);
    body.set("seed", String(nextSeed));
    setBusy(true);
    setErrors({});
    setProblem(null);
    setFallback(false);
    try {
      const response = await fetch("/admin/social-media/generate", {
        method: "POST",
        body,
        signal: abort.signal,
        headers: { accept: "application/x-ndjson" },
      });
      if (!response.ok || !response.body) {
        const answer = (await response.json().catch(() => ({}))) as {
          error?: string;
          errors?: Record<string, string>;
          retryAfter?: number;
        };
        if (answer.error === "invalid" && answer.errors) setErrors(answer.errors);
        else if (answer.error === "rateLimited")
          setProblem({ message: "social.create.rateLimited", seconds: answer.retryAfter });
        else if (answer.error === "notFound") setProblem({ message: "social.create.notFound" });
        else setProblem({ message: "social.create.failed" });
        return;
      }
      const posted: Values = Object.fromEntries(body);
      posted.platforms = body.getAll("platforms");
      setValues(posted);
      setSeed(nextSeed);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value;
        const lines = buffer.split("\n");
        buffer = lines.pop() ?? "";
        for (const line of lines) {
          if (!line.trim()) continue;
          const event = JSON.parse(line) as StreamEvent;
          if (event.type === "start") {
            setWriterNow(event.writer);
            setImage(event.image);
            setDrafts(event.drafts.map((d) => ({ ...d, text: "", writer: event.writer, streaming: true })));
            // On a phone the drafts start below the form: bring them into view as they arrive.
            requestAnimationFrame(() =>
              document.getElementById("drafts-title")?.scrollIntoView({ block: "start" }),
            );
          } else if (event.type === "delta") {
            setDrafts((all) =>
              all.map((d) => (d.key === event.key ? { ...d, text: d.text + event.text } : d)),
            );
          } else if (event.type === "final") {
            setDrafts((all) =>
              all.map((d) =>
                d.key === event.key ? { ...d, text: event.text, writer: event.writer, streaming: false } : d,
              ),
            );
          } else if (event.type === "notice") setFallback(true);
        }
      }
    } catch {
      if (!abort.signal.aborted) setProblem({ message: "social.create.failed" });
    } finally {
      if (controller.current === abort) setBusy(false);
    }
  }

  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const generatingNoJs =
    navigation.state === "submitting" && navigation.formData?.get("intent") === "generate";
  const working = busy || generatingNoJs;
  const saved = values ?? {};
  const group = "rounded-lg bg-white p-5 ring-1 ring-line sm:p-6";
  const legend = "float-left mb-4 w-full font-serif text-xl font-semibold text-olive-800";

  return (
    <AdminPage title={t("pages.createContent")}>
      <div className="space-y-6">
        <p className="text-muted">{t("social.create.intro")}</p>
        <p className="text-sm" data-testid="active-writer">
          {t("social.create.activeWriter", {
            writer:
              writer.kind === "ai"
                ? t("social.writer.ai", { model: writer.model, host: writer.host })
                : t("social.writer.builtin"),
          })}
        </p>
        {problem ? (
          <Notice tone="danger">
            {t(problem.message as "social.create.failed", { seconds: problem.seconds ?? 0 })}
          </Notice>
        ) : null}
        {Object.keys(errors).length ? <Notice tone="danger">{t("social.create.invalid")}</Notice> : null}
        <Form
          method="post"
          ref={formRef}
          id="generate-form"
          noValidate
          className="space-y-6"
          onSubmit={(event) => {
            const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
            event.preventDefault();
            void generate(submitter?.name === "seed" ? Number(submitter.value) : 0);
          }}
        >
          <input type="hidden" name="intent" value="generate" />
          <fieldset className={group}>
            <legend className={legend}>{t("social.create.subject")}</legend>
            <div className="clear-both grid gap-4 md:grid-cols-3">
              {(["product", "article", "topic"] as const).map((kind) => {
                const checked = initial("sourceType", preset.articleId ? "article" : "product") === kind;
                return (
                  <div key={kind} className="rounded-md bg-linen/60 p-4">
                    <label className="flex items-center gap-2 text-sm font-semibold">
                      <input
                        type="radio"
                        name="sourceType"
                        value={kind}
                        defaultChecked={checked}
                        className="h-4 w-4 accent-olive-700"
                      />
                      {t(`social.sources.${kind}`)}
                    </label>
                    {kind === "topic" ? (
                      <div className="mt-3">
                        <label htmlFor="topic" className="block text-sm font-medium">
                          {t("social.create.topic")}
                        </label>
                        <input
                          id="topic"
                          name="topic"
                          type="text"
                          maxLength={300}
                          defaultValue={initial("topic", "")}
                          aria-invalid={err("topic") ? true : undefined}
                          aria-describedby="topic-hint topic-error"
                          className={`${inputClass} ${err("topic") ? "border-danger" : "border-line"}`}
                          onFocus={(e) => {
                            const radio = e.currentTarget.form?.querySelector<HTMLInputElement>(
                              'input[name="sourceType"][value="topic"]',
                            );
                            if (radio) radio.checked = true;
                          }}
                        />
                        <p id="topic-hint" className="mt-1 text-xs text-muted">
                          {t("social.create.topicHint")}
                        </p>
                        <ErrorText id="topic-error" message={err("topic")} />
                      </div>
                    ) : (
                      <div className="mt-3">
                        <label htmlFor={`${kind}Id`} className="block text-sm font-medium">
                          {t(`social.create.${kind}`)}
                        </label>
                        <select
                          id={`${kind}Id`}
                          name={`${kind}Id`}
                          defaultValue={initial(
                            `${kind}Id`,
                            kind === "product" ? preset.productId : preset.articleId,
                          )}
                          aria-invalid={err(`${kind}Id`) ? true : undefined}
                          aria-describedby={`${kind}Id-error`}
                          className={`${inputClass} ${err(`${kind}Id`) ? "border-danger" : "border-line"}`}
                          onChange={(e) => {
                            const radio = e.currentTarget.form?.querySelector<HTMLInputElement>(
                              `input[name="sourceType"][value="${kind}"]`,
                            );
                            if (radio) radio.checked = true;
                          }}
                        >
                          <option value="">{t("social.create.choose")}</option>
                          {(kind === "product" ? sources.products : sources.articles).map((s) => (
                            <option key={s.id} value={s.id}>
                              {s.label}
                              {s.status === "draft" ? ` ${t("social.create.unpublished")}` : ""}
                            </option>
                          ))}
                        </select>
                        <ErrorText id={`${kind}Id-error`} message={err(`${kind}Id`)} />
                      </div>
                    )}
                  </div>
                );
              })}
            </div>
            <ErrorText id="sourceType-error" message={err("sourceType")} />
          </fieldset>

          <fieldset className={group}>
            <legend className={legend}>{t("social.create.settingsTitle")}</legend>
            <div className="clear-both grid gap-5 md:grid-cols-2">
              <fieldset aria-describedby="platforms-error">
                <legend className="text-sm font-medium">{t("social.create.platforms")}</legend>
                <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
                  {platforms.map((p) => (
                    <label key={p} className="flex items-center gap-2 text-sm">
                      <input
                        type="checkbox"
                        name="platforms"
                        value={p}
                        defaultChecked={
                          postedPlatforms
                            ? postedPlatforms.includes(p)
                            : p === "instagram" || p === "facebook"
                        }
                        className="h-4 w-4 accent-olive-700"
                      />
                      {t(`social.platforms.${p}`)}
                    </label>
                  ))}
                </div>
                <ErrorText id="platforms-error" message={err("platforms")} />
              </fieldset>
              <fieldset>
                <legend className="text-sm font-medium">{t("social.create.language")}</legend>
                <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
                  {(["sr", "en", "both"] as const).map((l) => (
                    <label key={l} className="flex items-center gap-2 text-sm">
                      <input
                        type="radio"
                        name="language"
                        value={l}
                        defaultChecked={initial("language", "sr") === l}
                        className="h-4 w-4 accent-olive-700"
                      />
                      {t(`social.languages.${l}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
              <div>
                <label htmlFor="tone" className="block text-sm font-medium">
                  {t("social.create.tone")}
                </label>
                <select
                  id="tone"
                  name="tone"
                  defaultValue={initial("tone", "warm")}
                  className={`${inputClass} border-line`}
                >
                  {tones.map((tone) => (
                    <option key={tone} value={tone}>
                      {t(`social.tones.${tone}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="length" className="block text-sm font-medium">
                  {t("social.create.length")}
                </label>
                <select
                  id="length"
                  name="length"
                  defaultValue={initial("length", "medium")}
                  className={`${inputClass} border-line`}
                >
                  {lengths.map((l) => (
                    <option key={l} value={l}>
                      {t(`social.lengths.${l}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="cta" className="block text-sm font-medium">
                  {t("social.create.cta")}
                </label>
                <select
                  id="cta"
                  name="cta"
                  defaultValue={initial("cta", "page")}
                  className={`${inputClass} border-line`}
                >
                  {ctaKinds.map((c) => (
                    <option key={c} value={c}>
                      {t(`social.ctas.${c}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor="variants" className="block text-sm font-medium">
                  {t("social.create.variants")}
                </label>
                <select
                  id="variants"
                  name="variants"
                  defaultValue={initial("variants", "1")}
                  className={`${inputClass} border-line`}
                >
                  {[1, 2, 3].map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </div>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  name="hashtags"
                  value="1"
                  defaultChecked={result ? posted.hashtags === "1" : true}
                  className="h-4 w-4 accent-olive-700"
                />
                {t("social.create.hashtags")}
              </label>
            </div>
          </fieldset>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonPrimary} disabled={working}>
              {working ? t("social.create.generating") : t("social.create.generate")}
            </button>
            {drafts.length ? (
              <button
                type="submit"
                name="seed"
                value={seed + 1}
                className={buttonSecondary}
                disabled={working}
              >
                {t("social.create.regenerate")}
              </button>
            ) : null}
          </div>
        </Form>

        <div aria-live="polite" className="space-y-3">
          {fallback ? <Notice tone="danger">{t("social.create.fallback")}</Notice> : null}
        </div>

        {drafts.length ? (
          <section aria-labelledby="drafts-title" className="space-y-4" aria-busy={busy || undefined}>
            <div className="flex flex-wrap items-end justify-between gap-4">
              <div>
                <h2 id="drafts-title" className="text-2xl">
                  {t("social.create.results")}
                </h2>
                <p className="text-sm text-muted">{t("social.create.resultsHint")}</p>
              </div>
              {image ? (
                <div
                  className="w-28 overflow-hidden rounded-md ring-1 ring-line"
                  title={t("social.create.imageOf")}
                >
                  <Picture
                    image={image}
                    sizes="7rem"
                    className="aspect-square w-full object-cover"
                    aspect={1}
                  />
                </div>
              ) : null}
            </div>
            <Form method="post" className="space-y-4">
              <input type="hidden" name="writer" value={writerNow} />
              {Object.entries(saved).map(([name, value]) =>
                name === "intent" || name === "seed" ? null : Array.isArray(value) ? (
                  value.map((v) => (
                    <input key={`${name}-${String(v)}`} type="hidden" name={name} value={String(v)} />
                  ))
                ) : typeof value === "string" ? (
                  <input key={name} type="hidden" name={name} value={value} />
                ) : null,
              )}
              <ul className="grid gap-4 lg:grid-cols-2" data-testid="drafts">
                {drafts.map((draft, index) => (
                  <DraftCard
                    key={draft.key}
                    draft={draft}
                    index={index}
                    onChange={(text) =>
                      setDrafts((all) => all.map((d) => (d.key === draft.key ? { ...d, text } : d)))
                    }
                    onRemove={() => setDrafts((all) => all.filter((d) => d.key !== draft.key))}
                  />
                ))}
              </ul>
              <button
                type="submit"
                name="intent"
                value="save"
                className={buttonPrimary}
                disabled={saving || busy}
              >
                {saving ? t("social.create.saving") : t("social.create.save")}
              </button>
            </Form>
          </section>
        ) : null}
      </div>
    </AdminPage>
  );
}
