import { describe, expect, it } from 'vitest';
import { CONSENT_MAX_AGE_S, parseConsent, serializeConsent } from './consent.ts';

describe('consent cookie', () => {
  const now = Date.UTC(2026, 10, 22);

  it('round-trips a choice with its date', () => {
    const value = serializeConsent({ choice: 'none', decidedAt: now });
    expect(parseConsent(value, now)).toEqual({ choice: 'none', decidedAt: now });
  });

  it('forgets a choice older than six months, or from the future, or malformed', () => {
    expect(
      parseConsent(
        serializeConsent({ choice: 'all', decidedAt: now - CONSENT_MAX_AGE_S * 1000 - 1000 }),
        now,
      ),
    ).toBeNull();
    expect(parseConsent(serializeConsent({ choice: 'all', decidedAt: now + 3_600_000 }), now)).toBeNull();
    for (const bad of ['', 'yes.123', 'all', 'all.abc', 'all.1763769600.x', null, undefined]) {
      expect(parseConsent(bad, now)).toBeNull();
    }
  });
});
