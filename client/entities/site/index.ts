export { BANNER_HEIGHT, bannerStyle } from './banner.ts';
export {
  $accountRules,
  $languages,
  $parameters,
  $publishedLegalPages,
  $siteInfo,
  fetchLanguagesFx,
  fetchParametersFx,
  fetchSiteInfoFx,
  toParameterMap,
} from './model.ts';
export { buildTheme, detailMarginTop, type Theme, themeCss } from './theme.ts';
