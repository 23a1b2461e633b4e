// What a site form checks in the browser before sending (the server checks it all again, on
// the files' bytes too): the rules of each field of the form's definition.
import type { FieldError } from '#shared/contracts/account.ts';
import type { FormField } from '#shared/contracts/town.ts';

export type FormValues = Record<string, string | string[] | boolean>;
export type FormFiles = Record<string, File[]>;

const EXTENSIONS: Record<'pdf' | 'jpeg' | 'png', readonly string[]> = {
  pdf: ['.pdf'],
  jpeg: ['.jpg', '.jpeg'],
  png: ['.png'],
};
export const DEFAULT_ACCEPT = ['pdf', 'jpeg', 'png'] as const;
export const DEFAULT_MAX_FILE_KB = 5 * 1024;

/** The `accept` attribute of a file field: extensions and MIME types. */
export function acceptOf(field: FormField): string[] {
  const kinds = field.accept ?? DEFAULT_ACCEPT;
  const types = { pdf: 'application/pdf', jpeg: 'image/jpeg', png: 'image/png' } as const;
  return kinds.flatMap((k) => [...EXTENSIONS[k], types[k]]);
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9 .()-]{6,30}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function checkFormValues(
  fields: readonly FormField[],
  values: FormValues,
  files: FormFiles,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of fields) {
    const path = field.name;
    if (field.type === 'file') {
      const list = files[field.name] ?? [];
      if (field.required && !list.length) errors.push({ path, message: 'required' });
      else if (!field.multiple && list.length > 1) errors.push({ path, message: 'too_many_files' });
      const allowed = (field.accept ?? DEFAULT_ACCEPT).flatMap((k) => EXTENSIONS[k]);
      const max = (field.maxSizeKb ?? DEFAULT_MAX_FILE_KB) * 1024;
      for (const file of list) {
        const name = file.name.toLowerCase();
        if (!allowed.some((ext) => name.endsWith(ext))) {
          errors.push({ path, message: 'file_type' });
          break;
        }
        if (file.size > max) {
          errors.push({ path, message: 'file_too_large' });
          break;
        }
      }
      continue;
    }
    const value = values[field.name];
    if (field.type === 'checkbox') {
      const empty = Array.isArray(value) ? value.length === 0 : value !== true;
      if (field.required && empty) errors.push({ path, message: 'required' });
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    if (!text) {
      if (field.required) errors.push({ path, message: 'required' });
      continue;
    }
    const max = field.maxLength ?? (field.type === 'textarea' ? 5000 : 300);
    if (text.length > max) errors.push({ path, message: 'too_long' });
    else if (field.type === 'email' && !EMAIL.test(text)) errors.push({ path, message: 'invalid_email' });
    else if (field.type === 'tel' && !PHONE.test(text)) errors.push({ path, message: 'invalid_phone' });
    else if (field.type === 'date' && !DATE.test(text)) errors.push({ path, message: 'invalid_date' });
    else if (field.type === 'select' && !(field.options ?? []).includes(text))
      errors.push({ path, message: 'invalid_option' });
  }
  return errors;
}

/** Where the files travel (SPEC §7): `image`/`images` for a form's only file field, else by name. */
export function filesForBuilder(fields: readonly FormField[], files: FormFiles) {
  const fileFields = fields.filter((f) => f.type === 'file');
  if (fileFields.length !== 1) return { byField: files };
  const only = fileFields[0]!;
  const list = files[only.name] ?? [];
  return only.multiple ? { images: list } : { image: list[0] ?? null };
}
