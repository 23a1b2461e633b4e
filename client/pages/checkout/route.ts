// The checkout's route module (client/shared/lib/page-route.ts): loaded with its route.
import { msg } from '@lingui/core/macro';
import { openPage, titleOf } from '../../shared/lib/page-loader.ts';
import type { PageModule } from '../../shared/lib/page-route.ts';
import { checkoutPageOpened } from './model.ts';

export { Component } from './ui.tsx';

/** Its texts are the shop's, and the form kit's. */
export const catalog = ['shop', 'forms'] as const;

export const loader: PageModule['loader'] = () => async (args) => {
  await openPage(args, checkoutPageOpened, { title: titleOf(args, msg`Order`) });
  return null;
};
