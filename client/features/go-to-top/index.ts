export { isGoToTopVisible, scrollToTopBehavior } from './model.ts';
export { GoToTop } from './ui.tsx';
