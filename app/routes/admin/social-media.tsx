import { useTranslation } from "react-i18next";
import { data, Link, redirect } from "react-router";
import { parseSubmission } from "#app/components/admin/form/use-admin-form.ts";
import { DraftList } from "#app/components/admin/social/draft-list.tsx";
import { useDraftStream } from "#app/components/admin/social/use-draft-stream.ts";
import { WriterForm } from "#app/components/admin/social/writer-form.tsx";
import {
  type DraftView,
  type Generated,
  settingsOf,
  type WriterReply,
} from "#app/components/admin/social/writer-reply.ts";
import { AdminPage } from "#app/components/layout/admin-page.tsx";
import { Notice } from "#app/components/ui/field.tsx";
import { adminSessionContext, requestInfoContext } from "#app/context.server.ts";
import { describeWriter } from "#app/domain/social/ai-provider.server.ts";
import {
  generateDrafts,
  hitGenerationLimit,
  type PreparedGeneration,
  prepareGeneration,
} from "#app/domain/social/generate.server.ts";
import { savePosts } from "#app/domain/social/posts.server.ts";
import { listPostSources } from "#app/domain/social/sources.server.ts";
import { dispatchIntent } from "#app/http/intents.server.ts";
import { siteOrigin } from "#app/http/origin.server.ts";
import { type PostLocale, platforms, postLocales } from "#app/schemas/social.ts";
import {
  generateFormSchema,
  generationSeed,
  missingSource,
  saveDraftsSchema,
} from "#app/schemas/social-form.ts";
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

const reply = (value: WriterReply, init?: number | ResponseInit) => data(value, init);

export async function action({ request, context }: Route.ActionArgs) {
  const session = context.get(adminSessionContext);
  return dispatchIntent(request, {
    generate: (form) => generate(form, request, session.userId),
    save: (form) => save(form, request, session.email),
  });
}

/** Writes the drafts at once: the form without JavaScript (the page streams them otherwise). */
async function generate(form: FormData, request: Request, userId: string) {
  const submission = parseSubmission(form, generateFormSchema);
  if (submission.status !== "success")
    return reply({ intent: "generate", result: submission.reply(), message: "social.create.invalid" }, 400);
  const prepared = await prepareGeneration(submission.value, siteOrigin(request));
  if (!prepared)
    return reply(
      {
        intent: "generate",
        result: submission.reply({ fieldErrors: missingSource(submission.value.sourceType) }),
        message: "social.create.invalid",
      },
      404,
    );
  const limit = await hitGenerationLimit(userId);
  if (!limit.allowed)
    return reply(
      {
        intent: "generate",
        result: submission.reply(),
        message: "social.create.rateLimited",
        seconds: limit.retryAfter,
      },
      { status: 429, headers: { "retry-after": String(limit.retryAfter) } },
    );
  const seed = generationSeed(form.get("seed"));
  const { drafts, fallback, gaps } = await generateDrafts(prepared, { seed });
  return reply({
    intent: "generate",
    result: submission.reply(),
    generated: {
      drafts,
      fallback,
      gaps,
      seed,
      writer: describeWriter().kind,
      image: prepared.image,
      settings: settingsOf(form),
    },
  });
}

async function save(form: FormData, request: Request, actor: string) {
  const submission = parseSubmission(form, saveDraftsSchema);
  // A refused save shows the drafts again, as they were sent.
  const again = (prepared: PreparedGeneration | null): Generated => ({
    drafts: postedDrafts(submission.payload.drafts),
    writer: form.get("writer") === "ai" ? "ai" : "builtin",
    fallback: false,
    seed: 0,
    image: prepared?.image ?? null,
    settings: settingsOf(Object.entries(submission.payload)),
  });
  if (submission.status !== "success") {
    const value = generateFormSchema.safeParse(submission.payload);
    const prepared = value.success ? await prepareGeneration(value.data, siteOrigin(request)) : null;
    return reply(
      {
        intent: "save",
        result: submission.reply(),
        message: "social.create.invalid",
        generated: again(prepared),
      },
      400,
    );
  }
  const { drafts, writer, ...choices } = submission.value;
  const prepared = await prepareGeneration(choices, siteOrigin(request));
  if (!prepared) {
    const [missing] = Object.values(missingSource(choices.sourceType));
    return reply(
      { intent: "save", result: submission.reply(), message: missing?.[0], generated: again(null) },
      404,
    );
  }
  if (drafts.length === 0)
    return reply(
      {
        intent: "save",
        result: submission.reply(),
        message: "social.create.nothingToSave",
        generated: again(prepared),
      },
      400,
    );
  const link = (l: PostLocale) =>
    choices.cta === "page"
      ? prepared.links[l].page
      : choices.cta === "shop"
        ? (prepared.links[l].shop?.url ?? null)
        : null;
  const ids = await savePosts({
    drafts,
    sourceType: prepared.sourceType,
    sourceId: prepared.sourceId,
    sourceTitle: prepared.sourceTitle,
    topic: prepared.sourceType === "topic" ? choices.topic || choices.topicEn : null,
    tone: choices.tone,
    linkUrl: { sr: link("sr"), en: link("en") },
    writer,
    actor,
  });
  throw redirect(`/admin/social-media-content?saved=${ids.length}`);
}

/** The posted drafts that name a platform and a language, to show again. */
function postedDrafts(posted: unknown): DraftView[] {
  if (!Array.isArray(posted)) return [];
  return posted.flatMap((item, i) => {
    const d = (item ?? {}) as Record<string, unknown>;
    const platform = platforms.find((p) => p === d.platform);
    const locale = postLocales.find((l) => l === d.locale);
    if (!platform || !locale) return [];
    const variant = Number(d.variant) || 1;
    const text = typeof d.body === "string" ? d.body : "";
    const writer = d.writer === "ai" ? "ai" : "builtin";
    return [{ key: `${platform}-${locale}-${variant}-${i}`, platform, locale, variant, text, writer }];
  });
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "pages.createContent");

export default function AdminCreateContent({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const { sources, writer, preset } = loaderData;
  const answer = actionData as WriterReply | undefined;
  const stream = useDraftStream(answer, writer.kind);
  const { problem } = stream;
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
        <WriterForm
          sources={sources}
          preset={preset}
          settings={answer?.intent === "save" ? answer.generated?.settings : undefined}
          lastResult={stream.refused ?? (answer?.intent === "generate" ? answer.result : undefined)}
          busy={stream.busy}
          seed={stream.seed}
          canRegenerate={stream.drafts.length > 0}
          onGenerate={(form, seed) => void stream.generate(form, seed)}
        />
        <div aria-live="polite" className="space-y-3">
          {stream.fallback ? <Notice tone="danger">{t("social.create.fallback")}</Notice> : null}
          {stream.gaps.map((gap) => (
            <Notice key={`${gap.sourceType}-${gap.locale}`} tone="danger">
              <span data-testid="source-gap">
                {t(`social.create.gap.${gap.sourceType}`)}{" "}
                <Link to={gap.editPath} className="underline">
                  {t("social.create.gapLink")}
                </Link>
                . {t("social.create.gapHint")}
              </span>
            </Notice>
          ))}
        </div>
        {stream.drafts.length ? (
          <DraftList
            drafts={stream.drafts}
            image={stream.image}
            settings={stream.settings}
            writer={stream.writer}
            round={stream.round}
            busy={stream.busy}
            lastResult={answer?.intent === "save" ? answer.result : undefined}
            onEdit={stream.edit}
            onRemove={stream.remove}
          />
        ) : null}
      </div>
    </AdminPage>
  );
}
