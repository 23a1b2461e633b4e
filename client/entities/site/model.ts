import { createStore, sample } from 'effector';
import type { ParameterMap } from '#shared/config/parameters.ts';
import type { Language, Parameter, SiteInfo } from '#shared/contracts/site.ts';
import { createApiEffect, successData } from '../../shared/api/request.ts';

export const fetchParametersFx = createApiEffect<void, Parameter[]>(() => ({ path: '/parameter' }));
export const fetchSiteInfoFx = createApiEffect<void, SiteInfo>(() => ({ path: '/site/info' }));
export const fetchLanguagesFx = createApiEffect<void, Language[]>(() => ({ path: '/language' }));

export const $parameterList = createStore<Parameter[]>([]);
export const $siteInfo = createStore<SiteInfo | null>(null);
export const $languages = createStore<Language[]>([]);

/** Parameters by type; the form every reader uses. */
export const $parameters = $parameterList.map(
  (list): ParameterMap => Object.fromEntries(list.map((p) => [p.type, p.value])),
  { skipVoid: false },
);

sample({ clock: successData(fetchParametersFx), fn: (r) => r.data, target: $parameterList });
sample({ clock: successData(fetchSiteInfoFx), fn: (r) => r.data, target: $siteInfo });
sample({ clock: successData(fetchLanguagesFx), fn: (r) => r.data, target: $languages });
