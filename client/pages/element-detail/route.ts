// The element pages' route module (client/shared/lib/page-route.ts): loaded with their routes.
import { detailLoader } from '../../shared/lib/detail-route.ts';
import type { PageModule } from '../../shared/lib/page-route.ts';
import { $element, $elementStatus, canonicalPathOf, elementPageOpened } from './model.ts';

export { Component } from './ui.tsx';

/** An event's registration form: the `forms` catalog (lingui.config.ts) loads with this module. */
export const catalog = 'forms' as const;

/** A section's route (`section-agenda`, index.ts) reads its section, the generic `/element/…` none. */
export const loader: PageModule['loader'] = (name, locale) => {
  const route = name.startsWith('section-') ? name.slice('section-'.length) : null;
  return detailLoader(
    {
      opened: elementPageOpened,
      params: ({ params }) => ({ route, id: params.id }),
      $item: $element,
      $status: $elementStatus,
      canonicalPath: canonicalPathOf,
    },
    locale,
  );
};
