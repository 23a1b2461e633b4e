import { ROUTES } from '#shared/config/routes.ts';
import { detailLoader } from '../../shared/lib/detail-route.ts';
import { lazyView, type PageRoutes } from '../../shared/lib/page-route.ts';
import { $service, $serviceStatus, canonicalServicePath, servicePageOpened } from './model.ts';

export const serviceDetailRoutes: PageRoutes = (locale) => [
  {
    name: 'service',
    path: ROUTES.service,
    view: lazyView(() => import('./ui.tsx')),
    loader: detailLoader(
      {
        opened: servicePageOpened,
        params: ({ params }) => ({ id: params.id }),
        $item: $service,
        $status: $serviceStatus,
        canonicalPath: canonicalServicePath,
      },
      locale,
    ),
  },
];
