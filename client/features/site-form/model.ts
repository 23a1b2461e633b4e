// Sending a site form (SPEC §7 POST /forms/{id}/submit, multipart). One model serves every form
// of a page: the failure belongs to the form that was sent last, the successes are kept by form.
import { createStore, sample } from 'effector';
import type { FormDefinition } from '#shared/contracts/town.ts';
import { createApiEffect } from '../../shared/api/request.ts';
import { createFormModel } from '../../shared/lib/form.ts';
import { buildFormData } from '../../shared/lib/form-data.ts';
import { pageFormsReset } from '../../shared/model/page-forms.ts';
import { checkFormValues, type FormFiles, type FormValues, filesForBuilder } from './lib.ts';

export interface SiteFormSubmission {
  form: FormDefinition;
  values: FormValues;
  files: FormFiles;
}

const submitFormFx = createApiEffect<SiteFormSubmission, { message: string }>(({ form, values, files }) => ({
  method: 'POST',
  path: `/forms/${form.id}/submit`,
  body: buildFormData(values, filesForBuilder(form.fields, files)),
}));

export const siteForm = createFormModel({
  fx: submitFormFx,
  check: ({ form, values, files }: SiteFormSubmission) => checkFormValues(form.fields, values, files),
});

/** The id of the form the current failure belongs to. */
export const $sentFormId = createStore<number | null>(null, { serialize: 'ignore' })
  .on(siteForm.submitted, (_, { form }) => form.id)
  .reset(pageFormsReset);

/** The confirmation of each form sent successfully, by form id. */
export const $sentForms = createStore<Record<number, string>>({}, { serialize: 'ignore' })
  .on(siteForm.succeeded, (sent, { params, data }) => ({ ...sent, [params.form.id]: data.message }))
  .reset(pageFormsReset);

// the page changed: every form starts blank
sample({ clock: pageFormsReset, target: siteForm.reset });
