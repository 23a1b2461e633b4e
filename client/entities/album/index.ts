export { type AlbumItem, type AlbumView, toAlbumItem, toAlbumView } from './model.ts';
export { AlbumCards } from './ui.tsx';
