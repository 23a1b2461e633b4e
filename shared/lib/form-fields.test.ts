import { describe, expect, it } from 'vitest';
import {
  acceptedKinds,
  answerProblem,
  DEFAULT_MAX_FILE_KB,
  type FieldRules,
  fileCountProblem,
  fileKindAccepted,
  kindOfFileName,
  maxFileBytes,
  maxLengthOf,
} from './form-fields.ts';

const text: FieldRules = { type: 'text' };

describe('the answer of a site form field', () => {
  it('is required only where the field says so', () => {
    expect(answerProblem({ ...text, required: true }, '')).toBe('required');
    expect(answerProblem(text, '')).toBeNull();
  });

  it('is at most the field’s length, 300 characters by default and 5,000 in a long text', () => {
    expect(maxLengthOf(text)).toBe(300);
    expect(maxLengthOf({ type: 'textarea' })).toBe(5000);
    expect(answerProblem({ ...text, maxLength: 5 }, 'Beaucoup trop long')).toBe('too_long');
    expect(answerProblem({ type: 'email', maxLength: 5 }, 'lea@example.org')).toBe('too_long');
  });

  it('names a malformed e-mail, phone, date or option with the API codes', () => {
    expect(answerProblem({ type: 'email' }, 'lea@')).toBe('invalid_email');
    expect(answerProblem({ type: 'email' }, 'lea@example.org')).toBeNull();
    expect(answerProblem({ type: 'tel' }, 'abc')).toBe('invalid_phone');
    expect(answerProblem({ type: 'tel' }, '03 28 41 52 60')).toBeNull();
    expect(answerProblem({ type: 'date' }, '09/01/2027')).toBe('invalid_date');
    expect(answerProblem({ type: 'date' }, '2027-01-09')).toBeNull();
    expect(answerProblem({ type: 'select', options: ['A', 'B'] }, 'C')).toBe('invalid_option');
    expect(answerProblem({ type: 'select', options: ['A', 'B'] }, 'A')).toBeNull();
  });
});

describe('the files of a site form field', () => {
  const file: FieldRules = { type: 'file', required: true, accept: ['pdf'], maxSizeKb: 1 };

  it('wants one file where it is required, and one only unless it takes several', () => {
    expect(fileCountProblem(file, 0)).toBe('required');
    expect(fileCountProblem({ ...file, required: false }, 0)).toBeNull();
    expect(fileCountProblem(file, 2)).toBe('too_many_files');
    expect(fileCountProblem({ ...file, multiple: true }, 2)).toBeNull();
  });

  it('takes PDF, JPEG and PNG files of 5 MB unless the field says otherwise', () => {
    expect(acceptedKinds({ type: 'file' })).toEqual(['pdf', 'jpeg', 'png']);
    expect(maxFileBytes({ type: 'file' })).toBe(DEFAULT_MAX_FILE_KB * 1024);
    expect(maxFileBytes(file)).toBe(1024);
    expect(fileKindAccepted(file, 'pdf')).toBe(true);
    expect(fileKindAccepted(file, 'png')).toBe(false);
    expect(fileKindAccepted(file, null)).toBe(false);
  });

  it('reads a file’s format from its name in the browser', () => {
    expect(kindOfFileName('assurance.PDF')).toBe('pdf');
    expect(kindOfFileName('photo.jpeg')).toBe('jpeg');
    expect(kindOfFileName('photo.JPG')).toBe('jpeg');
    expect(kindOfFileName('plan.png')).toBe('png');
    expect(kindOfFileName('notes.docx')).toBeNull();
  });
});
