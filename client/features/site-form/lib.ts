// What a site form checks in the browser before sending (the server checks it all again, on
// the files' bytes too): the rules of each field of the form's definition (shared/lib/form-fields).
import type { FieldError } from '#shared/contracts/account.ts';
import type { FormField } from '#shared/contracts/town.ts';
import {
  acceptedKinds,
  answerProblem,
  FILE_KINDS,
  fileCountProblem,
  fileKindAccepted,
  kindOfFileName,
  maxFileBytes,
} from '#shared/lib/form-fields.ts';

export type FormValues = Record<string, string | string[] | boolean>;
export type FormFiles = Record<string, File[]>;

/** The `accept` attribute of a file field: extensions and MIME types. */
export function acceptOf(field: FormField): string[] {
  return acceptedKinds(field).flatMap((k) => [...FILE_KINDS[k].extensions, FILE_KINDS[k].type]);
}

/** The count's problem, then the first file's. */
function fileProblems(field: FormField, list: File[]): (string | null)[] {
  const bad = list
    .map((file) =>
      !fileKindAccepted(field, kindOfFileName(file.name))
        ? 'file_type'
        : file.size > maxFileBytes(field)
          ? 'file_too_large'
          : null,
    )
    .find(Boolean);
  return [fileCountProblem(field, list.length), bad ?? null];
}

export function checkFormValues(
  fields: readonly FormField[],
  values: FormValues,
  files: FormFiles,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of fields) {
    const value = values[field.name];
    let problems: (string | null)[];
    if (field.type === 'file') problems = fileProblems(field, files[field.name] ?? []);
    else if (field.type === 'checkbox') {
      const empty = Array.isArray(value) ? value.length === 0 : value !== true;
      problems = [field.required && empty ? 'required' : null];
    } else problems = [answerProblem(field, typeof value === 'string' ? value.trim() : '')];
    for (const message of problems) if (message) errors.push({ path: field.name, message });
  }
  return errors;
}

/** Where the files travel (SPEC §7): a form's only file field goes to the builder's `image`
 * (one file) or `images` (several), else each field by its name. */
export function filesForBuilder(fields: readonly FormField[], files: FormFiles) {
  const fileFields = fields.filter((f) => f.type === 'file');
  if (fileFields.length !== 1) return { byField: files };
  return { files: files[fileFields[0]!.name] ?? [] };
}
