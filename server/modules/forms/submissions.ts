// Forms (SPEC §7 GET /forms/{id}, POST /forms/{id}/submit): each field checked against
// its definition, files checked on their bytes (never on the name or the browser's type), per-
// field errors returned together, submissions and their files stored per site.
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { FieldError } from '#shared/contracts/account.ts';
import type { FormDefinition } from '#shared/contracts/town.ts';
import {
  answerProblem,
  FILE_KINDS,
  type FileKind,
  fileCountProblem,
  fileKindAccepted,
  maxFileBytes,
} from '#shared/lib/form-fields.ts';
import { msg } from '#shared/lib/messages.ts';
import { type FormFieldDefinition, formSubmissions, forms, type StoredFile } from '../../db/schema.ts';
import { enforceLimits } from '../auth/rate-limit.ts';
import type { RequestContext } from '../context.ts';
import { DomainError, invalidFields } from '../errors.ts';

export interface IncomingFile {
  field: string;
  filename: string;
  data: Buffer;
  /** Longer than the reader kept: too large, whatever `data` holds. */
  truncated?: boolean;
}

const SIGNATURES: Record<FileKind, { test: (b: Buffer) => boolean; ext: string }> = {
  pdf: { test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-', ext: 'pdf' },
  png: {
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    ext: 'png',
  },
  jpeg: { test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff, ext: 'jpg' },
};

export function detectKind(data: Buffer): keyof typeof SIGNATURES | null {
  for (const [kind, sig] of Object.entries(SIGNATURES))
    if (sig.test(data)) return kind as keyof typeof SIGNATURES;
  return null;
}

export async function getForm(ctx: RequestContext, id: number): Promise<FormDefinition> {
  const [row] = await ctx.db
    .select()
    .from(forms)
    .where(and(eq(forms.siteId, ctx.site.id), eq(forms.id, id), eq(forms.isActive, true)));
  if (!row) throw formMissing();
  return { id: row.id, title: row.title, description: row.description, fields: row.fields };
}

const formMissing = () =>
  new DomainError('not_found', msg({ id: 'api.form.notFound', message: 'This form does not exist.' }));

/** Object values come as JSON strings (SPEC §7 form-data builder). */
function fieldValue(raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  if (/^\s*[[{]/.test(raw)) {
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  }
  return raw;
}

export function checkSubmission(
  fields: FormFieldDefinition[],
  values: Record<string, string>,
  files: IncomingFile[],
): {
  data: Record<string, unknown>;
  files: (IncomingFile & { kind: keyof typeof SIGNATURES })[];
  errors: FieldError[];
} {
  const errors: FieldError[] = [];
  const data: Record<string, unknown> = {};
  const accepted: (IncomingFile & { kind: keyof typeof SIGNATURES })[] = [];
  const known = new Set(fields.map((f) => f.name));
  for (const name of Object.keys(values))
    if (!known.has(name)) errors.push({ path: name, message: 'unknown_field' });
  for (const file of files) {
    const target =
      fields.find((f) => f.name === file.field) ??
      fields.find((f) => f.type === 'file' && (file.field === 'images' || file.field === 'image'));
    if (target?.type !== 'file') errors.push({ path: file.field, message: 'unknown_field' });
  }

  for (const field of fields) {
    if (field.type === 'file') {
      const mine = files.filter(
        (f) =>
          f.field === field.name ||
          ((f.field === 'images' || f.field === 'image') &&
            fields.filter((x) => x.type === 'file').length === 1),
      );
      const count = fileCountProblem(field, mine.length);
      if (count) errors.push({ path: field.name, message: count });
      for (const file of mine) {
        const kind = detectKind(file.data);
        if (file.data.length === 0) errors.push({ path: field.name, message: 'empty_file' });
        else if (file.truncated || file.data.length > maxFileBytes(field))
          errors.push({ path: field.name, message: 'file_too_large' });
        else if (!kind || !fileKindAccepted(field, kind))
          errors.push({ path: field.name, message: 'file_type' });
        else accepted.push({ ...file, field: field.name, kind });
      }
      continue;
    }
    const raw = values[field.name];
    if (field.type === 'checkbox' && field.options?.length) {
      // a group of boxes: the chosen options, sent as a JSON array (SPEC §7 form-data builder)
      const chosen = fieldValue(raw);
      const list = chosen === undefined || chosen === '' ? [] : chosen;
      if (!Array.isArray(list) || !list.every((o) => typeof o === 'string' && field.options?.includes(o))) {
        errors.push({ path: field.name, message: 'invalid_option' });
      } else if (field.required && list.length === 0) errors.push({ path: field.name, message: 'required' });
      else data[field.name] = list;
      continue;
    }
    const text = raw?.trim() ?? '';
    const problem = answerProblem(field, text);
    if (problem) errors.push({ path: field.name, message: problem });
    else if (text === '') continue;
    else if (field.type === 'checkbox' && !['true', 'on', 'false'].includes(text))
      errors.push({ path: field.name, message: 'invalid' });
    else if (field.type === 'checkbox' && field.required && text === 'false')
      errors.push({ path: field.name, message: 'required' });
    else data[field.name] = field.type === 'checkbox' ? text !== 'false' : text;
  }
  return { data, files: accepted, errors };
}

/** The bytes of an upload as the server reads them (the contract only knows a Uint8Array). */
export interface UploadedBytes {
  field: string;
  filename: string;
  data: Uint8Array;
  truncated?: boolean;
}

async function activeForm(ctx: RequestContext, formId: number) {
  const [form] = await ctx.db
    .select()
    .from(forms)
    .where(and(eq(forms.siteId, ctx.site.id), eq(forms.id, formId), eq(forms.isActive, true)));
  if (!form) throw formMissing();
  return form;
}

/** What a submission's body may hold for this form: its file fields' sizes, and a body of
 * them all with the text fields (SPEC §7 multipart). */
export interface UploadBounds {
  maxFileBytes: number;
  maxBodyBytes: number;
}

const TEXT_ALLOWANCE_BYTES = 1024 * 1024;
const FILES_PER_MULTIPLE_FIELD = 5;

/** The first step of a submission, before its body is read: the form exists and the caller is
 * within the rate limit (a refused caller's upload is never received); then the bounds of what
 * the body may carry for this form. `submitForm` follows with the body. */
export async function openSubmission(ctx: RequestContext, formId: number): Promise<UploadBounds> {
  const form = await activeForm(ctx, formId);
  await enforceLimits(
    ctx,
    [[`form:${formId}:address:${ctx.address}`, ctx.limits.formSubmitPerAddress]],
    msg({ id: 'api.form.rateLimited', message: 'Too many submissions. Try again later.' }),
  );
  const fileFields = form.fields.filter((f) => f.type === 'file');
  const slots = fileFields.map((f) => (f.multiple ? FILES_PER_MULTIPLE_FIELD : 1) * maxFileBytes(f));
  return {
    maxFileBytes: Math.max(0, ...fileFields.map(maxFileBytes)),
    maxBodyBytes: slots.reduce((a, b) => a + b, 0) + TEXT_ALLOWANCE_BYTES,
  };
}

/** Checks and stores a submission whose form `openSubmission` opened. */
export async function submitForm(
  ctx: RequestContext,
  formId: number,
  submitted: { fields: Record<string, string>; files: UploadedBytes[] },
): Promise<{ message: string }> {
  const form = await activeForm(ctx, formId);

  const files = submitted.files.map((f) => ({
    field: f.field,
    filename: f.filename,
    data: Buffer.from(f.data.buffer, f.data.byteOffset, f.data.byteLength),
    ...(f.truncated ? { truncated: true } : {}),
  }));
  const checked = checkSubmission(form.fields, submitted.fields, files);
  if (checked.errors.length) throw invalidFields(checked.errors);

  const folder = path.join(ctx.storage.uploadsDir, String(ctx.site.id), 'forms', String(form.id));
  const stored: StoredFile[] = [];
  try {
    if (checked.files.length) await mkdir(folder, { recursive: true, mode: 0o700 });
    for (const file of checked.files) {
      const name = `${randomUUID()}.${SIGNATURES[file.kind].ext}`;
      await writeFile(path.join(folder, name), file.data, { mode: 0o600 });
      stored.push({
        field: file.field,
        name: file.filename.slice(0, 200),
        storedAs: name,
        size: file.data.length,
        type: FILE_KINDS[file.kind].type,
      });
    }
    await ctx.db.insert(formSubmissions).values({
      siteId: ctx.site.id,
      formId: form.id,
      data: checked.data,
      files: stored,
      createdAt: ctx.clock.now(),
    });
  } catch (error) {
    // nothing half-written: files of a submission that was not stored are removed
    await Promise.all(stored.map((f) => rm(path.join(folder, f.storedAs), { force: true })));
    throw error;
  }
  if (form.notifyEmail) {
    const lines = form.fields
      .filter((f) => f.type !== 'file')
      .map((f) => `${f.label} : ${checked.data[f.name] === undefined ? '—' : String(checked.data[f.name])}`);
    const attached = stored.map((f) => `Pièce jointe reçue : ${f.name} (${Math.ceil(f.size / 1024)} Ko)`);
    const text = [`Nouvel envoi du formulaire « ${form.title} ».`, '', ...lines, ...attached].join('\n');
    // not awaited: the visitor's answer does not wait for the site's mail server
    void ctx.sendMail(form.notifyEmail, {
      subject: `Formulaire : ${form.title}`,
      text,
      html: `<pre>${text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!)}</pre>`,
    });
  }
  return { message: form.successMessage };
}
