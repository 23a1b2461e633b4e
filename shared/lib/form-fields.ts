// The rules of a site form's fields (SPEC §7 GET /forms/{id}, POST /forms/{id}/submit): what the
// browser checks before sending and the server checks again, written once. The browser judges a
// file by its name; the server judges it by its bytes — both then ask `fileKindAccepted`.
import { isEmail } from './email.ts';
import { isPhone } from './phone.ts';

export type FileKind = 'pdf' | 'jpeg' | 'png';

/** The file formats a form may take, with their extensions and MIME type. */
export const FILE_KINDS: Record<FileKind, { extensions: readonly string[]; type: string }> = {
  pdf: { extensions: ['.pdf'], type: 'application/pdf' },
  jpeg: { extensions: ['.jpg', '.jpeg'], type: 'image/jpeg' },
  png: { extensions: ['.png'], type: 'image/png' },
};
export const DEFAULT_ACCEPT: readonly FileKind[] = ['pdf', 'jpeg', 'png'];
export const DEFAULT_MAX_FILE_KB = 5 * 1024;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What the rules read of a field's definition (a site form's field, stored or sent). */
export interface FieldRules {
  type: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'checkbox' | 'date' | 'file';
  required?: boolean | undefined;
  options?: readonly string[] | undefined;
  maxLength?: number | undefined;
  accept?: readonly FileKind[] | undefined;
  maxSizeKb?: number | undefined;
  multiple?: boolean | undefined;
}

/** The longest answer a text field takes: its own limit, else 5,000 for a long text, 300 else. */
export const maxLengthOf = (field: FieldRules) => field.maxLength ?? (field.type === 'textarea' ? 5000 : 300);

/**
 * The field error code of a typed answer (trimmed; not a file, not a box), or null when it is
 * accepted. An empty answer is a problem only for a required field.
 */
export function answerProblem(field: FieldRules, text: string): string | null {
  if (!text) return field.required ? 'required' : null;
  if (text.length > maxLengthOf(field)) return 'too_long';
  if (field.type === 'email' && !isEmail(text)) return 'invalid_email';
  if (field.type === 'tel' && !isPhone(text)) return 'invalid_phone';
  if (field.type === 'date' && !DATE.test(text)) return 'invalid_date';
  if (field.type === 'select' && !(field.options ?? []).includes(text)) return 'invalid_option';
  return null;
}

export const acceptedKinds = (field: FieldRules): readonly FileKind[] => field.accept ?? DEFAULT_ACCEPT;

export const maxFileBytes = (field: FieldRules) => (field.maxSizeKb ?? DEFAULT_MAX_FILE_KB) * 1024;

/** A required file field left empty, or several files where one is taken. */
export function fileCountProblem(field: FieldRules, count: number): string | null {
  if (field.required && count === 0) return 'required';
  if (!field.multiple && count > 1) return 'too_many_files';
  return null;
}

/** The format a file's name says (the browser's only clue before sending). */
export function kindOfFileName(name: string): FileKind | null {
  const lower = name.toLowerCase();
  const found = Object.entries(FILE_KINDS).find(([, k]) => k.extensions.some((ext) => lower.endsWith(ext)));
  return found ? (found[0] as FileKind) : null;
}

export const fileKindAccepted = (field: FieldRules, kind: FileKind | null) =>
  kind !== null && acceptedKinds(field).includes(kind);
