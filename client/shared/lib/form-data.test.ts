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

  const a = new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' });
  const b = new File(['x'], 'b.png', { type: 'image/png' });

  it('puts several files under images', () => {
    const data = buildFormData({}, { files: [a, b] });
    expect(data.getAll('images').map((f) => (f as File).name)).toEqual(['a.pdf', 'b.png']);
    expect(data.has('image')).toBe(false);
  });

  it('puts a single file under image, never images', () => {
    const data = buildFormData({}, { files: [a] });
    expect((data.get('image') as File).name).toBe('a.pdf');
    expect(data.has('images')).toBe(false);
    expect([...buildFormData({}, { files: [] }).keys()]).toEqual([]);
  });

  it('puts files under their own field when a form has several file fields', () => {
    const data = buildFormData({}, { byField: { insurance: [b], plan: [a] } });
    expect((data.get('insurance') as File).name).toBe('b.png');
    expect((data.get('plan') as File).name).toBe('a.pdf');
    expect(data.has('image') || data.has('images')).toBe(false);
  });
});
