// The hand-off landing's route module (client/shared/lib/page-route.ts): loaded with its route.
import { msg } from '@lingui/core/macro';
import { openPage, titleOf } from '../../shared/lib/page-loader.ts';
import type { PageModule } from '../../shared/lib/page-route.ts';
import { handoffPageOpened } from './handoff-model.ts';
import { PANEL_CHROME } from './panel-loader.ts';

export { Component } from './handoff-ui.tsx';

export const catalog = 'admin';

/** Open to anyone: the visitor has no session on this host yet, the token in the fragment makes
 * one (the server renders the same neutral page for every visitor). */
export const loader: PageModule['loader'] = () => async (args) => {
  await openPage(args, handoffPageOpened, { title: titleOf(args, msg`Signing in`) });
  return PANEL_CHROME;
};
