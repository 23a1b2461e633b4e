export { $albumsStatus, albumsPageOpened } from './model.ts';
export const loadAlbumListView = () => import('./ui.tsx');
