import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { Scope } from 'effector';
import { Provider } from 'effector-react';
import type { ReactNode } from 'react';
import { FrenchI18nContext } from '../shared/lib/french-i18n.tsx';
import { type LayoutParts, LayoutPartsContext } from '../shared/lib/layout-parts.ts';

export function AppProviders({
  scope,
  i18n,
  french,
  extras = null,
  children,
}: {
  scope: Scope;
  i18n: I18n;
  french: I18n;
  /** What the site's options add to the layout (its shop's cart link). */
  extras?: LayoutParts | null;
  children: ReactNode;
}) {
  return (
    <Provider value={scope}>
      <I18nProvider i18n={i18n}>
        <FrenchI18nContext value={french}>
          <LayoutPartsContext value={extras}>{children}</LayoutPartsContext>
        </FrenchI18nContext>
      </I18nProvider>
    </Provider>
  );
}
