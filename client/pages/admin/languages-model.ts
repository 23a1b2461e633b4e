// The site's active languages, as the page tree's screens offer them (the tree of a locale, a
// redirect's locale, a page's public address under its locale's prefix). Read by the panel itself
// (`GET /language`) rather than from the site's entity, whose store lives in every page's entry.
import { createEvent, createStore, sample } from 'effector';
import type { Language } from '#shared/contracts/site.ts';
import { createApiEffect } from '../../shared/api/request.ts';

/** A page of the tree that offers a choice of language opened. */
export const languagesNeeded = createEvent();

const fetchLanguagesFx = createApiEffect<void, Language[]>(() => ({ path: '/language' }));

export const $siteLanguages = createStore<Language[]>([]);

sample({ clock: languagesNeeded, target: fetchLanguagesFx });
sample({
  clock: fetchLanguagesFx.doneData,
  filter: (response) => response.body.success,
  fn: (response) => response.body.data as Language[],
  target: $siteLanguages,
});
