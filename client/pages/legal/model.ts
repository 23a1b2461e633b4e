import { createEvent, createStore, sample } from 'effector';
import { $parameters } from '../../entities/site/index.ts';
import { documentMetaSet } from '../../shared/model/meta.ts';

/** A legal page shows the HTML of one legal-text parameter (SPEC §3), sanitised on save. */
export const legalPageOpened = createEvent<{ parameter: string; path: string; title: string }>();

export const $legalPage = createStore<{ parameter: string; title: string; html: string | null } | null>(null);

sample({
  clock: legalPageOpened,
  source: $parameters,
  fn: (params, { parameter, title }) => ({ parameter, title, html: params[parameter] || null }),
  target: $legalPage,
});
sample({
  clock: legalPageOpened,
  fn: ({ title, path }) => ({ title, canonicalPath: path }),
  target: documentMetaSet,
});
