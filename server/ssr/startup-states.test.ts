import { describe, expect, it } from 'vitest';
import { fakeContentEvents } from '../../tests/support/content-events.ts';
import { createStartupStates } from './startup-states.ts';

const state = (menu: string) => ({ values: { menu }, tags: ['menu'] });

describe('startup states', () => {
  it('keeps a site start per site and locale until its TTL', () => {
    let clock = 0;
    const states = createStartupStates(fakeContentEvents(), { ttlMs: 1_000, now: () => clock });
    expect(states.slot(1, 'fr').kept).toBeNull();
    states.slot(1, 'fr').keep(state('a'));
    states.slot(1, 'en').keep(state('b'));
    expect(states.slot(1, 'fr').kept).toEqual(state('a'));
    expect(states.slot(1, 'en').kept).toEqual(state('b'));
    expect(states.slot(2, 'fr').kept).toBeNull(); // never another site's
    clock = 1_000;
    expect(states.slot(1, 'fr').kept).toBeNull();
    expect(states.stats().entries).toBe(1);
  });

  it('drops every state of a site that changes, and never keeps one built across a change', async () => {
    const events = fakeContentEvents();
    const states = createStartupStates(events, { ttlMs: 60_000 });
    states.slot(1, 'fr').keep(state('a'));
    states.slot(2, 'fr').keep(state('b'));
    const during = states.slot(1, 'en'); // a render starts the site…
    await events.publish(1, ['element:4']); // …a change of the site arrives meanwhile
    during.keep(state('stale'));
    expect(states.slot(1, 'fr').kept).toBeNull();
    expect(states.slot(1, 'en').kept).toBeNull();
    expect(states.slot(2, 'fr').kept).toEqual(state('b'));
    states.slot(1, 'fr').keep(state('fresh')); // a render begun after the change is kept
    expect(states.slot(1, 'fr').kept).toEqual(state('fresh'));
  });

  it('keeps nothing with a TTL of 0, and no more entries than allowed', () => {
    const none = createStartupStates(fakeContentEvents(), { ttlMs: 0 });
    none.slot(1, 'fr').keep(state('a'));
    expect(none.slot(1, 'fr').kept).toBeNull();
    const few = createStartupStates(fakeContentEvents(), { ttlMs: 60_000, maxEntries: 2 });
    for (const site of [1, 2, 3]) few.slot(site, 'fr').keep(state(String(site)));
    expect(few.stats().entries).toBe(2);
    expect(few.slot(1, 'fr').kept).toBeNull(); // the oldest went first
  });
});
