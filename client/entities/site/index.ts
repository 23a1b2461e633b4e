export {
  $accountRules,
  $languages,
  $parameters,
  $siteInfo,
  fetchLanguagesFx,
  fetchParametersFx,
  fetchSiteInfoFx,
  toParameterMap,
} from './model.ts';
export { buildTheme, type Theme, themeCss } from './theme.ts';
