import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { ROUTES } from '#shared/config/routes.ts';
import type { AuditEntry } from '#shared/contracts/admin.ts';
import { formatDateTime } from '#shared/lib/format.ts';
import { pageCount } from '#shared/lib/pagination.ts';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { TextField } from '../../shared/ui/form.tsx';
import { GetForm } from '../../shared/ui/get-form.tsx';
import { Pagination } from '../../shared/ui/pagination.tsx';
import {
  $journal,
  $journalQuery,
  $journalStatus,
  changeValueText,
  ENTITY_PARAM,
  type JournalQuery,
} from './journal-model.ts';
import { PanelPage } from './panel.tsx';

/** The actions and things the log names so far, in words; any other shows as the API says it. */
export const ACTIONS: Record<string, MessageDescriptor> = {
  create: msg`Created`,
  update: msg`Changed`,
  delete: msg`Deleted`,
  restore: msg`Restored`,
  move: msg`Moved`,
  publish: msg`Put online`,
  preview: msg`Preview taken`,
  role: msg`Role changed`,
  invite: msg`Invited`,
  block: msg`Blocked`,
  unblock: msg`Unblocked`,
  'draft.save': msg`Draft saved`,
  'draft.restore': msg`Earlier version put in the draft`,
  'draft.discard': msg`Draft discarded`,
  'secondFactor.on': msg`Second factor turned on`,
  'secondFactor.off': msg`Second factor turned off`,
};
export const ENTITIES: Record<string, MessageDescriptor> = {
  account: msg`Account`,
  page: msg`Page`,
  layout: msg`Page content`,
  redirect: msg`Redirect`,
  parameter: msg`Setting`,
  parameters: msg`Settings`,
  address: msg`Address`,
  logo: msg`Logo`,
  banner: msg`Banner`,
  fonts: msg`Fonts`,
  font_file: msg`Font file`,
  media: msg`Media file`,
  payment_keys: msg`Payment keys`,
  site: msg`Site`,
};

function Who({ actor }: { actor: AuditEntry['actor'] }) {
  return (
    <>
      {actor.email ?? (
        <em>
          <Trans>deleted account</Trans>
        </em>
      )}
      {actor.kind === 'OPERATOR' && (
        <>
          {' '}
          <span className="admin-tag">
            <Trans>operator</Trans>
          </span>
        </>
      )}
    </>
  );
}

function Changes({ changes }: { changes: AuditEntry['changes'] }) {
  const { t } = useLingui();
  const fields = Object.entries(changes);
  if (fields.length === 0) return <span className="meta">—</span>;
  const shown = (value: unknown) => changeValueText(value) ?? t`(empty)`;
  return (
    <ul className="admin-changes">
      {fields.map(([field, { from, to }]) => {
        const before = shown(from);
        const after = shown(to);
        return (
          <li key={field}>
            <Trans>
              <code>{field}</code>: <span className="admin-change-value">{before}</span>{' '}
              <span aria-hidden="true">→</span>
              <span className="visually-hidden">becomes</span>{' '}
              <span className="admin-change-value">{after}</span>
            </Trans>
          </li>
        );
      })}
    </ul>
  );
}

function EntryRow({ entry }: { entry: AuditEntry }) {
  const { i18n, t } = useLingui();
  const action = ACTIONS[entry.action];
  const entity = ENTITIES[entry.entity];
  const what = entity ? i18n._(entity) : entry.entity;
  const id = entry.entityId;
  return (
    <tr>
      <td>
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
      </td>
      <td>
        <Who actor={entry.actor} />
      </td>
      <td>{action ? i18n._(action) : entry.action}</td>
      <td>{id === null ? what : t`${what} no. ${id}`}</td>
      <td>
        <Changes changes={entry.changes} />
      </td>
    </tr>
  );
}

function Filter({ query }: { query: JournalQuery }) {
  const { t } = useLingui();
  return (
    <GetForm className="admin-filter" aria-label={t`Filter the journal`}>
      {/* a new query draws the field anew, with the filter in force */}
      <TextField
        key={query.entity ?? ''}
        form="journal-filter"
        name={ENTITY_PARAM}
        label={t`Kind of item`}
        hint={<Trans>Its technical name, for example page, parameter or account.</Trans>}
        defaultValue={query.entity ?? ''}
        optional
      />
      <div className="form-actions">
        <button type="submit" className="button">
          <Trans>Filter</Trans>
        </button>
        {query.entity && (
          <AppLink className="button button-secondary" to={ROUTES.adminAudit}>
            <Trans>Show every entry</Trans>
          </AppLink>
        )}
      </div>
    </GetForm>
  );
}

export function Component() {
  const { t } = useLingui();
  const [journal, query, status] = useUnit([$journal, $journalQuery, $journalStatus]);
  const pages = journal ? pageCount(journal.total, journal.nbItem) : 1;
  const page = journal?.page ?? 1;
  const total = journal?.total ?? 0;
  const entity = query.entity;
  return (
    <PanelPage title={<Trans>Journal</Trans>}>
      <p className="admin-intro">
        <Trans>
          Every change made in the administration of this site, newest first. Entries are kept one year.
        </Trans>
      </p>
      <Filter query={query} />
      {status === 404 ? (
        <p className="empty-state">
          <Trans>This page of the journal does not exist.</Trans>{' '}
          <AppLink to={ROUTES.adminAudit}>
            <Trans>Back to the first page</Trans>
          </AppLink>
        </p>
      ) : status !== 200 || !journal ? (
        <p className="form-summary form-summary-title" role="alert">
          <Trans>The journal could not be loaded. Try again in a moment.</Trans>
        </p>
      ) : journal.items.length === 0 ? (
        <p className="empty-state">
          {entity ? <Trans>No entry for “{entity}”.</Trans> : <Trans>No change has been recorded yet.</Trans>}
        </p>
      ) : (
        <>
          <p className="meta">
            <Plural value={total} one="# entry" other="# entries" />
          </p>
          <section
            className="admin-table-wrap"
            aria-labelledby="journal-caption"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard (WCAG 2.1.1)
            tabIndex={0}
          >
            <table className="admin-table admin-journal">
              <caption id="journal-caption">{t`Changes, page ${page} of ${pages}`}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Date</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Who</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Action</Trans>
                  </th>
                  <th scope="col">
                    <Trans>What</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Changes</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {journal.items.map((entry) => (
                  <EntryRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </section>
          <Pagination total={journal.total} nbItem={journal.nbItem} page={journal.page} label={t`Journal`} />
        </>
      )}
    </PanelPage>
  );
}
