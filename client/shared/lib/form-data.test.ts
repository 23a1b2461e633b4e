import { describe, expect, it } from 'vitest';
import { buildFormData } from './form-data.ts';

describe('buildFormData (SPEC §7)', () => {
  it('sends scalars as text, objects and arrays as JSON strings, skips empty values', () => {
    const data = buildFormData({
      name: 'Camille',
      guests: 40,
      rulesAccepted: true,
      days: ['lundi', 'mardi'],
      address: { city: 'Vallon' },
      nothing: null,
      unset: undefined,
    });
    expect([...data.entries()]).toEqual([
      ['name', 'Camille'],
      ['guests', '40'],
      ['rulesAccepted', 'true'],
      ['days', '["lundi","mardi"]'],
      ['address', '{"city":"Vallon"}'],
    ]);
  });

  it('puts files under images (several) or image (one), or under their field', () => {
    const a = new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' });
    const b = new File(['x'], 'b.png', { type: 'image/png' });
    const data = buildFormData({}, { images: [a, b], image: a, byField: { insurance: [b] } });
    expect(data.getAll('images').map((f) => (f as File).name)).toEqual(['a.pdf', 'b.png']);
    expect((data.get('image') as File).name).toBe('a.pdf');
    expect((data.get('insurance') as File).name).toBe('b.png');
  });
});
