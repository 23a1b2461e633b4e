// The whole API route table. A route missing here does not exist; a route added here is
// picked up by the router, the isolation matrix and the OpenAPI document.
import { accountRoutes } from './account/routes.ts';
import { addressRoutes } from './address/routes.ts';
import { authRoutes } from './auth/routes.ts';
import type { AnyRoute } from './define.ts';
import { elementRoutes } from './element/routes.ts';
import { newsRoutes } from './news/routes.ts';
import { pageRoutes } from './page/routes.ts';
import { siteRoutes } from './site/routes.ts';
import { townRoutes } from './town/routes.ts';
import { userRoutes } from './user/routes.ts';
import { variationRoutes } from './variation/routes.ts';

export const apiRoutes: readonly AnyRoute[] = [
  ...siteRoutes,
  ...pageRoutes,
  ...authRoutes,
  ...userRoutes,
  ...accountRoutes,
  ...newsRoutes,
  ...elementRoutes,
  ...addressRoutes,
  ...variationRoutes,
  ...townRoutes,
];
