// The home hero's carousel (WAI-ARIA carousel pattern, spec §2): previous, next, a
// button per slide, pause; it turns every 7 s while neither the pointer nor keyboard
// focus is inside, and never for visitors who ask for reduced motion. Without this the
// first slide stands, with the others in the HTML.

for (const hero of document.querySelectorAll<HTMLElement>('[data-testid="hero"]')) {
  const slides = [...hero.querySelectorAll<HTMLElement>('[data-testid="hero-slide"]')];
  const dots = [...hero.querySelectorAll<HTMLButtonElement>('[data-testid="hero-dot"]')];
  const pause = hero.querySelector<HTMLButtonElement>('[data-testid="hero-pause"]');
  const live = hero.querySelector<HTMLElement>("[data-slides]");
  const interval = Number(hero.dataset.interval) || 7000;
  const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)");
  let index = 0;
  let paused = false;
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  const go = (to: number) => {
    index = ((to % slides.length) + slides.length) % slides.length;
    slides.forEach((slide, i) => {
      const active = i === index;
      slide.dataset.active = String(active);
      slide.inert = !active;
      if (active) slide.removeAttribute("aria-hidden");
      else slide.setAttribute("aria-hidden", "true");
    });
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
  };

  const update = () => {
    const rotating = !paused && !reducedMotion.matches && !hovered && !focused;
    hero.dataset.playing = String(rotating);
    hero.dataset.paused = String(paused);
    // While it turns by itself, a screen reader is not told of every slide.
    live?.setAttribute("aria-live", rotating ? "off" : "polite");
    pause?.setAttribute("aria-label", (paused ? pause.dataset.labelPlay : pause.dataset.labelPause) ?? "");
    clearInterval(timer);
    if (rotating) timer = setInterval(() => go(index + 1), interval);
  };

  pause?.addEventListener("click", () => {
    paused = !paused;
    update();
  });
  hero.querySelector('[data-testid="hero-previous"]')?.addEventListener("click", () => go(index - 1));
  hero.querySelector('[data-testid="hero-next"]')?.addEventListener("click", () => go(index + 1));
  dots.forEach((dot, i) => {
    dot.addEventListener("click", () => go(i));
  });
  hero.querySelector('[data-testid="hero-controls"]')?.addEventListener("keydown", (event) => {
    const key = (event as KeyboardEvent).key;
    if (key !== "ArrowRight" && key !== "ArrowLeft") return;
    event.preventDefault();
    go(index + (key === "ArrowRight" ? 1 : -1));
  });
  hero.addEventListener("mouseenter", () => {
    hovered = true;
    update();
  });
  hero.addEventListener("mouseleave", () => {
    hovered = false;
    update();
  });
  hero.addEventListener("focusin", () => {
    focused = true;
    update();
  });
  hero.addEventListener("focusout", (event) => {
    if (hero.contains(event.relatedTarget as Node | null)) return;
    focused = false;
    update();
  });
  reducedMotion.addEventListener("change", update);
  update();
}
