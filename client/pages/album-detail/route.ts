// An album page's route module (client/shared/lib/page-route.ts): loaded with its route.
import { idDetailLoader } from '../../shared/lib/detail-route.ts';
import { $album, $albumStatus, albumPageOpened, canonicalAlbumPath } from './model.ts';

export { Component } from './ui.tsx';

export const loader = idDetailLoader({
  opened: albumPageOpened,
  $item: $album,
  $status: $albumStatus,
  canonicalPath: canonicalAlbumPath,
});
