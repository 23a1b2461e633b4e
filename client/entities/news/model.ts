import { createStore, sample } from 'effector';
import type { News } from '#shared/contracts/content.ts';
import type { ListResult } from '#shared/contracts/envelope.ts';
import { createApiEffect, successData } from '../../shared/api/request.ts';

export const fetchPromotedNewsFx = createApiEffect<void, ListResult<News>>(() => ({
  path: '/news',
  query: 'promoted=true',
}));

// SPEC §7 makes the call at startup, but no view reads the promoted news yet: the server's copy
// is not written into the page's state (when a view reads it, drop `serialize: 'ignore'`)
export const $promotedNews = createStore<News[]>([], { serialize: 'ignore' });
sample({ clock: successData(fetchPromotedNewsFx), fn: (r) => r.data.items, target: $promotedNews });
