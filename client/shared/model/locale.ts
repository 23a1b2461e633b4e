import { createStore } from 'effector';
import { DEFAULT_LOCALE, type LocaleDefinition } from '#shared/config/locales.ts';

/** The locale of this render, from the URL prefix (SPEC §2); set by the server's fork. */
export const $locale = createStore<LocaleDefinition>(DEFAULT_LOCALE);
