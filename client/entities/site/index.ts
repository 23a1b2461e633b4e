export { BANNER_HEIGHT, bannerImage, bannerStyle } from './banner.ts';
export { logoPosition } from './layout-options.ts';
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
export { OpeningHoursList, type OpeningHoursRow, openingHoursOf } from './opening-hours.tsx';
// the theme's CSS variables (./theme.ts) are imported from their module by the server's render and
// the admin alone: re-exported here, their code would ride in every page's entry
export type { Theme } from './theme.ts';
export { useWeekdayLabels } from './weekdays.ts';
