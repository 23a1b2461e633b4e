import { ROUTES } from '#shared/config/routes.ts';
import { detailRoute } from '../../shared/lib/detail-route.ts';
import { lazyView } from '../../shared/lib/page-route.ts';
import { $service, $serviceStatus, canonicalServicePath, servicePageOpened } from './model.ts';

export const serviceDetailRoutes = detailRoute(
  { name: 'service', path: ROUTES.service, view: lazyView(() => import('./ui.tsx')) },
  {
    opened: servicePageOpened,
    $item: $service,
    $status: $serviceStatus,
    canonicalPath: canonicalServicePath,
  },
);
