// A news item's route module (client/shared/lib/page-route.ts): loaded with its route.
import { idDetailLoader } from '../../shared/lib/detail-route.ts';
import { $news, $newsStatus, canonicalNewsPath, newsPageOpened } from './model.ts';

export { Component } from './ui.tsx';

export const loader = idDetailLoader({
  opened: newsPageOpened,
  $item: $news,
  $status: $newsStatus,
  canonicalPath: canonicalNewsPath,
});
