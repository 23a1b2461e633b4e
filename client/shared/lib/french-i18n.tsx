// Some texts are French whatever the page locale (SPEC §1: the consent banner). The app
// provides a French Lingui instance beside the page's own.
import type { I18n } from '@lingui/core';
import { createContext, useContext } from 'react';

export const FrenchI18nContext = createContext<I18n | null>(null);

export function useFrenchI18n(): I18n {
  const i18n = useContext(FrenchI18nContext);
  if (!i18n) throw new Error('FrenchI18nContext is missing');
  return i18n;
}
