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
export { OpeningHoursList, type OpeningHoursRow, openingHoursOf } from './opening-hours.tsx';
export { buildTheme, type Theme, themeCss } from './theme.ts';
export { useWeekdayLabels } from './weekdays.ts';
