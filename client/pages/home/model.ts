import { createEvent, sample } from 'effector';
import { HOME_SLUG } from '#shared/config/routes.ts';
import { cmsPageOpened } from '../cms-page/model.ts';

/** The home page shows the CMS page `accueil` (its content and sections). */
export const homeOpened = createEvent<{ search: string }>();
sample({ clock: homeOpened, fn: ({ search }) => ({ path: HOME_SLUG, search }), target: cmsPageOpened });
