// SPEC §1: analytics load only when their parameters are set and the visitor accepted; no
// request, cookie or script of theirs before that. Their settings are not even in the page
// until then (entities/site keeps them out of $parameters).
import { createEvent, createStore, sample } from 'effector';
import type { Parameter } from '#shared/contracts/site.ts';
import { type AnalyticsConfig, analyticsConfig, hasAnalytics } from '#shared/lib/analytics.ts';
import { toParameterMap } from '../../entities/site/index.ts';
import { createApiEffect, successData } from '../../shared/api/request.ts';

/** Raised once the visitor's consent to audience measurement is known to be 'all'. */
export const analyticsAllowed = createEvent();
/** The visitor withdrew consent: nothing more is loaded or sent. */
export const analyticsRefused = createEvent();

const fetchAnalyticsFx = createApiEffect<void, Parameter[]>(() => ({ path: '/parameter' }));

export const $analytics = createStore<AnalyticsConfig | null>(null).reset(analyticsRefused);

sample({ clock: analyticsAllowed, target: fetchAnalyticsFx });
sample({
  clock: successData(fetchAnalyticsFx),
  fn: ({ data }) => {
    const config = analyticsConfig(toParameterMap(data));
    return hasAnalytics(config) ? config : null;
  },
  target: $analytics,
});
