// Code a page's render uses beyond its route module (the views of its blocks, loaded with the
// page's data): the server preloads it with the route module (client/app/routes.tsx,
// `pageModulesOf`). One render's own: never serialized.
import { createStore } from 'effector';

export const $pageModules = createStore<readonly string[]>([], { serialize: 'ignore' });
