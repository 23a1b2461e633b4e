// Services of the site (SPEC §7 /service?page=1&nbItem=100&tag={comma list}), optionally of
// some tags only; past 100 services, page links (the block's own page parameter).
import { PAGE_SIZES } from '#shared/config/constants.ts';
import type { Service } from '#shared/contracts/town.ts';
import { type ServiceItem, toServiceItem } from '../../../entities/service/index.ts';
import { type BlockContext, defineBlock, type ListPage, pageOf } from '../definition.ts';

export interface ServicesData extends ListPage {
  items: ServiceItem[];
}

export function servicesRequest(tags: readonly string[] | undefined, page = 1) {
  const query = new URLSearchParams({ page: String(page), nbItem: String(PAGE_SIZES.services) });
  const list = (tags ?? []).map((t) => t.trim()).filter(Boolean);
  if (list.length) query.set('tag', list.join(','));
  return { path: '/service', query: query.toString() };
}

export const servicesBlock = defineBlock('services', {
  paginates: () => true,
  request: (block, context) => servicesRequest(block.tags, pageOf(context)),
  select: (data, _block, context: BlockContext): ServicesData => {
    const { services, total } = data as { services: Service[]; total: number };
    return {
      items: services.map(toServiceItem),
      total,
      page: pageOf(context),
      nbItem: PAGE_SIZES.services,
      pageParam: context.pageParam,
    };
  },
});
