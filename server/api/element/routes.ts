import { elementContracts } from '#shared/contracts/routes/element.ts';
import { eventCalendar } from '../../modules/agenda/calendar.ts';
import { registerForEvent } from '../../modules/agenda/registrations.ts';
import {
  elementTags,
  getElementDetail,
  getElementDetailById,
  listElements,
} from '../../modules/elements/queries.ts';
import { bindRoute, fileAnswer, ok } from '../define.ts';

// /element/:route/tags and /element/by-id/:id come before /element/:route/:id: Express tries
// routes in this order.
export const elementRoutes = [
  bindRoute(elementContracts.list, async (ctx, { params, query }) =>
    ok(await listElements(ctx, params.route, query)),
  ),
  bindRoute(elementContracts.tags, async (ctx, { params, query }) =>
    ok(await elementTags(ctx, params.route, query.tags)),
  ),
  bindRoute(elementContracts.byId, async (ctx, { params }) => ok(await getElementDetailById(ctx, params.id))),
  bindRoute(elementContracts.detail, async (ctx, { params }) =>
    ok(await getElementDetail(ctx, params.route, params.id)),
  ),
  bindRoute(elementContracts.register, async (ctx, { params, body }) =>
    ok(await registerForEvent(ctx, params.route, params.id, body)),
  ),
  bindRoute(elementContracts.ics, async (ctx, { params }) => {
    const { ics, filename } = await eventCalendar(ctx, params.route, params.id);
    return fileAnswer(ics, filename);
  }),
];
