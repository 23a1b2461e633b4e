import { layoutContracts } from '#shared/contracts/routes/layout.ts';
import { layoutStylesheet } from '../../modules/pages/queries.ts';
import { bindRoute, fileAnswer } from '../define.ts';

export const layoutRoutes = [
  bindRoute(layoutContracts.css, async (ctx, { params, query }) => ({
    ...fileAnswer(await layoutStylesheet(ctx, params.id)),
    // a versioned URL never changes: a new version of the layout has a new hash
    headers: { 'Cache-Control': query.v ? 'public, max-age=31536000, immutable' : 'public, max-age=300' },
  })),
];
