import { Suspense, useRef, useState } from 'react';
import { BookingForm } from './booking-form';
import { Icon } from '../../../components/icons';
import { ratingOutOfFive, useSiteFigures } from '../../../components/site-figures';
import { hero, heroSlides } from '../../../content/home';
import { useT } from '../../../lib/i18n';

const slideTones: Record<(typeof heroSlides)[number]['tone'], string> = {
  blue: 'from-brand-700 to-brand-900',
  teal: 'from-teal-700 to-teal-900',
  sky: 'from-sky-700 to-sky-900',
  amber: 'from-amber-700 to-amber-900',
  slate: 'from-slate-700 to-slate-900',
  rose: 'from-rose-700 to-rose-900',
};

/** Six swipeable slides with dots (phones only). */
function HeroCarousel() {
  const track = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const { t } = useT();
  const onScroll = () => {
    const el = track.current;
    if (el) setActive(Math.round(el.scrollLeft / el.clientWidth));
  };
  const goTo = (index: number) => {
    const el = track.current;
    el?.scrollTo({ left: index * el.clientWidth, behavior: 'smooth' });
  };
  return (
    <section aria-roledescription="carousel" aria-label={t('home.slides.label')} className="md:hidden">
      {/* Focusable, so a keyboard can scroll the slides as a finger does (arrow keys). */}
      <ul
        ref={track}
        onScroll={onScroll}
        tabIndex={0}
        aria-label={t('home.slides.list')}
        className="flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-white"
      >
        {heroSlides.map((slide, index) => (
          <li
            key={slide.id}
            aria-roledescription="slide"
            aria-label={t('home.slides.position', { index: index + 1, count: heroSlides.length })}
            className={`flex w-full shrink-0 snap-center items-center gap-4 bg-gradient-to-br px-5 py-6 text-white ${slideTones[slide.tone]}`}
          >
            <div className="flex-1">
              <p className="text-lg font-bold">{t(slide.title)}</p>
              <p className="mt-1 text-sm text-white/90">{t(slide.text)}</p>
            </div>
            <span className="grid size-16 shrink-0 place-items-center rounded-2xl bg-white">
              <img src={slide.icon} alt="" width="40" height="40" className="size-10" />
            </span>
          </li>
        ))}
      </ul>
      <div className="flex justify-center gap-1 bg-white pt-1">
        {heroSlides.map((slide, index) => (
          <button
            key={slide.id}
            type="button"
            aria-label={t('home.slides.show', { index: index + 1, title: t(slide.title) })}
            aria-current={active === index}
            onClick={() => goTo(index)}
            className="grid size-6 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            <span className={`block size-2 rounded-full ${active === index ? 'bg-brand-600' : 'bg-slate-300'}`} />
          </button>
        ))}
      </div>
    </section>
  );
}

/**
 * The customers' rating once there are enough reviews to say it, else the garages and cities there are;
 * an empty line of the same height until the figures arrive (the prerendered page carries none).
 */
function FiguresLine() {
  const { t } = useT();
  const figures = useSiteFigures();
  const text = !figures
    ? null
    : figures.rating
      ? t('home.hero.rating', { rating: ratingOutOfFive(figures.rating.average), count: figures.rating.count })
      : t('home.hero.footprint', { garages: figures.garages, cities: figures.cities });
  return (
    <p
      className={`mt-6 inline-flex min-h-10 items-center gap-2 rounded-full bg-white/10 px-4 py-2 font-semibold ${text ? '' : 'invisible'}`}
      data-figure="hero"
    >
      <Icon name={figures?.rating ? 'star' : 'pin'} className="size-5 text-amber-300" />
      {text}
    </p>
  );
}

export function Hero() {
  const { t } = useT();
  return (
    <>
      <Suspense fallback={null}>
        <HeroCarousel />
      </Suspense>
      <Suspense fallback={null}>
        <section className="px-4 pt-4 pb-2 md:bg-brand-900 md:bg-[url(/images/hero.svg)] md:bg-cover md:bg-center md:px-0 md:pt-28 md:pb-16">
          <div className="mx-auto grid max-w-6xl items-center gap-8 md:grid-cols-[1fr_24rem] md:px-4">
            <div className="hidden text-white md:block">
              <h1 className="text-4xl leading-tight font-extrabold lg:text-5xl">{t(hero.title)}</h1>
              <p className="mt-4 max-w-xl text-lg text-white/90">{t(hero.subtitle)}</p>
              <FiguresLine />
            </div>
            <h1 className="text-xl font-extrabold text-slate-900 md:hidden">{t(hero.title)}</h1>
            <BookingForm />
          </div>
        </section>
      </Suspense>
    </>
  );
}
