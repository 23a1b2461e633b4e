// SPEC §2 fullscreen slider: opens on `sliderOpened` (media and a start index), moves with
// wrap-around, closes. The rules are pure functions; the store holds what is on screen.
import { createEvent, createStore } from 'effector';
import { SLIDER } from '#shared/config/constants.ts';
import { type MediaKind, mediaKindOf } from '#shared/lib/media.ts';
import { type SliderMedia, sliderOpened } from '../../shared/model/overlays.ts';

export interface SliderState {
  media: SliderMedia[];
  index: number;
}

/** `index` brought into 0…total-1, going round in both directions. */
export function wrapIndex(index: number, total: number): number {
  if (total <= 0 || !Number.isFinite(index)) return 0;
  const i = Math.trunc(index);
  return ((i % total) + total) % total;
}

/** An explicit kind wins; otherwise the extension decides (SPEC §5); unknown files are images. */
export function slideKind(media: SliderMedia): MediaKind {
  return media.kind ?? mediaKindOf(media.url) ?? 'image';
}

export type SwipeDirection = 'next' | 'previous';

/** A swipe left shows the next item, a swipe right the previous one; short or vertical moves
 * (scrolling, a tap) are not swipes. */
export function swipeDirection(
  dx: number,
  dy: number,
  minPx: number = SLIDER.swipeMinPx,
): SwipeDirection | null {
  if (Math.abs(dx) < minPx || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

export const sliderClosed = createEvent();
export const sliderNext = createEvent();
export const sliderPrevious = createEvent();

export const $slider = createStore<SliderState | null>(null, { serialize: 'ignore' })
  .on(sliderOpened, (_, { media, index }) =>
    media.length > 0 ? { media, index: wrapIndex(index, media.length) } : null,
  )
  .on(sliderNext, (state) => state && { ...state, index: wrapIndex(state.index + 1, state.media.length) })
  .on(sliderPrevious, (state) => state && { ...state, index: wrapIndex(state.index - 1, state.media.length) })
  .reset(sliderClosed);
