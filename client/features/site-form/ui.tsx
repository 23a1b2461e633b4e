// A form of the site, built from its definition (GET /forms/{id}): labels, hints, formats and
// limits said in words, errors beside their fields, the answer read out once sent.
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { FormDefinition, FormField } from '#shared/contracts/town.ts';
import { acceptedKinds, DEFAULT_MAX_FILE_KB } from '#shared/lib/form-fields.ts';
import { ApiForm, FormStatus, FormSubmit, formText } from '../../shared/ui/api-form.tsx';
import { CheckboxField, FileField, SelectField, TextAreaField, TextField } from '../../shared/ui/form.tsx';
import { acceptOf, type FormFiles, type FormValues } from './lib.ts';
import { $sentFormId, $sentForms, siteForm } from './model.ts';
import './site-form.css';

const FORMAT_NAMES = { pdf: 'PDF', jpeg: 'JPEG', png: 'PNG' } as const;

function readForm(form: FormDefinition, data: FormData): { values: FormValues; files: FormFiles } {
  const values: FormValues = {};
  const files: FormFiles = {};
  for (const field of form.fields) {
    if (field.type === 'file')
      files[field.name] = data.getAll(field.name).filter((f): f is File => f instanceof File && f.size > 0);
    else if (field.type === 'checkbox' && field.options?.length)
      values[field.name] = data.getAll(field.name).filter((v): v is string => typeof v === 'string');
    else if (field.type === 'checkbox') values[field.name] = data.get(field.name) !== null;
    else values[field.name] = formText(data, field.name);
  }
  return { values, files };
}

/** One field of the definition, inside the form (which gives it its id and failure). */
function Field({ field }: { field: FormField }) {
  const { t } = useLingui();
  const common = {
    name: field.name,
    label: field.label,
    required: !!field.required,
    optional: !field.required,
    ...(field.help ? { hint: field.help } : {}),
  };
  switch (field.type) {
    case 'textarea':
      return <TextAreaField {...common} maxLength={field.maxLength ?? 5000} />;
    case 'select':
      return (
        <SelectField
          {...common}
          placeholder={t`Choose…`}
          options={(field.options ?? []).map((o) => ({ value: o, label: o }))}
          defaultValue=""
        />
      );
    case 'checkbox':
      if (field.options?.length)
        return (
          <fieldset className="field checkbox-group">
            <legend className="field-label">{field.label}</legend>
            {field.options.map((o) => (
              <CheckboxField key={o} name={field.name} value={o} label={o} />
            ))}
          </fieldset>
        );
      return (
        <CheckboxField name={field.name} label={field.label} hint={field.help} required={!!field.required} />
      );
    case 'file': {
      const kinds = acceptedKinds(field);
      const size = Math.round(((field.maxSizeKb ?? DEFAULT_MAX_FILE_KB) / 1024) * 10) / 10;
      const formats = kinds.map((k) => FORMAT_NAMES[k]).join(', ');
      return (
        <FileField
          {...common}
          hint={
            <>
              {field.help && <>{field.help} </>}
              {field.multiple
                ? t`Formats: ${formats}; ${size} MB at most each.`
                : t`Format: ${formats}; ${size} MB at most.`}
            </>
          }
          accept={acceptOf(field)}
          multiple={!!field.multiple}
          maxSizeKb={field.maxSizeKb ?? DEFAULT_MAX_FILE_KB}
        />
      );
    }
    default:
      return (
        <TextField
          {...common}
          type={field.type}
          {...(field.type === 'email' ? { autoComplete: 'email' as const, inputMode: 'email' as const } : {})}
          {...(field.type === 'tel' ? { autoComplete: 'tel' as const, inputMode: 'tel' as const } : {})}
        />
      );
  }
}

export function SiteForm({ form, headingLevel = 2 }: { form: FormDefinition; headingLevel?: 2 | 3 }) {
  const { t } = useLingui();
  const [failure, sentId, sent] = useUnit([siteForm.$failure, $sentFormId, $sentForms]);
  const key = `form-${form.id}`;
  const mine = sentId === form.id ? failure : null;
  const labels = Object.fromEntries(form.fields.map((f) => [f.name, f.label]));
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="site-form" aria-labelledby={`${key}-title`}>
      <Heading id={`${key}-title`}>{form.title}</Heading>
      {form.description && <p className="form-intro">{form.description}</p>}
      {sent[form.id] ? (
        <FormStatus focusKey={1}>
          <p>{sent[form.id]}</p>
        </FormStatus>
      ) : (
        <ApiForm
          id={key}
          model={siteForm}
          labels={labels}
          failure={mine}
          className="form panel"
          encType="multipart/form-data"
          values={(data) => ({ form, ...readForm(form, data) })}
        >
          <p className="form-note">
            <Trans>Fields marked “(optional)” may be left empty; all the others are required.</Trans>
          </p>
          {form.fields.map((field) => (
            <Field key={field.name} field={field} />
          ))}
          <FormSubmit>{t`Send`}</FormSubmit>
        </ApiForm>
      )}
    </section>
  );
}
