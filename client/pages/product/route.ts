// A product's route module (client/shared/lib/page-route.ts): loaded with its route.
import { detailLoader } from '../../shared/lib/detail-route.ts';
import type { PageModule } from '../../shared/lib/page-route.ts';
import { $productPage, $productStatus, canonicalProductPath, productPageOpened } from './model.ts';

export { Component } from './ui.tsx';

export const catalog = 'shop';

export const loader: PageModule['loader'] = (_name, locale) =>
  detailLoader(
    {
      opened: productPageOpened,
      params: ({ params }) => ({ slug: params.slug, id: params.id, declinationId: params.declinationId }),
      $item: $productPage,
      $status: $productStatus,
      canonicalPath: canonicalProductPath,
    },
    locale,
  );
