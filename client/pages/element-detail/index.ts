export { $element, $elementStatus, canonicalPathOf, elementPageOpened } from './model.ts';
export const loadElementDetailView = () => import('./ui.tsx');
