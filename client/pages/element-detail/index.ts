export { $element, $elementStatus, canonicalPathOf, elementPageOpened, parseId } from './model.ts';
export const loadElementDetailView = () => import('./ui.tsx');
