import { useEffect, useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';
import { CAROUSEL_ADVANCE_MS } from '@lootforge/core/carousel';
import { useReducedMotion } from '../../lib/use-reduced-motion';
import { isRotating, swipeStep, wrapIndex } from './carousel';

/** How far a pointer moves sideways before it counts as a drag rather than a click or a tap. */
const DRAG_START_PX = 6;

type Drag = { pointerId: number; startX: number; startY: number; active: boolean };

/**
 * The state of a carousel that follows the WAI-ARIA APG pattern: the slide shown, rotation every
 * CAROUSEL_ADVANCE_MS, paused while a pointer rests on it or drags it, stopped by keyboard focus
 * inside it (until the rotation button starts it again) and stopped from the start for someone who
 * asked for reduced motion. Handlers for the region and for the slides' viewport come with it.
 */
export function useCarousel(slideCount: number) {
  const reducedMotion = useReducedMotion();
  // null until the player presses the rotation button or moves keyboard focus into the carousel.
  const [chosenPlaying, setChosenPlaying] = useState<boolean | null>(null);
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [dragPx, setDragPx] = useState<number | null>(null);
  const drag = useRef<Drag | null>(null);
  const clickAfterDrag = useRef(false);

  const current = wrapIndex(index, slideCount);
  const playing = chosenPlaying ?? !reducedMotion;
  const rotating = isRotating({ playing, hovered, dragging: dragPx !== null, slideCount });

  // A fresh wait on every slide change, so a slide picked by hand gets its full time too.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex(current + 1), CAROUSEL_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [rotating, current]);

  const goTo = (target: number) => setIndex(wrapIndex(target, slideCount));

  const region = {
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'touch') setHovered(true);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType !== 'touch') setHovered(false);
    },
    // Only keyboard focus stops it (APG): a click on a dot leaves the focus there without a ring.
    onFocus: (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.matches(':focus-visible')) setChosenPlaying(false);
    },
  };

  const viewport = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      drag.current = { pointerId: event.pointerId, startX: event.clientX, startY: event.clientY, active: false };
      clickAfterDrag.current = false;
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const state = drag.current;
      if (!state || state.pointerId !== event.pointerId) return;
      const dxPx = event.clientX - state.startX;
      const dyPx = event.clientY - state.startY;
      if (!state.active) {
        if (Math.abs(dyPx) > DRAG_START_PX && Math.abs(dyPx) > Math.abs(dxPx)) {
          drag.current = null;
          return;
        }
        if (Math.abs(dxPx) < DRAG_START_PX) return;
        // Captured only once it is a drag: a capture at pointerdown would take the click from the link under it.
        state.active = true;
        clickAfterDrag.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
      }
      setDragPx(dxPx);
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      const state = drag.current;
      if (!state || state.pointerId !== event.pointerId) return;
      drag.current = null;
      if (!state.active) return;
      const step = swipeStep({ dxPx: event.clientX - state.startX, dyPx: event.clientY - state.startY });
      if (step !== 0) goTo(current + step);
      setDragPx(null);
    },
    onPointerCancel: () => {
      drag.current = null;
      setDragPx(null);
    },
    // The click that ends a drag over a link is not a click on that link. A key's click (detail 0) always is.
    onClickCapture: (event: MouseEvent) => {
      if (!clickAfterDrag.current || event.detail === 0) return;
      clickAfterDrag.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };

  return {
    current,
    playing,
    rotating,
    reducedMotion,
    /** How far the slides follow a drag under way, in px; null when nothing is dragged. */
    dragPx,
    goTo,
    next: () => goTo(current + 1),
    previous: () => goTo(current - 1),
    toggleRotation: () => setChosenPlaying(!playing),
    region,
    viewport,
  };
}
