// The block editor's route module (client/shared/lib/page-route.ts): a block page's content,
// /admin/pages/:id/contenu (ADR 015). Tiptap travels in this chunk alone; the preview's blocks come
// from the public pages' own chunk (./preview-kit.ts).
import { msg } from '@lingui/core/macro';
import type { PageModule } from '../../shared/lib/page-route.ts';
import { parseRouteId } from '../../shared/lib/route-params.ts';
import { $blockEditorStatus, blockEditorOpened } from './block-editor-model.ts';
import { panelLoader } from './panel-loader.ts';
import { ADMIN_PATHS } from './paths.ts';

export { Component } from './block-editor-ui.tsx';
/** The app gives the preview's blocks with this module (client/app/panel-routes.ts). */
export { previewKitLoaded } from './preview-kit.ts';

/** The panel's texts and the form kit's (the fields' errors); the preview's views bring theirs. */
export const catalog = ['admin', 'forms'] as const;

export const loader: PageModule['loader'] = () => async (args) => {
  // not a page's number: no such page (0 is none's)
  const id = parseRouteId(args.params.id) ?? 0;
  return panelLoader({
    need: 'admin',
    title: msg`Content of a page`,
    path: ADMIN_PATHS.pageContent.replace(':id', String(id)),
    opened: blockEditorOpened,
    params: () => ({ id }),
    $status: $blockEditorStatus,
  })(args);
};
