export { BANNER_HEIGHT, bannerImage, bannerStyle } from './banner.ts';
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
export { buildTheme, detailMarginTop, logoPosition, type Theme, themeCss } from './theme.ts';
export { useWeekdayLabels } from './weekdays.ts';
