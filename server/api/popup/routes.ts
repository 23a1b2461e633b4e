import { popupContracts } from '#shared/contracts/routes/popup.ts';
import { getPopup } from '../../modules/popups/queries.ts';
import { bindRoute, ok } from '../define.ts';

export const popupRoutes = [
  bindRoute(popupContracts.detail, async (ctx, { params }) => ok(await getPopup(ctx, params.id))),
];
