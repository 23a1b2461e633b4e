export { $album, $albumStatus, albumPageOpened, canonicalAlbumPath } from './model.ts';
export const loadAlbumDetailView = () => import('./ui.tsx');
