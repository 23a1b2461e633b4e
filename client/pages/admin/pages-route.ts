// The page tree's route module (client/shared/lib/page-route.ts): loaded with its route.
import { msg } from '@lingui/core/macro';
import { searchOf } from '../../shared/lib/page-loader.ts';
import type { PageModule } from '../../shared/lib/page-route.ts';
import { $pagesStatus, pagesOpened } from './pages-model.ts';
import { panelLoader } from './panel-loader.ts';
import { ADMIN_PATHS } from './paths.ts';

export { Component } from './pages-ui.tsx';

/** The panel's texts (`admin`, lingui.config.ts) and the form kit's (the language's field). */
export const catalog = ['admin', 'forms'] as const;

export const loader: PageModule['loader'] = () =>
  panelLoader({
    need: 'admin',
    title: msg`Site pages`,
    path: ADMIN_PATHS.pages,
    opened: pagesOpened,
    params: (args) => ({ search: searchOf(args) }),
    $status: $pagesStatus,
  });
