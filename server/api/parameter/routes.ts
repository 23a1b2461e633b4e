import { MEAL_ICONS } from '#shared/config/meal-icons.ts';
import { parameterContracts } from '#shared/contracts/routes/parameter.ts';
import { listParameters } from '../../modules/catalog/queries.ts';
import { requireShop } from '../../modules/shop/catalogue.ts';
import { bindRoute, ok } from '../define.ts';
import { resolveMessage } from '../messages.ts';

export const parameterRoutes = [
  bindRoute(parameterContracts.list, async (ctx) => ok(await listParameters(ctx))),
  bindRoute(parameterContracts.mealIcons, async (ctx) => {
    await requireShop(ctx);
    return ok(
      MEAL_ICONS.map((icon) => ({
        id: icon.id,
        label: resolveMessage(icon.label, ctx.locale),
        path: icon.path,
      })),
    );
  }),
];
