import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CAROUSEL_ADVANCE_MS } from '@lootforge/core/carousel';
import { ChevronRightIcon, PauseIcon, PlayIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { useCarousel } from '../use-carousel';

export type CarouselSlide = { key: string; /** What the slide's dot is called after its number. */ name: string; content: ReactNode };

/**
 * A carousel as the WAI-ARIA APG pattern describes it: a labelled region whose rotation button
 * comes first, then previous and next, the slides (each a group "N of M"; only the one shown is
 * reachable) in a live region that is silent while it rotates, then a dot for each slide. A drag
 * or swipe sideways changes slide.
 */
export function Carousel({ label, slides }: { label: string; slides: readonly CarouselSlide[] }) {
  const count = slides.length;
  const carousel = useCarousel(count);
  const slidesId = useId();
  const { current, dragPx } = carousel;
  // Past either end a drag meets resistance: the slide it would bring is across the whole strip.
  const atEdge = dragPx !== null && ((current === 0 && dragPx > 0) || (current === count - 1 && dragPx < 0));
  const offsetPx = dragPx === null ? 0 : atEdge ? dragPx / 3 : dragPx;

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label} className="relative" {...carousel.region}>
      {count > 1 ? (
        <div className="absolute top-3 right-3 z-10 flex items-center gap-1.5 sm:top-4 sm:right-4">
          <ControlButton label={carousel.playing ? 'Stop automatic slide show' : 'Start automatic slide show'} onClick={carousel.toggleRotation}>
            {carousel.playing ? <PauseIcon className="size-4" fill="currentColor" /> : <PlayIcon className="size-4 translate-x-px" fill="currentColor" />}
          </ControlButton>
          <ControlButton label="Previous slide" controls={slidesId} onClick={carousel.previous}>
            <ChevronRightIcon className="size-5 rotate-180" />
          </ControlButton>
          <ControlButton label="Next slide" controls={slidesId} onClick={carousel.next}>
            <ChevronRightIcon className="size-5" />
          </ControlButton>
        </div>
      ) : null}

      <div
        id={slidesId}
        aria-live={carousel.rotating ? 'off' : 'polite'}
        // Clipped, not hidden: a hidden overflow still scrolls to bring a focused link into view, and the strip would then sit off its slide.
        className={cn('touch-pan-y overflow-clip rounded-3xl border border-line bg-ink-850 select-none', dragPx !== null && 'cursor-grabbing')}
        {...carousel.viewport}
      >
        <div
          data-carousel-track=""
          className={cn('flex', dragPx === null && 'transition-transform duration-500 ease-[cubic-bezier(0.22,1,0.36,1)]')}
          style={{ transform: `translate3d(calc(${-current * 100}% + ${offsetPx}px), 0, 0)` }}
        >
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
              aria-current={index === current ? 'true' : undefined}
              inert={index !== current}
              className="w-full shrink-0"
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>

      {count > 1 ? (
        <div className="mt-3 flex flex-wrap justify-center">
          {slides.map((slide, index) => (
            <button
              key={slide.key}
              type="button"
              aria-label={`Slide ${index + 1}: ${slide.name}`}
              aria-current={index === current ? 'true' : undefined}
              aria-controls={slidesId}
              onClick={() => carousel.goTo(index)}
              className="group grid h-7 place-items-center rounded-full px-1.5 focus-visible:outline-2 focus-visible:outline-cool"
            >
              {index === current ? (
                <Progress key={`${index}:${carousel.rotating}`} running={carousel.rotating && !carousel.reducedMotion} />
              ) : (
                <span className="block size-2 rounded-full bg-ink-500 transition-colors group-hover:bg-fg-subtle" />
              )}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The shown slide's dot: a pill that fills over the slide's time while the carousel rotates, full otherwise. */
function Progress({ running }: { running: boolean }) {
  const fill = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!running || typeof fill.current?.animate !== 'function') return;
    const animation = fill.current.animate([{ transform: 'scaleX(0)' }, { transform: 'scaleX(1)' }], { duration: CAROUSEL_ADVANCE_MS, easing: 'linear' });
    return () => animation.cancel();
  }, [running]);
  return (
    <span className="block h-2 w-7 overflow-hidden rounded-full bg-ink-600">
      <span ref={fill} className="block size-full origin-left rounded-full bg-accent" />
    </span>
  );
}

function ControlButton({ label, controls, onClick, children }: { label: string; controls?: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-controls={controls}
      onClick={onClick}
      className="grid size-10 place-items-center rounded-full bg-ink-950/70 text-fg ring-1 ring-white/15 backdrop-blur-md transition-colors ring-inset hover:bg-ink-800 hover:ring-white/30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-cool sm:size-9"
    >
      {children}
    </button>
  );
}
