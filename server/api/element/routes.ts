import { elementContracts } from '#shared/contracts/routes/element.ts';
import { elementListTag, elementTag } from '#shared/lib/cache-tags.ts';
import { eventCalendar } from '../../modules/agenda/calendar.ts';
import { placesLeft, registerForEvent } from '../../modules/agenda/registrations.ts';
import {
  elementTags,
  getElementDetail,
  getElementDetailById,
  listElements,
} from '../../modules/elements/queries.ts';
import { bindRoute, fileAnswer, ok, tagged } from '../define.ts';

// /element/:route/tags, /places and /element/by-id/:id come before /element/:route/:id: Express
// tries routes in this order.
export const elementRoutes = [
  bindRoute(elementContracts.list, async (ctx, { params, query }) =>
    tagged(ok(await listElements(ctx, params.route, query)), [elementListTag(params.route)]),
  ),
  bindRoute(elementContracts.tags, async (ctx, { params, query }) =>
    tagged(ok(await elementTags(ctx, params.route, query.tags)), [elementListTag(params.route)]),
  ),
  bindRoute(elementContracts.places, async (ctx, { params, query }) =>
    ok(await placesLeft(ctx, params.route, query.ids)),
  ),
  bindRoute(elementContracts.byId, async (ctx, { params }) =>
    tagged(ok(await getElementDetailById(ctx, params.id)), [elementTag(params.id)]),
  ),
  bindRoute(elementContracts.detail, async (ctx, { params }) =>
    tagged(ok(await getElementDetail(ctx, params.route, params.id)), [elementTag(params.id)]),
  ),
  bindRoute(elementContracts.register, async (ctx, { params, body }) =>
    ok(await registerForEvent(ctx, params.route, params.id, body)),
  ),
  bindRoute(elementContracts.ics, async (ctx, { params }) => {
    const { ics, filename } = await eventCalendar(ctx, params.route, params.id);
    return tagged(fileAnswer(ics, filename), [elementTag(params.id)]);
  }),
];
