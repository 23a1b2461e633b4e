// The page form's route module (client/shared/lib/page-route.ts): a new page
// (/admin/pages/nouvelle?parent=) and a page's own (/admin/pages/:id).
import { msg } from '@lingui/core/macro';
import type { PageModule } from '../../shared/lib/page-route.ts';
import { parseRouteId } from '../../shared/lib/route-params.ts';
import { $pageFormStatus, pageFormOpened } from './page-form-model.ts';
import { panelLoader } from './panel-loader.ts';
import { ADMIN_PATHS, localeOf } from './paths.ts';

export { Component } from './page-form-ui.tsx';

/** The panel's texts and the form kit's. */
export const catalog = ['admin', 'forms'] as const;

export const loader: PageModule['loader'] = (name) => {
  const isNew = name === 'adminPageNew';
  return async (args) => {
    // not a page's number: no such page (0 is none's)
    const id = isNew ? null : (parseRouteId(args.params.id) ?? 0);
    const parent = isNew
      ? parseRouteId(new URLSearchParams(args.url.search).get('parent') ?? undefined)
      : null;
    return panelLoader({
      need: 'admin',
      title: isNew ? msg`New page` : msg`Edit a page`,
      path: isNew ? ADMIN_PATHS.pageNew : ADMIN_PATHS.page.replace(':id', String(id)),
      opened: pageFormOpened,
      params: () => ({ id, parent, locale: localeOf(args.url.search) }),
      $status: $pageFormStatus,
    })(args);
  };
};
