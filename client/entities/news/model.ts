import { createStore, sample } from 'effector';
import type { News } from '#shared/contracts/content.ts';
import type { ListResult } from '#shared/contracts/envelope.ts';
import { createApiEffect, successData } from '../../shared/api/request.ts';

export const fetchPromotedNewsFx = createApiEffect<void, ListResult<News>>(() => ({
  path: '/news',
  query: 'promoted=true',
}));

export const $promotedNews = createStore<News[]>([]);
sample({ clock: successData(fetchPromotedNewsFx), fn: (r) => r.data.items, target: $promotedNews });
