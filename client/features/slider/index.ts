export {
  $slider,
  slideKind,
  sliderClosed,
  sliderNext,
  sliderPrevious,
  swipeDirection,
  wrapIndex,
} from './model.ts';
export { FullscreenSlider } from './ui.tsx';
