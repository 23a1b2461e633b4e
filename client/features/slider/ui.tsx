// The fullscreen slider (SPEC §2): a modal dialog with 'n / total', arrows from the md
// breakpoint, a close button and the alt text; Escape closes, ←/→ move, a swipe moves, a tap on
// the image advances on small screens; videos play in a player with controls.
import { useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { type KeyboardEvent, type TouchEvent, useId, useRef } from 'react';
import { BREAKPOINTS, SLIDER } from '#shared/config/constants.ts';
import { useModal } from '../../shared/lib/modal.ts';
import {
  $slider,
  type SliderState,
  slideKind,
  sliderClosed,
  sliderNext,
  sliderPrevious,
  swipeDirection,
} from './model.ts';
import './slider.css';

/** Below md the arrows are hidden: taps and swipes move instead. */
const SMALL_SCREEN = `(max-width: ${BREAKPOINTS.md - 0.02}px)`;
/** SPEC §9: videos at most 950 px or 75 % of the window wide, images 90 % of the window. */
const VIDEO_STYLE = { width: `min(${SLIDER.videoMaxWidthPx}px, ${SLIDER.videoMaxViewportPercent}vw)` };
const IMAGE_STYLE = { width: `${SLIDER.imageViewportPercent}vw`, height: `${SLIDER.imageViewportPercent}vh` };

function SliderDialog({ state }: { state: SliderState }) {
  const { t } = useLingui();
  const [close, next, previous] = useUnit([sliderClosed, sliderNext, sliderPrevious]);
  const ref = useRef<HTMLDivElement>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const titleId = useId();
  useModal(ref, close);

  const item = state.media[state.index]!;
  const total = state.media.length;
  const kind = slideKind(item);

  const onKeyDown = (event: KeyboardEvent) => {
    // a focused player keeps its own arrow keys (seeking, volume)
    if (event.target instanceof HTMLVideoElement) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    }
  };
  const onTouchStart = (event: TouchEvent) => {
    const t0 = event.touches[0];
    touch.current = t0 ? { x: t0.clientX, y: t0.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current;
    const end = event.changedTouches[0];
    touch.current = null;
    if (!start || !end) return;
    const direction = swipeDirection(end.clientX - start.x, end.clientY - start.y);
    if (direction === 'next') next();
    else if (direction === 'previous') previous();
  };
  const onImageClick = () => {
    if (total > 1 && window.matchMedia(SMALL_SCREEN).matches) next();
  };

  return (
    <div className="slider-backdrop">
      <div
        ref={ref}
        className="slider"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="visually-hidden">
          {t`Media viewer`}
        </h2>
        <p className="slider-counter" aria-live="polite">
          <span className="visually-hidden">{kind === 'video' ? t`Video` : t`Image`} </span>
          {state.index + 1} / {total}
        </p>
        <button type="button" className="slider-close" onClick={close} aria-label={t`Close the viewer`}>
          <span aria-hidden="true">×</span>
        </button>
        {total > 1 && (
          <button
            type="button"
            className="slider-arrow slider-previous"
            onClick={previous}
            aria-label={t`Previous media`}
          >
            <span className="chevron chevron-left" aria-hidden="true" />
          </button>
        )}
        <div className="slider-stage" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
          {kind === 'video' ? (
            // biome-ignore lint/a11y/useMediaCaption: the site's own videos come without a caption track; the alt text is shown beneath
            <video
              key={item.url}
              className="slider-video"
              style={VIDEO_STYLE}
              src={item.url}
              controls
              aria-label={item.alt}
            />
          ) : (
            // biome-ignore lint/a11y/useKeyWithClickEvents: tapping is a touch shortcut for "next"; keys and buttons do the same
            <img
              key={item.url}
              className="slider-image"
              style={IMAGE_STYLE}
              src={item.url}
              alt={item.alt}
              onClick={onImageClick}
            />
          )}
        </div>
        {total > 1 && (
          <button
            type="button"
            className="slider-arrow slider-next"
            onClick={next}
            aria-label={t`Next media`}
          >
            <span className="chevron chevron-right" aria-hidden="true" />
          </button>
        )}
        {item.alt && (
          <p className="slider-caption" aria-hidden="true">
            {item.alt}
          </p>
        )}
      </div>
    </div>
  );
}

export function FullscreenSlider() {
  const state = useUnit($slider);
  return state ? <SliderDialog state={state} /> : null;
}
