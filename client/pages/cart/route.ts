// The cart's route module (client/shared/lib/page-route.ts): loaded with its route.
import { msg } from '@lingui/core/macro';
import { openPage, titleOf } from '../../shared/lib/page-loader.ts';
import type { PageModule } from '../../shared/lib/page-route.ts';
import { cartPageOpened } from './model.ts';

export { Component } from './ui.tsx';

export const catalog = 'shop';

export const loader: PageModule['loader'] = () => async (args) => {
  await openPage(args, cartPageOpened, { title: titleOf(args, msg`Your cart`) });
  return null;
};
