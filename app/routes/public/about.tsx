import { useTranslation } from "react-i18next";
import { PageHero } from "#app/components/layout/page-hero.tsx";
import { FeatureDialogCard } from "#app/components/ui/feature-dialog.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { requestInfoContext } from "#app/context.server.ts";
import { getPagePictures } from "#app/domain/pages/pages.server.ts";
import { getPageForRequest } from "#app/domain/pages/previews.server.ts";
import { publicSeo } from "#app/domain/seo/share-image.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { siteFromMatches } from "#app/root-data.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import type { Route } from "./+types/about";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestInfoContext);
  const page = await getPageForRequest(request, "about", locale);
  const [[image], seo] = await Promise.all([getPagePictures([page]), publicSeo(page.seo, locale)]);
  return { page, image: image ?? null, seo };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  const t = getT(site.locale);
  return pageMeta(site, {
    title: t("about:meta.title"),
    description: t("about:meta.description", { brand: site.brand }),
    path: "/o-nama",
    image: loaderData?.image,
    seo: loaderData?.seo,
  });
};

const sectionTitle = "text-3xl sm:text-4xl";

export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("about");
  const { page, image } = loaderData;
  return (
    <main id="main" tabIndex={-1}>
      <PageHero title={page.heading} intro={page.intro} />

      <section aria-labelledby="story-title" className="mx-auto max-w-page px-5 py-20 sm:px-8">
        <div className="grid items-start gap-12 lg:grid-cols-[1.1fr_1fr]">
          <div>
            <h2 id="story-title" className={sectionTitle}>
              {page.story.title}
            </h2>
            {page.story.paragraphs.map((p) => (
              <p key={p.slice(0, 24)} className="mt-5 text-lg text-muted">
                {p}
              </p>
            ))}
          </div>
          <div className="overflow-hidden rounded-xl bg-wheat-100 shadow-card ring-1 ring-line lg:mt-14">
            {image ? (
              <Picture
                image={image}
                sizes="(min-width: 1024px) 560px, calc(100vw - 2.5rem)"
                eager
                aspect={4 / 3}
                className="aspect-[4/3] h-auto w-full object-cover"
              />
            ) : (
              <div className="aspect-[4/3] w-full bg-gradient-to-br from-wheat-100 to-olive-100" />
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="special-title" className="bg-linen/70 py-20">
        <div className="mx-auto max-w-page px-5 sm:px-8">
          <h2 id="special-title" className={sectionTitle}>
            {page.special.title}
          </h2>
          <p className="mt-3 max-w-2xl text-muted">{page.special.intro}</p>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {page.special.items.map((item, i) => (
              <li key={item.title}>
                <FeatureDialogCard
                  index={i}
                  title={item.title}
                  text={item.text}
                  detail={item.detail}
                  whyLabel={t("special.why")}
                  closeLabel={t("special.close")}
                />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="expert-title" className="mx-auto max-w-page px-5 py-20 sm:px-8">
        <div className="grid items-center gap-10 rounded-xl bg-olive-800 p-8 text-cream sm:p-12 lg:grid-cols-[1fr_1.2fr]">
          <div>
            <p className="mb-3 text-xs font-semibold uppercase tracking-[0.16em] text-honey-400">
              {page.expert.eyebrow}
            </p>
            <h2 id="expert-title" className={`${sectionTitle} text-cream`}>
              {page.expert.title}
            </h2>
            {page.expert.paragraphs.map((p, i) => (
              <p key={p} className={`${i ? "mt-4" : "mt-5"} text-cream/85`}>
                {p}
              </p>
            ))}
          </div>
          {page.expert.quote ? (
            <figure className="rounded-xl bg-white/10 p-8">
              <blockquote className="font-serif text-xl leading-relaxed text-cream sm:text-2xl">
                <p>{page.expert.quote}</p>
              </blockquote>
              <figcaption className="mt-5 text-sm text-wheat-200">— {page.expert.title}</figcaption>
            </figure>
          ) : null}
        </div>
      </section>

      <section aria-labelledby="process-title" className="bg-linen/70 py-20">
        <div className="mx-auto max-w-page px-5 sm:px-8">
          <h2 id="process-title" className={sectionTitle}>
            {page.process.title}
          </h2>
          <p className="mt-3 max-w-2xl text-muted">{page.process.intro}</p>
          <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="process-steps">
            {page.process.steps.map((step, i) => (
              <li key={step.title} className="relative rounded-xl bg-white p-7 shadow-soft ring-1 ring-line">
                <span
                  aria-hidden="true"
                  className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-honey-400 font-serif text-lg font-semibold text-olive-900"
                >
                  {i + 1}
                </span>
                <h3 className="mt-4 text-xl">{step.title}</h3>
                <p className="mt-2 text-sm text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="quality-title" className="mx-auto max-w-page px-5 py-20 sm:px-8">
        <h2 id="quality-title" className={sectionTitle}>
          {page.quality.title}
        </h2>
        <p className="mt-3 max-w-2xl text-muted">{page.quality.intro}</p>
        <ul className="mt-10 grid gap-x-10 gap-y-8 md:grid-cols-2" data-testid="quality-standards">
          {page.quality.items.map((item) => (
            <li key={item.title} className="flex gap-4 border-t border-line pt-6">
              <svg
                viewBox="0 0 24 24"
                className="mt-1 h-6 w-6 shrink-0 text-olive-600"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden="true"
              >
                <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              <div>
                <h3 className="text-xl">{item.title}</h3>
                <p className="mt-1.5 text-muted">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
