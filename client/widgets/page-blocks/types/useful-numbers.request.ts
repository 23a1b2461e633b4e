import type { Element } from '#shared/contracts/content.ts';
import type { ListResult } from '#shared/contracts/envelope.ts';
import { buildListQuery } from '#shared/lib/list-query.ts';
import { defineBlock } from '../definition.ts';

export interface UsefulNumber {
  id: number;
  title: string;
  summary: string | null;
  phone: string | null;
  tags: string[];
}

export const USEFUL_NUMBERS_ROUTE = 'numeros-utiles';

/** All the numbers in one call (the list of SPEC §9 "list fetches of 100 items"). */
export const usefulNumbersBlock = defineBlock('usefulNumbers', {
  request: (block) => ({
    path: `/element/${block.route ?? USEFUL_NUMBERS_ROUTE}`,
    query: buildListQuery({ nbItem: 100, page: 1 }),
  }),
  select: (data): UsefulNumber[] =>
    (data as ListResult<Element>).items.map((e) => ({
      id: e.id,
      title: e.title,
      summary: e.summary,
      phone: typeof e.data.phone === 'string' ? e.data.phone : null,
      tags: e.tags,
    })),
});
