import { imageContracts } from '#shared/contracts/routes/image.ts';
import { loadSiteSvg } from '../../modules/media/svg.ts';
import { bindRoute, ok } from '../define.ts';

export const imageRoutes = [
  bindRoute(imageContracts.loadSvg, async (ctx, { body }) => ok(await loadSiteSvg(ctx, body.url))),
];
