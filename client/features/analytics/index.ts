export { $analyticsWanted, analyticsAllowed, analyticsRefused } from './consent.ts';

/** The loader with the analytics' settings, loaded once the visitor has accepted them
 * (client/shared/lib/on-demand.tsx): no module of the first load imports loader.tsx or model.ts
 * statically. */
export const loadAnalyticsLoader = () => import('./loader.tsx').then((m) => m.AnalyticsLoader);
