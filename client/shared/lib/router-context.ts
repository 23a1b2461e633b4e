import type { I18n } from '@lingui/core';
import type { Scope } from 'effector';
import { createContext } from 'react-router';

/** The effector scope of this request (server) or of the page (browser), for loaders. */
export const scopeContext = createContext<Scope>();

/** The Lingui instance of this request or page, for loaders that name things. */
export const i18nContext = createContext<I18n>();
