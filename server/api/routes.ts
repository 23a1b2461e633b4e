// The whole API route table. A route missing here does not exist; a route added here is picked
// up by the router, the isolation matrix and the OpenAPI document.
//
// Folders mirror URLs and audiences: a route lives in `server/api/<first segment of its URL>/`
// (`/element/:route/:id/register` in element/, every `/user/…` in user/), its contract in
// `shared/contracts/routes/<same name>.ts`. Two exceptions: the session calls at the root of the
// API (/login, /logout, /logged, /register) live in auth/, and /password/* in password/. Admin
// calls live under `admin/<resource>/` (`/admin/address/type` in admin/address/): the folders
// say who a route is for as well as where it answers.
import { adminAccountsRoutes } from './admin/accounts/routes.ts';
import { adminAddressRoutes } from './admin/address/routes.ts';
import { adminLayoutRoutes } from './admin/layout/routes.ts';
import { adminMediaRoutes } from './admin/media/routes.ts';
import { adminPagesRoutes } from './admin/pages/routes.ts';
import { adminPanelRoutes } from './admin/panel/routes.ts';
import { adminPaymentsRoutes } from './admin/payments/routes.ts';
import { adminSettingsRoutes } from './admin/settings/routes.ts';
import { adminSitesRoutes } from './admin/sites/routes.ts';
import { adminThemeRoutes } from './admin/theme/routes.ts';
import { albumRoutes } from './album/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { awardRoutes } from './award/routes.ts';
import { blogRoutes } from './blog/routes.ts';
import { calculateRoutes } from './calculate/routes.ts';
import { checkoutRoutes } from './checkout/routes.ts';
import { citiesRoutes } from './cities/routes.ts';
import { clickAndCollectRoutes } from './click-and-collect/routes.ts';
import { companyRoutes } from './company/routes.ts';
import { componentRoutes } from './component/routes.ts';
import { countriesRoutes } from './countries/routes.ts';
import { customStripeRoutes } from './custom-stripe/routes.ts';
import type { ApiRoute } from './define.ts';
import { elementRoutes } from './element/routes.ts';
import { externalAppRoutes } from './external-app/routes.ts';
import { formsRoutes } from './forms/routes.ts';
import { googleRoutes } from './google/routes.ts';
import { imageRoutes } from './image/routes.ts';
import { languageRoutes } from './language/routes.ts';
import { layoutRoutes } from './layout/routes.ts';
import { messageRoutes } from './message/routes.ts';
import { newsRoutes } from './news/routes.ts';
import { newsletterRoutes } from './newsletter/routes.ts';
import { orderRoutes } from './order/routes.ts';
import { pageRoutes } from './page/routes.ts';
import { parameterRoutes } from './parameter/routes.ts';
import { passwordRoutes } from './password/routes.ts';
import { popupRoutes } from './popup/routes.ts';
import { productRoutes } from './product/routes.ts';
import { redirectRoutes } from './redirect/routes.ts';
import { registrationRoutes } from './registration/routes.ts';
import { relayRoutes } from './relay/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { serviceRoutes } from './service/routes.ts';
import { siteRoutes } from './site/routes.ts';
import { sitemapRoutes } from './sitemap/routes.ts';
import { userRoutes } from './user/routes.ts';
import { v2Routes } from './v2/routes.ts';
import { variationRoutes } from './variation/routes.ts';

export const apiRoutes: readonly ApiRoute[] = [
  ...siteRoutes,
  ...parameterRoutes,
  ...languageRoutes,
  ...componentRoutes,
  ...externalAppRoutes,
  ...pageRoutes,
  ...layoutRoutes,
  ...authRoutes,
  ...passwordRoutes,
  ...userRoutes,
  ...newsRoutes,
  ...elementRoutes,
  ...companyRoutes,
  ...variationRoutes,
  ...productRoutes,
  ...awardRoutes,
  ...v2Routes,
  ...orderRoutes,
  ...checkoutRoutes,
  ...customStripeRoutes,
  ...countriesRoutes,
  ...citiesRoutes,
  ...calculateRoutes,
  ...clickAndCollectRoutes,
  ...relayRoutes,
  ...albumRoutes,
  ...blogRoutes,
  ...serviceRoutes,
  ...popupRoutes,
  ...googleRoutes,
  ...formsRoutes,
  ...messageRoutes,
  ...newsletterRoutes,
  ...registrationRoutes,
  ...searchRoutes,
  ...imageRoutes,
  ...sitemapRoutes,
  ...adminAddressRoutes,
  ...adminPanelRoutes,
  ...adminPagesRoutes,
  ...adminLayoutRoutes,
  ...adminSettingsRoutes,
  ...adminMediaRoutes,
  ...adminThemeRoutes,
  ...adminAccountsRoutes,
  ...adminPaymentsRoutes,
  ...adminSitesRoutes,
  ...redirectRoutes,
];
