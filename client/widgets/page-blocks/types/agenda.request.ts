// The agenda: events of the route `agenda` not over yet, soonest first — or the past
// ones, latest first. "Today" rather than "now" keeps the call the same all day (cacheable).
import { PAGE_SIZES } from '#shared/config/constants.ts';
import type { BlockContext } from '../definition.ts';
import { defineBlock, paginatesUnlessTeaser } from '../definition.ts';
import { elementListRequests, type ListOptions, selectElementList } from './element-list.request.ts';

export const AGENDA_ROUTE = 'agenda';

function optionsOf(
  block: {
    nbItem?: number | undefined;
    when?: 'upcoming' | 'past' | undefined;
    tagFilter?: boolean | undefined;
  },
  context: BlockContext,
): ListOptions {
  const past = block.when === 'past';
  return {
    route: AGENDA_ROUTE,
    nbItem: block.nbItem ?? PAGE_SIZES.elements,
    orderBy: past ? 'startAt:desc' : 'startAt:asc',
    filters: { endsAt: { op: past ? 'lt' : 'gte', value: context.today } },
    tagFilter: block.tagFilter,
  };
}

export const agendaBlock = defineBlock('agenda', {
  readsQuery: (block) => paginatesUnlessTeaser(block) || !!block.tagFilter,
  paginates: paginatesUnlessTeaser,
  request: (block, context) => elementListRequests(optionsOf(block, context), context),
  select: (data, block, context) => selectElementList(data, context, optionsOf(block, context)),
});
