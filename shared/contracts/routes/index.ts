// Every route contract of the API. The server binds one handler to each (server/api/routes.ts
// checks none is missing), the OpenAPI document lists them, the client checks answers by them.
import { adminAccountsContracts } from './admin/accounts.ts';
import { adminAddressContracts } from './admin/address.ts';
import { adminLayoutContracts } from './admin/layout.ts';
import { adminMediaContracts } from './admin/media.ts';
import { adminPagesContracts, redirectLookupContract } from './admin/pages.ts';
import { adminPanelContracts } from './admin/panel.ts';
import { adminPaymentsContracts } from './admin/payments.ts';
import { adminSettingsContracts } from './admin/settings.ts';
import { adminSitesContracts } from './admin/sites.ts';
import { adminThemeContracts } from './admin/theme.ts';
import { albumContracts } from './album.ts';
import { authContracts } from './auth.ts';
import { awardContracts } from './award.ts';
import { blogContracts } from './blog.ts';
import { calculateContracts } from './calculate.ts';
import { checkoutContracts } from './checkout.ts';
import { citiesContracts } from './cities.ts';
import { clickAndCollectContracts } from './click-and-collect.ts';
import { companyContracts } from './company.ts';
import { componentContracts } from './component.ts';
import type { AnyRouteContract } from './contract.ts';
import { countriesContracts } from './countries.ts';
import { customStripeContracts } from './custom-stripe.ts';
import { elementContracts } from './element.ts';
import { externalAppContracts } from './external-app.ts';
import { formsContracts } from './forms.ts';
import { googleContracts } from './google.ts';
import { imageContracts } from './image.ts';
import { languageContracts } from './language.ts';
import { layoutContracts } from './layout.ts';
import { messageContracts } from './message.ts';
import { newsContracts } from './news.ts';
import { newsletterContracts } from './newsletter.ts';
import { orderContracts } from './order.ts';
import { pageContracts } from './page.ts';
import { parameterContracts } from './parameter.ts';
import { passwordContracts } from './password.ts';
import { popupContracts } from './popup.ts';
import { productContracts } from './product.ts';
import { registrationContracts } from './registration.ts';
import { relayContracts } from './relay.ts';
import { searchContracts } from './search.ts';
import { serviceContracts } from './service.ts';
import { siteContracts } from './site.ts';
import { sitemapContracts } from './sitemap.ts';
import { userContracts } from './user.ts';
import { v2Contracts } from './v2.ts';
import { variationContracts } from './variation.ts';

export const routeContracts: readonly AnyRouteContract[] = [
  authContracts,
  passwordContracts,
  userContracts,
  siteContracts,
  parameterContracts,
  languageContracts,
  componentContracts,
  externalAppContracts,
  pageContracts,
  layoutContracts,
  newsContracts,
  elementContracts,
  companyContracts,
  variationContracts,
  productContracts,
  awardContracts,
  v2Contracts,
  orderContracts,
  countriesContracts,
  citiesContracts,
  calculateContracts,
  clickAndCollectContracts,
  relayContracts,
  checkoutContracts,
  customStripeContracts,
  albumContracts,
  blogContracts,
  serviceContracts,
  popupContracts,
  googleContracts,
  formsContracts,
  messageContracts,
  newsletterContracts,
  registrationContracts,
  searchContracts,
  imageContracts,
  sitemapContracts,
  adminAddressContracts,
  adminPanelContracts,
  adminPagesContracts,
  adminLayoutContracts,
  adminSettingsContracts,
  adminMediaContracts,
  adminThemeContracts,
  adminAccountsContracts,
  adminPaymentsContracts,
  adminSitesContracts,
  { redirectLookupContract },
].flatMap((group) => Object.values(group) as AnyRouteContract[]);
