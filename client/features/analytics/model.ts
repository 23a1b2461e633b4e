// SPEC §1: analytics load only when their parameters are set and the visitor accepted; no
// request, cookie or script of theirs before that. Their settings are not even in the page
// until then (entities/site keeps them out of $parameters). The server's render of a visitor who
// had accepted fetches them (its page carries them); in the browser this module comes with the
// loader, after the consent it may have missed, so the loader asks for them when it mounts.
import { createEvent, createStore, sample } from 'effector';
import type { Parameter } from '#shared/contracts/site.ts';
import { type AnalyticsConfig, analyticsConfig, hasAnalytics } from '#shared/lib/analytics.ts';
import { toParameterMap } from '../../entities/site/index.ts';
import { createApiEffect, successData } from '../../shared/api/request.ts';
import { analyticsAllowed, analyticsRefused } from './consent.ts';

const fetchAnalyticsFx = createApiEffect<void, Parameter[]>(() => ({ path: '/parameter' }));

export const $analytics = createStore<AnalyticsConfig | null>(null).reset(analyticsRefused);

/** The loader is on the page: the settings, unless the page came with them. */
export const analyticsLoaderMounted = createEvent();

sample({ clock: analyticsAllowed, target: fetchAnalyticsFx });
sample({
  clock: analyticsLoaderMounted,
  source: { config: $analytics, pending: fetchAnalyticsFx.pending },
  filter: ({ config, pending }) => config === null && !pending,
  fn: () => undefined,
  target: fetchAnalyticsFx,
});
sample({
  clock: successData(fetchAnalyticsFx),
  fn: ({ data }) => {
    const config = analyticsConfig(toParameterMap(data));
    return hasAnalytics(config) ? config : null;
  },
  target: $analytics,
});
