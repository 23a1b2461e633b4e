import { describe, expect, it } from 'vitest';
import type { FormField } from '#shared/contracts/town.ts';
import { acceptOf, checkFormValues, filesForBuilder } from './lib.ts';

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);
const FIELDS: FormField[] = [
  { name: 'name', label: 'Nom', type: 'text', required: true, maxLength: 5 },
  { name: 'email', label: 'Courriel', type: 'email' },
  { name: 'phone', label: 'Téléphone', type: 'tel' },
  { name: 'date', label: 'Date', type: 'date' },
  { name: 'kind', label: 'Type', type: 'select', options: ['A', 'B'] },
  { name: 'ok', label: 'Règlement', type: 'checkbox', required: true },
  { name: 'proof', label: 'Attestation', type: 'file', required: true, accept: ['pdf'], maxSizeKb: 1 },
];

describe('site form checks', () => {
  it('accepts a complete form', () => {
    expect(
      checkFormValues(
        FIELDS,
        {
          name: 'Léa',
          email: 'lea@example.org',
          phone: '03 28 41 52 60',
          date: '2027-01-09',
          kind: 'A',
          ok: true,
        },
        { proof: [file('assurance.PDF')] },
      ),
    ).toEqual([]);
  });

  it('names every problem with the API codes', () => {
    const errors = checkFormValues(
      FIELDS,
      { name: 'Beaucoup trop long', email: 'lea@', phone: 'abc', date: '09/01/2027', kind: 'C', ok: false },
      { proof: [file('photo.png')] },
    );
    expect(errors).toEqual([
      { path: 'name', message: 'too_long' },
      { path: 'email', message: 'invalid_email' },
      { path: 'phone', message: 'invalid_phone' },
      { path: 'date', message: 'invalid_date' },
      { path: 'kind', message: 'invalid_option' },
      { path: 'ok', message: 'required' },
      { path: 'proof', message: 'file_type' },
    ]);
    expect(checkFormValues(FIELDS.slice(6), {}, { proof: [file('a.pdf', 2048)] })).toEqual([
      { path: 'proof', message: 'file_too_large' },
    ]);
    expect(checkFormValues(FIELDS, {}, {}).map((e) => e.path)).toEqual(['name', 'ok', 'proof']);
  });

  it('says what a file field accepts and where files travel', () => {
    expect(acceptOf(FIELDS[6]!)).toEqual(['.pdf', 'application/pdf']);
    const a = file('a.pdf');
    expect(filesForBuilder(FIELDS, { proof: [a] })).toEqual({ files: [a] });
    // a field accepting several files, one chosen: the builder's count decides (image)
    expect(filesForBuilder([{ ...FIELDS[6]!, multiple: true }], { proof: [a] })).toEqual({ files: [a] });
    const two: FormField[] = [FIELDS[6]!, { ...FIELDS[6]!, name: 'other' }];
    expect(filesForBuilder(two, { proof: [a] })).toEqual({ byField: { proof: [a] } });
  });
});
