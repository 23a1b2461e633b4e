// The carriers offered at the checkout, as a French visitor reads them: the estate's within France,
// the export carrier's services abroad with their transit time and the duties owed at destination.
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { allSettled, fork } from 'effector';
import { Provider } from 'effector-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../locales/fr-FR/shop.po';
import { type CartCarrier, cartDeliveryChanged } from '../../features/cart/index.ts';
import { cartStorageHandlers, memoryStorage } from '../../features/cart/testing.ts';
import { CarrierChoice } from './carrier-choice.tsx';

const i18n = setupI18n({ locale: 'fr-FR', messages: { 'fr-FR': messages } });

const colissimo: CartCarrier = {
  id: 1,
  name: 'Colissimo à domicile',
  fdp: 11.9,
  price: 11.9,
  deliveryType: 'DELIVERY',
  serviceCode: null,
  siteType: null,
  quoteId: null,
  transitDays: null,
};
const exportService = (serviceCode: string, quoteId: string, transitDays: [number, number]): CartCarrier => ({
  id: 0,
  name: serviceCode === 'EXPORT_STANDARD' ? 'Transporteur export standard' : 'Transporteur export express',
  fdp: 27.9,
  price: 27.9,
  deliveryType: 'DELIVERY',
  serviceCode,
  siteType: 'VIGNOBLE_EXPORT',
  quoteId,
  transitDays,
});
const standard = exportService('EXPORT_STANDARD', 'quote-standard', [3, 5]);
const express = exportService('EXPORT_EXPRESS', 'quote-express', [1, 1]);

async function render(shippingPrices: CartCarrier[], carrier: CartCarrier | null = null) {
  const scope = fork({ handlers: cartStorageHandlers(memoryStorage()) });
  await allSettled(cartDeliveryChanged, { scope, params: { shippingPrices, carrier } });
  return renderToStaticMarkup(
    <Provider value={scope}>
      <I18nProvider i18n={i18n}>
        <CarrierChoice mode="home" />
      </I18nProvider>
    </Provider>,
  );
}

/** The radios rendered: their value, and whether checked. */
const radios = (html: string) =>
  [...html.matchAll(/<input[^>]*>/g)].map(([tag]) => ({
    value: /value="([^"]*)"/.exec(tag)?.[1],
    checked: tag.includes('checked=""'),
  }));

describe('the carriers offered at the checkout', () => {
  it('shows the export services with their transit time and the duties owed at destination', async () => {
    const html = await render([standard, express], express);
    expect(html).toContain('Transporteur export standard');
    expect(html).toContain('(3 à 5 jours ouvrés)');
    expect(html).toContain('(1 jour ouvré)');
    expect(html).toContain(
      'Hors de France, des droits d’accises et la TVA du pays de destination peuvent être dus à la livraison ; ils ne sont pas compris dans ce prix.',
    );
    // two services share the id 0: each is told apart by its quote
    expect(radios(html)).toEqual([
      { value: 'quote-standard', checked: false },
      { value: 'quote-express', checked: true },
    ]);
  });

  it('shows the estate’s carriers within France without transit time nor notice', async () => {
    const html = await render([colissimo], colissimo);
    expect(html).toContain('Colissimo à domicile');
    expect(radios(html)).toEqual([{ value: '1', checked: true }]);
    expect(html).not.toContain('jours ouvrés');
    expect(html).not.toContain('accises');
  });
});
