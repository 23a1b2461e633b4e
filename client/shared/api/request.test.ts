import { allSettled, createEvent, fork, sample } from 'effector';
import { inspect } from 'effector/inspect';
import { describe, expect, it } from 'vitest';
import { $siteId } from '../model/site-id.ts';
import { apiFx, createApiEffect, requestFx } from './request.ts';

// module-level like every API effect of the app
const someFx = createApiEffect<void, unknown>(() => ({ path: '/some' }));
const otherFx = createApiEffect<void, unknown>(() => ({ path: '/other' }));
const siteKnown = createEvent<number>();
sample({ clock: siteKnown, target: $siteId });

describe('API effects', () => {
  it('send the locale and the site id of their scope', async () => {
    const sent: unknown[] = [];
    const scope = fork({
      handlers: [
        [
          requestFx,
          async (request: unknown) => {
            sent.push(request);
            return { status: 200, body: { success: true, data: null } };
          },
        ],
      ],
    });
    await allSettled(siteKnown, { scope, params: 7 });
    await allSettled(someFx, { scope });
    await allSettled(apiFx, { scope, params: { path: '/third' } });
    expect(sent).toEqual([
      expect.objectContaining({ path: '/some', siteId: 7, locale: 'fr_FR' }),
      expect.objectContaining({ path: '/third', siteId: 7, locale: 'fr_FR' }),
    ]);
    expect(otherFx).toBeDefined();
  });

  it('share one store of defaults: a new site id recomputes it once, not once per effect', async () => {
    const scope = fork();
    const combined: string[] = [];
    const stop = inspect({
      scope,
      fn: (m) => {
        if (m.kind === 'store') combined.push(String(m.name));
      },
    }).unsubscribe;
    await allSettled(siteKnown, { scope, params: 3 });
    stop();
    // an effect with its own `source: { locale, siteId }` would add one combined store each
    expect(combined.filter((name) => name !== '$siteId' && /siteId|requestDefaults/.test(name))).toEqual([
      '$requestDefaults',
    ]);
  });
});
