// The newsletter confirmation page's route module (client/shared/lib/page-route.ts): loaded with its route.
import { msg } from '@lingui/core/macro';
import { loadedOnce, titleOf } from '../../shared/lib/page-loader.ts';
import type { PageModule } from '../../shared/lib/page-route.ts';
import { newsletterConfirmOpened } from './model.ts';

export { Component } from './ui.tsx';

const TITLE = msg`Newsletter subscription`;

export const loader: PageModule['loader'] = () =>
  loadedOnce(newsletterConfirmOpened, (args) => ({
    token: args.params.token ?? '',
    title: titleOf(args, TITLE),
  }));
