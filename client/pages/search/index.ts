export { $searchPage, $searchPageStatus, searchHref, searchPageOpened, searchQueryOf } from './model.ts';
export const loadSearchView = () => import('./ui.tsx');
