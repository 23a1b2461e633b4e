export {
  $languages,
  $parameterList,
  $parameters,
  $siteInfo,
  fetchLanguagesFx,
  fetchParametersFx,
  fetchSiteInfoFx,
} from './model.ts';
export { buildTheme, type Theme, themeCss } from './theme.ts';
