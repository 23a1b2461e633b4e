// Forms without JavaScript (docs/architecture.md, "Forms without JavaScript"): every ApiForm is a
// real form that posts its fields, form-encoded, to its page's URL with its id in `_form`. The
// server's render then runs that form's own model in the request's scope, as the browser would,
// and shows the page again: errors beside the fields and the typed values kept, or the outcome.
import type { FormEvent } from 'react';
import { createContext } from 'react';
import type { FormModel } from './form.ts';

/** The hidden field that names the form a post comes from. */
export const FORM_ID_FIELD = '_form';
/** The name of a form's submit buttons that carry a value (a step of a two-step form): the
 * browser sends the clicked one's, which the server hands to `values` as the event's submitter. */
export const SUBMITTER_FIELD = '_submit';

/** What a form needs to be sent by the server: its model and how it reads its fields. */
export interface PostableForm {
  model: FormModel<unknown, unknown>;
  values: (data: FormData, event: FormEvent<HTMLFormElement>) => unknown;
}

export interface FormPost {
  /** The form the visitor posted and its fields: that form shows them again. */
  posted: { id: string; fields: URLSearchParams } | null;
  /** Set while the server looks for the posted form: every ApiForm rendered says how to send it. */
  collect?: (id: string, form: PostableForm) => void;
}

export const FormPostContext = createContext<FormPost>({ posted: null });

/** The submit event a form posted to the server would have had: its submitter is the clicked
 * button that carries a value, if any. */
export function serverSubmitEvent(fields: URLSearchParams): FormEvent<HTMLFormElement> {
  const value = fields.get(SUBMITTER_FIELD);
  return {
    nativeEvent: { submitter: value === null ? null : { name: SUBMITTER_FIELD, value } },
    currentTarget: null,
    preventDefault: () => undefined,
  } as unknown as FormEvent<HTMLFormElement>;
}

/** What a form posted to the server holds: its text fields and, sent as multipart, its files. */
export interface PostedFields {
  fields: URLSearchParams;
  files: { name: string; file: File }[];
}

/** The posted fields as the FormData a form's `values` reads (its id left out). */
export function postedFormData({ fields, files }: PostedFields): FormData {
  const data = new FormData();
  for (const [name, value] of fields)
    if (name !== FORM_ID_FIELD && name !== SUBMITTER_FIELD) data.append(name, value);
  for (const { name, file } of files) data.append(name, file, file.name);
  return data;
}
