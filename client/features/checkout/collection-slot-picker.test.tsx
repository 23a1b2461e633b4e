// The click-and-collect picker: its slots asked per address, and what a visitor reads of them.
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { allSettled, fork, type Scope } from 'effector';
import { Provider } from 'effector-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CollectionDay } from '#shared/lib/collection.ts';
import { messages } from '../../../locales/fr-FR/shop.po';
import { failure, fakeApi, ok } from '../../shared/api/fake-api.ts';
import { requestFx } from '../../shared/api/request.ts';
import { CollectionSlotPicker } from './collection-slot-picker.tsx';
import { $collectionSlots, type CollectionSlots, collectionSlotsRequested } from './collection-slots.ts';

const DAYS: CollectionDay[] = [
  {
    date: '2026-12-01',
    slots: [
      { idSchedule: 1, from: '10:00', to: '12:00', capacity: 3, remaining: 0 },
      { idSchedule: 2, from: '14:00', to: '18:00', capacity: 4, remaining: 2 },
    ],
  },
  { date: '2026-12-05', slots: [{ idSchedule: 4, from: '14:00', to: '19:00', capacity: 6, remaining: 6 }] },
];

describe('the collection slots', () => {
  it('asks the slots of an address, and keeps only the answer for the last one asked', async () => {
    const api = fakeApi({ 'GET /click-and-collect/slots': (r) => ok(r.query === 'idAddress=3' ? DAYS : []) });
    const scope = fork({ handlers: [[requestFx, api.handler]] });
    await allSettled(collectionSlotsRequested, { scope, params: 3 });
    expect(api.calls.map((c) => c.query)).toEqual(['idAddress=3']);
    expect(scope.getState($collectionSlots)).toEqual({ idAddress: 3, status: 'ready', days: DAYS });
  });

  it('keeps the server’s refusal, or none when it could not be reached', async () => {
    const refused = fork({
      handlers: [
        [requestFx, fakeApi({ 'GET /click-and-collect/slots': failure(404, null, 'Introuvable') }).handler],
      ],
    });
    await allSettled(collectionSlotsRequested, { scope: refused, params: 3 });
    expect(refused.getState($collectionSlots)).toEqual({
      idAddress: 3,
      status: 'error',
      message: 'Introuvable',
    });
    const offline = fork({
      handlers: [
        [
          requestFx,
          async () => {
            throw new TypeError('Failed to fetch');
          },
        ],
      ],
    });
    await allSettled(collectionSlotsRequested, { scope: offline, params: 3 });
    expect(offline.getState($collectionSlots)).toEqual({ idAddress: 3, status: 'error', message: null });
  });
});

const i18n = setupI18n({ locale: 'fr-FR', messages: { 'fr-FR': messages } });

function render(state: CollectionSlots | null, value: { date: string; idSchedule: number } | null = null) {
  const scope: Scope = fork({ values: [[$collectionSlots, state]] });
  return renderToStaticMarkup(
    <Provider value={scope}>
      <I18nProvider i18n={i18n}>
        <CollectionSlotPicker idAddress={3} value={value} onChange={() => undefined} />
      </I18nProvider>
    </Provider>,
  );
}

describe('CollectionSlotPicker', () => {
  it('shows each day as a group of slots, a full slot disabled and marked « complet »', () => {
    const html = render({ idAddress: 3, status: 'ready', days: DAYS }, { date: '2026-12-01', idSchedule: 2 });
    expect(html).toContain('<legend>Jour et heure du retrait</legend>');
    expect(html).toContain('<legend>mardi 1 décembre</legend>');
    expect(html).toContain('<legend>samedi 5 décembre</legend>');
    expect(html.match(/type="radio"/g)).toHaveLength(3);
    // one group: every radio has the same name
    expect(new Set(html.match(/name="[^"]+"/g))).toHaveProperty('size', 1);
    const radio = (value: string) => html.match(new RegExp(`<input[^>]*value="${value}"[^>]*>`))?.[0] ?? '';
    expect(radio('2026-12-01/1')).toContain('disabled=""');
    expect(radio('2026-12-01/2')).toContain('checked=""');
    expect(radio('2026-12-05/4')).not.toMatch(/checked|disabled/);
    expect(html).toMatch(
      /value="2026-12-01\/1"[^>]*>[^<]*<span[^>]*>de 10:00 à 12:00<\/span><span[^>]*>complet</,
    );
  });

  it('says when the slots load, fail or are none', () => {
    expect(render(null)).toContain('Chargement des créneaux de retrait…');
    // another address's slots are not this one's
    expect(render({ idAddress: 9, status: 'ready', days: DAYS })).toContain('Chargement des créneaux');
    const failed = render({ idAddress: 3, status: 'error', message: null });
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('Les créneaux de retrait n’ont pas pu être chargés.');
    expect(failed).toContain('Réessayer');
    expect(render({ idAddress: 3, status: 'error', message: 'Ce site ne vend pas.' })).toContain(
      'Ce site ne vend pas.',
    );
    expect(render({ idAddress: 3, status: 'ready', days: [] })).toContain(
      'Aucun créneau de retrait n’est ouvert',
    );
  });
});
