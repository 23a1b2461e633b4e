// The card step's route module (client/shared/lib/page-route.ts): loaded with its route.
import { msg } from '@lingui/core/macro';
import { openPage, titleOf } from '../../shared/lib/page-loader.ts';
import type { PageModule } from '../../shared/lib/page-route.ts';
import { paymentPageOpened } from './payment-model.ts';

export { Component } from './payment-ui.tsx';

export const catalog = 'shop';

export const loader: PageModule['loader'] = () => async (args) => {
  await openPage(args, paymentPageOpened, { title: titleOf(args, msg`Payment`) });
  return null;
};
