import { Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import type { RedirectEntry } from '#shared/contracts/admin-pages.ts';
import { formatDate } from '#shared/lib/format.ts';
import { FormStatus, SubmitButton } from '../../shared/ui/api-form.tsx';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { SelectField, TextField } from '../../shared/ui/form.tsx';
import { AdminForm, ConfirmDialog, useDeletionDialog, useRefusalText } from './admin-ui.tsx';
import { $siteLanguages } from './languages-model.ts';
import { PanelPage } from './panel.tsx';
import { ADMIN_PATHS, DEFAULT_PAGE_LOCALE } from './paths.ts';
import {
  $addRefusal,
  $editedId,
  $editRefusal,
  $lastChange,
  $redirects,
  $redirectsStatus,
  deleteAsked,
  editCancelled,
  editStarted,
  type RedirectValues,
  redirectAddForm,
  redirectDeletion,
  redirectEditForm,
} from './redirects-model.ts';

const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

const valuesOf = (data: FormData, locale: string): RedirectValues => ({
  from: text(data, 'from'),
  to: text(data, 'to'),
  locale: text(data, 'locale') || locale,
});

const editButtonId = (id: number) => `redirect-${id}-edit`;

function useLabels() {
  const { t } = useLingui();
  return { from: t`Old address`, to: t`New address`, locale: t`Language` };
}

function FromField({ defaultValue }: { defaultValue?: string }) {
  const labels = useLabels();
  return (
    <TextField
      name="from"
      label={labels.from}
      required
      maxLength={500}
      hint={<Trans>The old address, for example /ancien-site/mairie.html</Trans>}
      defaultValue={defaultValue}
    />
  );
}

function ToField({ defaultValue }: { defaultValue?: string }) {
  const labels = useLabels();
  return (
    <TextField
      name="to"
      label={labels.to}
      required
      maxLength={2000}
      hint={<Trans>The new address: a path of the site or an https address</Trans>}
      defaultValue={defaultValue}
    />
  );
}

function AddForm() {
  const { t } = useLingui();
  const labels = useLabels();
  const [refusal, add, languages] = useUnit([$addRefusal, redirectAddForm.submitted, $siteLanguages]);
  return (
    <section className="panel admin-redirect-add" aria-labelledby="redirect-add-title">
      <h2 id="redirect-add-title" className="panel-title">
        <Trans>Add a redirect</Trans>
      </h2>
      <AdminForm
        id="redirect-add"
        model={redirectAddForm}
        refusal={refusal}
        labels={labels}
        onValues={(data) => add(valuesOf(data, DEFAULT_PAGE_LOCALE))}
      >
        <FromField />
        <ToField />
        {languages.length > 1 && (
          <SelectField
            name="locale"
            label={labels.locale}
            options={languages.map((l) => ({ value: l.code, label: l.label }))}
            defaultValue={DEFAULT_PAGE_LOCALE}
          />
        )}
        <div className="form-actions">
          <SubmitButton>{t`Add the redirect`}</SubmitButton>
        </div>
      </AdminForm>
    </section>
  );
}

function EditRow({ entry }: { entry: RedirectEntry }) {
  const { t } = useLingui();
  const labels = useLabels();
  const [refusal, save, cancel] = useUnit([$editRefusal, redirectEditForm.submitted, editCancelled]);
  const start = useRef<HTMLDivElement>(null);
  // the form takes the row's place: the focus goes to its first field
  useEffect(() => start.current?.querySelector<HTMLInputElement>('input')?.focus(), []);
  const from = entry.from;
  return (
    <tr>
      <td colSpan={4}>
        <div ref={start}>
          <AdminForm
            id={`redirect-edit-${entry.id}`}
            model={redirectEditForm}
            refusal={refusal}
            labels={labels}
            label={t`Change the redirect from ${from}`}
            className="form admin-redirect-edit"
            onValues={(data) => save({ ...valuesOf(data, entry.locale), id: entry.id })}
          >
            <FromField defaultValue={entry.from} />
            <ToField defaultValue={entry.to} />
            <div className="form-actions">
              <SubmitButton>{t`Save`}</SubmitButton>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => {
                  cancel();
                  // back to the button that opened the form, drawn again in the row
                  requestAnimationFrame(() => document.getElementById(editButtonId(entry.id))?.focus());
                }}
              >
                <Trans>Cancel</Trans>
              </button>
            </div>
          </AdminForm>
        </div>
      </td>
    </tr>
  );
}

function Row({ entry }: { entry: RedirectEntry }) {
  const [edit, remove] = useUnit([editStarted, deleteAsked]);
  const { from } = entry;
  return (
    <tr>
      <th scope="row">
        <code>{entry.from}</code>
      </th>
      <td>
        <code>{entry.to}</code>
      </td>
      <td>
        <time dateTime={entry.createdAt}>{formatDate(entry.createdAt)}</time>
      </td>
      <td>
        <div className="admin-row-actions">
          <button
            id={editButtonId(entry.id)}
            type="button"
            className="button button-secondary"
            onClick={() => edit(entry.id)}
          >
            <Trans>
              Edit<span className="visually-hidden"> the redirect from {from}</span>
            </Trans>
          </button>
          <button type="button" className="button button-secondary" onClick={() => remove(entry.id)}>
            <Trans>
              Delete<span className="visually-hidden"> the redirect from {from}</span>
            </Trans>
          </button>
        </div>
      </td>
    </tr>
  );
}

function DeleteDialog({ entries }: { entries: RedirectEntry[] }) {
  const { t } = useLingui();
  const { item: entry, dialog } = useDeletionDialog(redirectDeletion, entries);
  if (!entry) return null;
  const { from } = entry;
  return (
    <ConfirmDialog
      title={t`Delete the redirect from ${from}?`}
      confirm={<Trans>Delete the redirect</Trans>}
      {...dialog}
    >
      <p>
        <Trans>Whoever follows the old address will find no page there any more.</Trans>
      </p>
    </ConfirmDialog>
  );
}

function Change() {
  const change = useUnit($lastChange);
  if (!change) return null;
  const { from } = change;
  return (
    <FormStatus focusKey={change.count}>
      <p>
        {change.kind === 'added' ? (
          <Trans>The redirect from {from} is added.</Trans>
        ) : change.kind === 'changed' ? (
          <Trans>The redirect from {from} is changed.</Trans>
        ) : (
          <Trans>The redirect from {from} is deleted.</Trans>
        )}
      </p>
    </FormStatus>
  );
}

export function Component() {
  const [redirects, status, editedId] = useUnit([$redirects, $redirectsStatus, $editedId]);
  return (
    <PanelPage title={<Trans>Redirects</Trans>}>
      <p className="admin-intro">
        <Trans>
          An old address leads visitors and search engines to the new one (a permanent redirect, 301). Moving
          a page or changing its address adds one by itself; add your own for the addresses of a former site.
        </Trans>
      </p>
      <p className="admin-back">
        <AppLink to={ADMIN_PATHS.pages}>
          <Trans>Back to the pages</Trans>
        </AppLink>
      </p>
      <Change />
      <AddForm />
      {status !== 200 ? (
        <p className="form-summary form-summary-title" role="alert">
          <Trans>The redirects could not be loaded. Try again in a moment.</Trans>
        </p>
      ) : redirects.length === 0 ? (
        <p className="empty-state">
          <Trans>No redirect yet.</Trans>
        </p>
      ) : (
        <section
          className="admin-table-wrap"
          aria-labelledby="redirects-caption"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard (WCAG 2.1.1)
          tabIndex={0}
        >
          <table className="admin-table admin-redirects">
            <caption id="redirects-caption">
              <Trans>Redirects of the site, newest first</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Old address</Trans>
                </th>
                <th scope="col">
                  <Trans>New address</Trans>
                </th>
                <th scope="col">
                  <Trans>Added on</Trans>
                </th>
                <th scope="col">
                  <Trans>Actions</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {redirects.map((entry) =>
                entry.id === editedId ? (
                  <EditRow key={entry.id} entry={entry} />
                ) : (
                  <Row key={entry.id} entry={entry} />
                ),
              )}
            </tbody>
          </table>
        </section>
      )}
      <DeleteDialog entries={redirects} />
    </PanelPage>
  );
}
