// The password reset request page's route module (client/shared/lib/page-route.ts): loaded with its route.
import { msg } from '@lingui/core/macro';
import { loadedOnce, titleOf } from '../../shared/lib/page-loader.ts';
import type { PageModule } from '../../shared/lib/page-route.ts';
import { passwordResetAskOpened } from './model.ts';

export { Component } from './ui.tsx';

/** Its texts are in the `account` and `forms` catalogs (lingui.config.ts), loaded with this module. */
export const catalog = ['account', 'forms'] as const;

const TITLE = msg`Forgot your password?`;

export const loader: PageModule['loader'] = () =>
  loadedOnce(passwordResetAskOpened, (args) => ({ title: titleOf(args, TITLE) }));
