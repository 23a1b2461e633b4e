// Services of the site (SPEC §7 /service?page=1&nbItem=100&tag={comma list}), optionally of
// some tags only.
import { PAGE_SIZES } from '#shared/config/constants.ts';
import type { Service } from '#shared/contracts/town.ts';
import { toServiceItem } from '../../../entities/service/index.ts';
import { defineBlock } from '../definition.ts';

export function servicesRequest(tags: readonly string[] | undefined) {
  const query = new URLSearchParams({ page: '1', nbItem: String(PAGE_SIZES.services) });
  const list = (tags ?? []).map((t) => t.trim()).filter(Boolean);
  if (list.length) query.set('tag', list.join(','));
  return { path: '/service', query: query.toString() };
}

export const servicesBlock = defineBlock('services', {
  request: (block) => servicesRequest(block.tags),
  select: (data) => (data as { services: Service[] }).services.map(toServiceItem),
});
