import { createEvent, sample } from 'effector';
import { HOME_SLUG } from '#shared/config/routes.ts';
import { cmsPageOpened } from '../cms-page/model.ts';

/** The home page shows the CMS page `accueil` (its content and sections). */
export const homeOpened = createEvent();
sample({ clock: homeOpened, fn: () => ({ path: HOME_SLUG }), target: cmsPageOpened });
