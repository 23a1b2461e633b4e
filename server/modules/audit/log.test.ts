import { describe, expect, it } from 'vitest';
import { auditChanges, MASKED } from './log.ts';

describe('auditChanges', () => {
  it('keeps the fields that changed, with their values before and after', () => {
    expect(
      auditChanges(
        { title: 'Mairie', showInMenu: true, order: 1 },
        { title: 'Accueil', showInMenu: true, order: 2 },
      ),
    ).toEqual({
      title: { from: 'Mairie', to: 'Accueil' },
      order: { from: 1, to: 2 },
    });
  });

  it('records a creation and a deletion field by field', () => {
    expect(auditChanges(null, { title: 'Agenda' })).toEqual({ title: { from: null, to: 'Agenda' } });
    expect(auditChanges({ title: 'Agenda' }, null)).toEqual({ title: { from: 'Agenda', to: null } });
  });

  it('masks personal values and credentials but says they changed', () => {
    const changes = auditChanges(
      {
        email: 'a@example.org',
        password: 'x',
        phone: '0600000000',
        STRIPE_SECRET_KEY: 'sk_1',
        totpSecret: null,
      },
      {
        email: 'b@example.org',
        password: 'y',
        phone: '0611111111',
        STRIPE_SECRET_KEY: 'sk_2',
        totpSecret: 'ABC',
      },
    );
    for (const field of ['email', 'password', 'phone', 'STRIPE_SECRET_KEY']) {
      expect(changes[field]).toEqual({ from: MASKED, to: MASKED });
    }
    // an absent value is said as absent, a present one masked
    expect(changes.totpSecret).toEqual({ from: null, to: MASKED });
    expect(JSON.stringify(changes)).not.toMatch(/example\.org|sk_|06/);
  });

  it('cuts long texts and writes dates as ISO strings', () => {
    const long = 'a'.repeat(2_000);
    const changes = auditChanges(
      { body: '', at: null },
      { body: long, at: new Date('2026-11-24T10:00:00Z') },
    );
    expect(String(changes.body?.to)).toHaveLength(501);
    expect(changes.at?.to).toBe('2026-11-24T10:00:00.000Z');
  });
});
