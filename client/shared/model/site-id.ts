import { createStore } from 'effector';

/** The site's id (SPEC §1: each site is identified by a fixed id sent in the default request
 * headers). Set from the site information (entities/site); the API checks that it agrees with
 * the host. Null until the site information has loaded. */
export const $siteId = createStore<number | null>(null);
