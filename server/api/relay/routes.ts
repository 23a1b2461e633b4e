import { relayContracts } from '#shared/contracts/routes/relay.ts';
import { accessPointsNear } from '../../modules/shop/relay/provider.ts';
import { bindRoute, ok } from '../define.ts';

export const relayRoutes = [
  // the points near this address: never cached (not site-wide)
  bindRoute(relayContracts.accessPoints, async (ctx, { body }) => ok(await accessPointsNear(ctx, body))),
];
