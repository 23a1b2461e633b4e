// « Créer un site » on /admin/sites (ADR 019): the template as radio buttons, the site's name,
// its commune (a text field whose suggestions come from the official list as it is typed), its
// addresses one a line, its first administrator's e-mail; each error beside its field and in the
// form's summary, then the new site said in a status and listed above.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import type { FormFailure } from '../../shared/lib/form.ts';
import { FormStatus, SubmitButton } from '../../shared/ui/api-form.tsx';
import { fieldId, TextField } from '../../shared/ui/form.tsx';
import { fieldErrorMessage } from '../../shared/ui/form-messages.ts';
import { AdminForm, RadioGroup } from './admin-ui.tsx';
import {
  $communes,
  $createdSites,
  $newSiteFieldFailure,
  $newSiteRefusal,
  $offeredCommunes,
  communeLabel,
  communeTyped,
  newSiteForm,
  SITE_DOMAINS_MAX,
  type SiteTemplate,
  townCodeOf,
} from './sites-model.ts';
import './sites.css';

const FORM = 'new-site';

/** The codes of this form alone, worded here: the form kit's texts stay out of public pages. */
const SITE_FIELD_ERRORS: Record<string, MessageDescriptor> = {
  invalid_host: msg`Enter addresses in lower case, without http:// or port, for example www.mairie-exemple.fr.`,
  host_duplicate: msg`The same address is written twice.`,
  host_taken: msg`One of these addresses already belongs to another site.`,
  unknown_commune: msg`This commune is not known: pick it among the suggestions, or type its INSEE code.`,
};

/** A field of this form whose errors may be its own codes: label, hint, error, then the input. */
function SiteField({
  name,
  label,
  hint,
  failure,
  children,
}: {
  name: string;
  label: string;
  hint: ReactNode;
  failure: FormFailure | null;
  children: (describedBy: string, invalid: boolean) => ReactNode;
}) {
  const { i18n, t } = useLingui();
  const id = fieldId(FORM, name);
  const error = failure?.fields.find((f) => f.path === name) ?? null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <p id={hintId} className="field-hint">
        {hint}
      </p>
      {error && (
        <p id={errorId} className="field-error">
          <span className="visually-hidden">{t`Error:`} </span>
          {i18n._(SITE_FIELD_ERRORS[error.message] ?? fieldErrorMessage(error.message))}
        </p>
      )}
      {children(error ? `${hintId} ${errorId}` : hintId, error !== null)}
    </div>
  );
}

/** The commune: typed, with the communes found offered as the browser's suggestions. */
function CommuneField({ label, failure }: { label: string; failure: FormFailure | null }) {
  const [communes, typed] = useUnit([$communes, communeTyped]);
  const id = fieldId(FORM, 'town');
  return (
    <SiteField
      name="town"
      label={label}
      failure={failure}
      hint={
        <Trans>
          Type its name or its postcode, then pick it among the suggestions (or type its INSEE code).
        </Trans>
      }
    >
      {(describedBy, invalid) => (
        <>
          <input
            id={id}
            name="townText"
            className="input"
            type="text"
            list={`${id}-list`}
            autoComplete="off"
            required
            maxLength={100}
            aria-describedby={describedBy}
            aria-invalid={invalid ? 'true' : undefined}
            onInput={(event) => typed(event.currentTarget.value)}
          />
          <datalist id={`${id}-list`}>
            {communes.map((c) => (
              <option key={c.code} value={communeLabel(c)} />
            ))}
          </datalist>
        </>
      )}
    </SiteField>
  );
}

/** The site's addresses, one a line. */
function DomainsField({ label, failure }: { label: string; failure: FormFailure | null }) {
  return (
    <SiteField
      name="domains"
      label={label}
      failure={failure}
      hint={
        <Trans>
          One a line, at most {SITE_DOMAINS_MAX}; the first is the main one. Lower case, without http:// or
          port, for example www.mairie-exemple.fr.
        </Trans>
      }
    >
      {(describedBy, invalid) => (
        <textarea
          id={fieldId(FORM, 'domains')}
          name="domains"
          className="input"
          rows={3}
          required
          autoCapitalize="none"
          spellCheck={false}
          aria-describedby={describedBy}
          aria-invalid={invalid ? 'true' : undefined}
        />
      )}
    </SiteField>
  );
}

export function NewSiteForm() {
  const { t } = useLingui();
  const [refusal, submit, failure, offered, created] = useUnit([
    $newSiteRefusal,
    newSiteForm.submitted,
    $newSiteFieldFailure,
    $offeredCommunes,
    $createdSites,
  ]);
  const labels = {
    template: t`Template`,
    name: t`Name of the site`,
    town: t`Commune`,
    domains: t`Addresses of the site`,
    adminEmail: t`E-mail of the first administrator`,
  };
  const text = (data: FormData, name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const last = created.at(-1);
  return (
    <section className="panel sites-new" aria-labelledby="new-site-title">
      <h2 id="new-site-title" className="panel-title">
        <Trans>Create a site</Trans>
      </h2>
      <p>
        <Trans>
          The new site starts « under construction »: only its administrators see it until they publish it.
          Its first administrator receives an e-mail to choose a password.
        </Trans>
      </p>
      {last && (
        <FormStatus focusKey={created.length}>
          <p>
            <Trans>
              The site {last.name} is created, under construction, at <a href={last.url}>{last.url}</a>. Its
              first administrator was sent an invitation.
            </Trans>
          </p>
        </FormStatus>
      )}
      {/* drawn anew after each site created: its fields start empty */}
      <AdminForm
        key={created.length}
        id={FORM}
        model={newSiteForm}
        refusal={refusal}
        labels={labels}
        fieldMessages={SITE_FIELD_ERRORS}
        onValues={(data) => {
          const townText = text(data, 'townText');
          submit({
            template: (text(data, 'template') || 'town-hall') as SiteTemplate,
            name: text(data, 'name'),
            townText,
            town: townCodeOf(townText, offered),
            domains: text(data, 'domains'),
            adminEmail: text(data, 'adminEmail'),
          });
        }}
      >
        <RadioGroup<SiteTemplate>
          form={FORM}
          name="template"
          legend={labels.template}
          defaultValue="town-hall"
          options={[
            { value: 'town-hall', label: t`Town hall`, hint: t`News, procedures and municipal life.` },
            { value: 'wine-estate', label: t`Wine estate`, hint: t`With its online wine shop.` },
          ]}
        />
        <TextField
          name="name"
          label={labels.name}
          required
          maxLength={120}
          autoComplete="off"
          failure={failure}
        />
        <CommuneField label={labels.town} failure={failure} />
        <DomainsField label={labels.domains} failure={failure} />
        <TextField
          name="adminEmail"
          type="email"
          label={labels.adminEmail}
          required
          maxLength={254}
          autoComplete="off"
          failure={failure}
          hint={<Trans>This person receives a link to choose a password, valid 7 days.</Trans>}
        />
        <div className="form-actions">
          <SubmitButton>{t`Create the site`}</SubmitButton>
        </div>
      </AdminForm>
    </section>
  );
}
