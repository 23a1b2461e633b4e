export { AnalyticsLoader } from './loader.tsx';
export { $analytics, analyticsAllowed, analyticsRefused } from './model.ts';
