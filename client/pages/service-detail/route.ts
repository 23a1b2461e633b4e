// A service page's route module (client/shared/lib/page-route.ts): loaded with its route.
import { idDetailLoader } from '../../shared/lib/detail-route.ts';
import { $service, $serviceStatus, canonicalServicePath, servicePageOpened } from './model.ts';

export { Component } from './ui.tsx';

export const loader = idDetailLoader({
  opened: servicePageOpened,
  $item: $service,
  $status: $serviceStatus,
  canonicalPath: canonicalServicePath,
});
