// An order's route module (client/shared/lib/page-route.ts): loaded with its route.
import { msg } from '@lingui/core/macro';
import { openPage, titleOf } from '../../shared/lib/page-loader.ts';
import type { PageModule } from '../../shared/lib/page-route.ts';
import { orderPageOpened } from './order-model.ts';

export { Component } from './order-ui.tsx';

export const catalog = 'shop';

export const loader: PageModule['loader'] = () => async (args) => {
  await openPage(args, orderPageOpened, { title: titleOf(args, msg`Your order`) });
  return null;
};
