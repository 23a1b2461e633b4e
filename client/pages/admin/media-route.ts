// The media library's route module (client/shared/lib/page-route.ts): loaded with its route.
import { msg } from '@lingui/core/macro';
import { searchOf } from '../../shared/lib/page-loader.ts';
import type { PageModule } from '../../shared/lib/page-route.ts';
import { $mediaStatus, mediaOpened } from './media-model.ts';
import { panelLoader } from './panel-loader.ts';
import { ADMIN_PATHS } from './paths.ts';

export { Component } from './media-ui.tsx';

/** The panel's texts and the form kit's. */
export const catalog = ['admin', 'forms'] as const;

export const loader: PageModule['loader'] = () =>
  panelLoader({
    need: 'admin',
    title: msg`Media`,
    path: ADMIN_PATHS.media,
    opened: mediaOpened,
    params: (args) => ({ search: searchOf(args) }),
    $status: $mediaStatus,
  });
