import { googleContracts } from '#shared/contracts/routes/google.ts';
import { listReviews } from '../../modules/popups/queries.ts';
import { bindRoute, ok } from '../define.ts';

export const googleRoutes = [
  bindRoute(googleContracts.reviews, async (ctx, { query }) => ok(await listReviews(ctx, query.from))),
];
