import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ArrowRightIcon } from "#app/components/ui/icons.tsx";
import { Island } from "#app/components/ui/island.tsx";
import { LocalizedLink } from "#app/components/ui/localized-link.tsx";
import { Picture, type PictureImage } from "#app/components/ui/picture.tsx";

export const heroIntervalMs = 7000;

export interface HeroSlide {
  eyebrow: string;
  title: string;
  text: string;
  cta: { label: string; to: string };
  image: PictureImage | null;
}

/**
 * The home hero (WAI-ARIA carousel pattern): three slides, previous/next and
 * one button per slide, a pause button, rotation that stops while the
 * pointer or keyboard focus is inside and never starts for visitors who ask
 * for reduced motion (app/islands/carousel.ts). Every slide is in the server
 * HTML; the first is visible and its image loads eagerly. Without scripts the
 * controls keep their row but are not shown.
 */
export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const { t } = useTranslation("home");
  const baseId = useId();
  const count = slides.length;
  const button =
    "inline-flex h-11 w-11 items-center justify-center rounded-full border border-olive-700/25 bg-white text-olive-800 transition-colors hover:border-olive-700";

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("hero.label")}
      className="group/hero relative overflow-hidden bg-linen pt-28 pb-14 sm:pt-36 sm:pb-20"
      data-testid="hero"
      data-playing="false"
      data-paused="false"
      data-interval={heroIntervalMs}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 right-[-10%] h-[28rem] w-[28rem] rounded-full bg-wheat-200/60 blur-3xl"
      />
      <div className="relative mx-auto max-w-page px-5 sm:px-8">
        {/* The slides share one cell; each keeps its own height at the top of it, so the
            visible slide does not move when another slide's text rewraps as the fonts arrive. */}
        <div className="grid" aria-live="polite" data-slides>
          {slides.map((slide, i) => {
            const active = i === 0;
            const Heading = i === 0 ? "h1" : "h2";
            return (
              // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group
              <div
                key={slide.title}
                id={`${baseId}-slide-${i}`}
                role="group"
                aria-roledescription="slide"
                aria-label={t("hero.slideOf", { number: i + 1, total: count })}
                aria-hidden={active ? undefined : true}
                inert={!active}
                data-testid="hero-slide"
                data-active={active ? "true" : "false"}
                className="grid items-center gap-8 self-start opacity-100 transition-opacity duration-700 ease-calm [grid-area:1/1] data-[active=false]:pointer-events-none data-[active=false]:opacity-0 lg:grid-cols-[1.05fr_1fr] lg:gap-14"
              >
                <div>
                  <p className="mb-4 text-xs font-semibold uppercase tracking-[0.18em] text-honey-700">
                    {slide.eyebrow}
                  </p>
                  <Heading className="max-w-2xl text-4xl sm:text-5xl lg:text-[3.4rem] lg:leading-[1.08]">
                    {slide.title}
                  </Heading>
                  <p className="mt-6 max-w-xl text-lg text-muted">{slide.text}</p>
                  <div className="mt-8 flex flex-wrap gap-3">
                    <LocalizedLink
                      to={slide.cta.to}
                      className="inline-flex items-center gap-2 rounded-full bg-olive-700 px-7 py-3.5 text-sm font-semibold text-cream shadow-soft transition-colors hover:bg-olive-800"
                    >
                      {slide.cta.label}
                      <ArrowRightIcon className="h-4 w-4" />
                    </LocalizedLink>
                  </div>
                </div>
                <div className="overflow-hidden rounded-xl bg-wheat-100 shadow-card ring-1 ring-line">
                  {slide.image ? (
                    <Picture
                      image={slide.image}
                      sizes="(min-width: 1024px) 560px, calc(100vw - 2.5rem)"
                      eager={i === 0}
                      aspect={16 / 10}
                      className="aspect-[16/10] h-auto w-full object-cover"
                    />
                  ) : (
                    <div className="aspect-[16/10] w-full bg-gradient-to-br from-wheat-100 via-wheat-200 to-olive-100" />
                  )}
                </div>
              </div>
            );
          })}
        </div>

        <div className="mt-8 flex items-center gap-3 nojs:invisible" data-testid="hero-controls">
          <button
            type="button"
            aria-label={t("hero.pause")}
            data-label-pause={t("hero.pause")}
            data-label-play={t("hero.play")}
            data-testid="hero-pause"
            className={button}
          >
            <svg
              viewBox="0 0 24 24"
              className="h-4 w-4 group-data-[paused=true]/hero:hidden"
              fill="currentColor"
              aria-hidden="true"
            >
              <rect x="6" y="5" width="4" height="14" rx="1" />
              <rect x="14" y="5" width="4" height="14" rx="1" />
            </svg>
            <svg
              viewBox="0 0 24 24"
              className="hidden h-4 w-4 group-data-[paused=true]/hero:block"
              fill="currentColor"
              aria-hidden="true"
            >
              <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
            </svg>
          </button>
          <button
            type="button"
            aria-label={t("hero.previous")}
            data-testid="hero-previous"
            className={button}
          >
            <ArrowRightIcon className="h-4 w-4 rotate-180" />
          </button>
          <button type="button" aria-label={t("hero.next")} data-testid="hero-next" className={button}>
            <ArrowRightIcon className="h-4 w-4" />
          </button>
          <div className="ml-2 flex items-center">
            {slides.map((slide, i) => (
              <button
                key={slide.title}
                type="button"
                aria-label={t("hero.goTo", { number: i + 1 })}
                aria-controls={`${baseId}-slide-${i}`}
                aria-current={i === 0 ? "true" : undefined}
                data-testid="hero-dot"
                className="group inline-flex h-11 w-8 items-center justify-center"
              >
                <span className="block h-2.5 w-2.5 rounded-full bg-olive-300 transition-all duration-300 group-hover:bg-olive-500 group-aria-[current=true]:w-7 group-aria-[current=true]:bg-olive-700" />
              </button>
            ))}
          </div>
        </div>
      </div>
      <Island name="carousel" />
    </section>
  );
}
