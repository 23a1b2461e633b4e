export {
  $slider,
  slideKind,
  sliderClosed,
  sliderNext,
  sliderPrevious,
  swipeDirection,
  wrapIndex,
} from './model.ts';

/** The slider's dialog, loaded the first time one opens (client/shared/lib/on-demand.tsx): no
 * module imports ui.tsx statically, so that its code stays out of the pages that never open it. */
export const loadFullscreenSlider = () => import('./ui.tsx').then((m) => m.FullscreenSlider);
