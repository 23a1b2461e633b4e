import { createStore, sample } from 'effector';
import { PAGE_SIZES } from '#shared/config/constants.ts';
import type { Element } from '#shared/contracts/content.ts';
import type { ListResult } from '#shared/contracts/envelope.ts';
import { buildListQuery } from '#shared/lib/list-query.ts';
import { createApiEffect, successData } from '../../shared/api/request.ts';

const footerList = (route: string) =>
  createApiEffect<void, ListResult<Element>>(() => ({
    path: `/element/${route}`,
    query: buildListQuery({ page: 1, nbItem: PAGE_SIZES.listFetch }),
  }));

export const fetchFooterLogosFx = footerList('logo-footer');
export const fetchFooterLinksFx = footerList('link-footer');

export const $footerLogos = createStore<Element[]>([]);
export const $footerLinks = createStore<Element[]>([]);
sample({ clock: successData(fetchFooterLogosFx), fn: (r) => r.data.items, target: $footerLogos });
sample({ clock: successData(fetchFooterLinksFx), fn: (r) => r.data.items, target: $footerLinks });
