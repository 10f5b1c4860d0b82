import { useTranslation } from "react-i18next";
import { HeroCarousel, type HeroSlide } from "#app/components/home/hero-carousel.tsx";
import { NewsletterForm } from "#app/components/layout/newsletter-form.tsx";
import { ArticleCard } from "#app/components/ui/article-card.tsx";
import { ArrowRightIcon, GrainIcon } from "#app/components/ui/icons.tsx";
import { JsonLd } from "#app/components/ui/json-ld.tsx";
import { LocalizedLink, MoreLink } from "#app/components/ui/localized-link.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { ProductCard } from "#app/components/ui/product-card.tsx";
import { requestInfoContext } from "#app/context.server.ts";
import { listShowcaseProducts } from "#app/domain/catalogue/products.server.ts";
import { listPublishedArticles } from "#app/domain/news/articles.server.ts";
import { getPagePictures } from "#app/domain/pages/pages.server.ts";
import { getPageForRequest } from "#app/domain/pages/previews.server.ts";
import { publicSeo } from "#app/domain/seo/share-image.server.ts";
import { getT } from "#app/i18n/translate.ts";
import { siteFromMatches, useRootData } from "#app/root-data.ts";
import { defaultSettings } from "#app/schemas/settings-defaults.ts";
import { pageMeta } from "#app/seo/page-meta.ts";
import { businessJsonLd } from "#app/seo/structured-data.ts";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestInfoContext);
  const page = await getPageForRequest(request, "home", locale);
  const [featured, latest, pictures, seo] = await Promise.all([
    listShowcaseProducts({ locale, limit: 8 }),
    listPublishedArticles({ locale, limit: 3 }),
    getPagePictures([...page.hero.slides, page.story]),
    publicSeo(page.seo, locale),
  ]);
  return {
    locale,
    featured,
    latest,
    page,
    heroImages: pictures.slice(0, -1),
    storyImage: pictures.at(-1) ?? null,
    seo,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const site = siteFromMatches(matches);
  const t = getT(site.locale);
  const image = loaderData?.heroImages[0];
  return pageMeta(site, {
    title: t("home:meta.title"),
    description: t("home:meta.description", { brand: site.brand }),
    path: "/",
    image,
    seo: loaderData?.seo,
  });
};

const categories = [
  { slug: "gluten-free", key: "glutenFree", tone: "bg-wheat-100" },
  { slug: "sugar-free", key: "sugarFree", tone: "bg-olive-50" },
  { slug: "vegan", key: "vegan", tone: "bg-olive-100" },
  { slug: "protein", key: "protein", tone: "bg-linen" },
] as const;

const sectionTitle = "text-3xl sm:text-4xl";
const eyebrow = "mb-3 text-xs font-semibold uppercase tracking-[0.16em] text-honey-700";

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["home", "products", "news", "common"]);
  const root = useRootData();
  const settings = root?.settings ?? defaultSettings;
  const { locale, featured, latest, page, heroImages, storyImage } = loaderData;
  const slides: HeroSlide[] = page.hero.slides.map((s, i) => ({
    eyebrow: s.eyebrow,
    title: s.title,
    text: s.text,
    cta: { label: s.cta, to: s.link },
    image: heroImages[i] ?? null,
  }));
  return (
    <main id="main" tabIndex={-1}>
      <JsonLd
        data={businessJsonLd(
          settings,
          root?.origin ?? "",
          t("home:meta.description", { brand: settings.brandName }),
        )}
      />
      <HeroCarousel slides={slides} />

      {featured.length > 0 ? (
        <section aria-labelledby="featured-title" className="mx-auto max-w-page px-5 py-20 sm:px-8">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="featured-title" className={sectionTitle}>
                {t("products:featuredTitle")}
              </h2>
              <p className="mt-3 text-muted">{t("products:featuredIntro")}</p>
            </div>
            <MoreLink to="/proizvodi">{t("products:allProducts")}</MoreLink>
          </div>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {featured.map((product, i) => (
              // A phone shows four; the rest wait on the products page.
              <li key={product.id} className={i >= 4 ? "hidden sm:block" : undefined}>
                <ProductCard product={product} locale={locale} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="categories-title" className="bg-linen/70 py-20 below-fold">
        <div className="mx-auto max-w-page px-5 sm:px-8">
          <h2 id="categories-title" className={sectionTitle}>
            {page.categories.title}
          </h2>
          <p className="mt-3 max-w-2xl text-muted">{page.categories.intro}</p>
          <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {categories.map((c) => (
              <li key={c.slug}>
                <LocalizedLink
                  to={`/proizvodi?category=${c.slug}`}
                  className={`group flex h-full flex-col rounded-xl ${c.tone} p-7 ring-1 ring-line transition-shadow hover:shadow-card`}
                  data-testid="category-link"
                >
                  <GrainIcon className="h-8 w-8 text-honey-500" />
                  <h3 className="mt-5 text-xl">{t(`common:categories.${c.key}`)}</h3>
                  <p className="mt-2 flex-1 text-sm text-muted">{page.categories[c.key]}</p>
                  <span className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-olive-700 group-hover:text-olive-900">
                    {t("home:categories.browse")}
                    <ArrowRightIcon className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
                  </span>
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="story-title" className="mx-auto max-w-page px-5 py-24 sm:px-8 below-fold">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div className="overflow-hidden rounded-xl bg-wheat-100 shadow-card ring-1 ring-line">
            {storyImage ? (
              <Picture
                image={storyImage}
                sizes="(min-width: 1024px) 600px, calc(100vw - 2.5rem)"
                aspect={4 / 3}
                className="aspect-[4/3] h-auto w-full object-cover"
              />
            ) : (
              <div className="aspect-[4/3] w-full bg-gradient-to-br from-wheat-100 to-olive-100" />
            )}
          </div>
          <div>
            <p className={eyebrow}>{page.story.eyebrow}</p>
            <h2 id="story-title" className={sectionTitle}>
              {page.story.title}
            </h2>
            {page.story.paragraphs.map((paragraph, i) => (
              <p key={paragraph} className={`${i ? "mt-4" : "mt-6"} text-lg text-muted`}>
                {paragraph}
              </p>
            ))}
            {page.story.signature ? (
              <p className="mt-6 font-serif text-lg text-olive-800 italic">— {page.story.signature}</p>
            ) : null}
            <LocalizedLink
              to="/o-nama"
              className="mt-8 inline-flex items-center gap-2 rounded-full border border-olive-700/30 bg-white px-6 py-3 text-sm font-semibold text-olive-800 transition-colors hover:border-olive-700"
            >
              {page.story.cta}
              <ArrowRightIcon className="h-4 w-4" />
            </LocalizedLink>
          </div>
        </div>
      </section>

      <section aria-labelledby="why-title" className="bg-olive-800 py-20 text-cream">
        <div className="mx-auto max-w-page px-5 sm:px-8">
          <h2 id="why-title" className={`${sectionTitle} text-cream`}>
            {page.why.title}
          </h2>
          <p className="mt-3 max-w-2xl text-cream/80">{page.why.intro}</p>
          <ul className="mt-12 grid gap-10 sm:grid-cols-2 lg:grid-cols-4" data-testid="benefits">
            {page.why.items.map((item, i) => (
              <li key={item.title}>
                <span className="font-serif text-3xl text-honey-400" aria-hidden="true">
                  {String(i + 1).padStart(2, "0")}
                </span>
                <h3 className="mt-3 text-xl text-cream">{item.title}</h3>
                <p className="mt-2 text-sm text-cream/80">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section
        aria-labelledby="testimonials-title"
        className="mx-auto max-w-page px-5 py-24 sm:px-8 below-fold"
      >
        <h2 id="testimonials-title" className={`${sectionTitle} text-center`}>
          {page.testimonials.title}
        </h2>
        <ul className="mt-12 grid gap-6 md:grid-cols-3" data-testid="testimonials">
          {page.testimonials.items.map((item) => (
            <li key={item.author}>
              <figure className="flex h-full flex-col rounded-xl bg-white p-8 shadow-soft ring-1 ring-line">
                <span aria-hidden="true" className="font-serif text-5xl leading-none text-honey-400">
                  “
                </span>
                <blockquote className="mt-2 flex-1 text-ink">
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-line pt-4">
                  <span className="block font-semibold text-olive-800">{item.author}</span>
                  <span className="block text-sm text-muted">{item.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      {page.partners.items.length ? (
        <section aria-labelledby="partners-title" className="border-y border-line bg-cream py-16 below-fold">
          <div className="mx-auto max-w-page px-5 sm:px-8">
            <div className="text-center">
              <h2 id="partners-title" className="text-2xl sm:text-3xl">
                {page.partners.title}
              </h2>
              <p className="mt-2 text-muted">{page.partners.intro}</p>
            </div>
            <ul className="mt-10 grid grid-cols-2 gap-x-6 gap-y-8 text-center sm:grid-cols-3 lg:grid-cols-5">
              {page.partners.items.map((p) => (
                <li key={p.name}>
                  <span className="block font-serif text-lg font-semibold text-olive-700">{p.name}</span>
                  <span className="mt-1 block text-xs text-muted">{p.role}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="newsletter-title" id="home-newsletter" className="py-20 below-fold">
        <div className="mx-auto max-w-page px-5 sm:px-8">
          <div className="grid items-center gap-8 rounded-xl bg-wheat-100 p-8 ring-1 ring-line sm:p-12 lg:grid-cols-2">
            <div>
              <h2 id="newsletter-title" className="text-2xl sm:text-3xl">
                {page.newsletter.title}
              </h2>
              <p className="mt-3 text-muted">{page.newsletter.text}</p>
            </div>
            <NewsletterForm placement="home" />
          </div>
        </div>
      </section>

      {latest.length > 0 ? (
        <section aria-labelledby="latest-title" className="bg-linen/70 py-20 below-fold">
          <div className="mx-auto max-w-page px-5 sm:px-8">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="latest-title" className={sectionTitle}>
                {page.latest.title}
              </h2>
              <MoreLink to="/novosti">{t("news:allNews")}</MoreLink>
            </div>
            <ul className="mt-10 grid gap-6 md:grid-cols-3" data-testid="latest-news">
              {latest.map((article) => (
                <li key={article.slug}>
                  <ArticleCard article={article} locale={locale} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section
        aria-labelledby="cta-title"
        className="below-fold mx-auto max-w-page px-5 pt-24 pb-12 text-center sm:px-8"
      >
        <h2 id="cta-title" className={sectionTitle}>
          {page.cta.title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted">{page.cta.text}</p>
        <div className="mt-9 flex flex-wrap justify-center gap-3">
          <LocalizedLink
            to="/kontakt"
            className="inline-flex items-center gap-2 rounded-full bg-olive-700 px-7 py-3.5 text-sm font-semibold text-cream shadow-soft transition-colors hover:bg-olive-800"
          >
            {page.cta.contact}
            <ArrowRightIcon className="h-4 w-4" />
          </LocalizedLink>
          <LocalizedLink
            to="/proizvodi"
            className="inline-flex items-center rounded-full border border-olive-700/30 bg-white px-7 py-3.5 text-sm font-semibold text-olive-800 transition-colors hover:border-olive-700"
          >
            {page.cta.products}
          </LocalizedLink>
        </div>
      </section>
    </main>
  );
}
