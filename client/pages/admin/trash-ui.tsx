import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { TrashEntry } from '#shared/contracts/admin-pages.ts';
import { formatDate, formatDateTime } from '#shared/lib/format.ts';
import { FormStatus } from '../../shared/ui/api-form.tsx';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { useRefusalText } from './admin-ui.tsx';
import { PanelPage } from './panel.tsx';
import { ADMIN_PATHS } from './paths.ts';
import {
  $restored,
  $restorePending,
  $restoreRefusal,
  $trash,
  $trashStatus,
  restoreClicked,
} from './trash-model.ts';

function EntryRow({ entry }: { entry: TrashEntry }) {
  const refusalText = useRefusalText();
  const [restore, pending, refusal] = useUnit([restoreClicked, $restorePending, $restoreRefusal]);
  const { label, count } = entry;
  const refused = refusal?.id === entry.id ? refusal : null;
  const problemId = `trash-${entry.id}-problem`;
  return (
    <tr>
      <th scope="row">
        {entry.kind === 'MEDIA' && (
          <>
            <span className="admin-tag">
              <Trans>File</Trans>
            </span>{' '}
          </>
        )}
        {entry.label}
      </th>
      <td>
        {entry.kind === 'MEDIA' ? (
          <>
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">
              <Trans>no page</Trans>
            </span>
          </>
        ) : (
          <Plural value={count} one="# page" other="# pages" />
        )}
      </td>
      <td>
        <time dateTime={entry.deletedAt}>{formatDateTime(entry.deletedAt)}</time>
      </td>
      <td>
        {entry.deletedBy ?? (
          <em>
            <Trans>deleted account</Trans>
          </em>
        )}
      </td>
      <td>
        <time dateTime={entry.purgeAt}>{formatDate(entry.purgeAt)}</time>
      </td>
      <td>
        <button
          type="button"
          className="button button-secondary"
          aria-disabled={pending || undefined}
          aria-describedby={refused ? problemId : undefined}
          onClick={() => {
            if (!pending) restore(entry.id);
          }}
        >
          <Trans>
            Restore<span className="visually-hidden"> “{label}”</span>
          </Trans>
        </button>
        {refused && (
          <p id={problemId} className="field-error" role="alert">
            {refusalText({ message: refused.message, status: refused.message ? 409 : 0 })}
          </p>
        )}
      </td>
    </tr>
  );
}

function Restored() {
  const restored = useUnit($restored);
  if (!restored) return null;
  const { label } = restored;
  return (
    <FormStatus focusKey={restored.count}>
      {restored.kind === 'MEDIA' ? (
        <p>
          <Trans>The file “{label}” is back in the media library.</Trans>{' '}
          <AppLink to={ADMIN_PATHS.media}>
            <Trans>See the media</Trans>
          </AppLink>
        </p>
      ) : (
        <p>
          <Trans>“{label}” is restored, in its place in the tree if its parent page is still there.</Trans>{' '}
          <AppLink to={ADMIN_PATHS.pages}>
            <Trans>See the pages</Trans>
          </AppLink>
        </p>
      )}
    </FormStatus>
  );
}

export function Component() {
  const [trash, status] = useUnit([$trash, $trashStatus]);
  const { t } = useLingui();
  return (
    <PanelPage title={<Trans>Trash</Trans>}>
      <p className="admin-intro">
        <Trans>
          Deleted pages wait here for 30 days, with their sub-pages, before they are deleted for good.
          Restoring one puts it back with its address. Deleted media files wait here too.
        </Trans>
      </p>
      <p className="admin-back">
        <AppLink to={ADMIN_PATHS.pages}>
          <Trans>Back to the pages</Trans>
        </AppLink>
      </p>
      <Restored />
      {status !== 200 ? (
        <p className="form-summary form-summary-title" role="alert">
          <Trans>The trash could not be loaded. Try again in a moment.</Trans>
        </p>
      ) : trash.length === 0 ? (
        <p className="empty-state">
          <Trans>The trash is empty.</Trans>
        </p>
      ) : (
        <section
          className="admin-table-wrap"
          aria-labelledby="trash-caption"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard (WCAG 2.1.1)
          tabIndex={0}
        >
          <table className="admin-table admin-trash">
            <caption id="trash-caption">{t`Deleted pages and files, newest first`}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Page or file</Trans>
                </th>
                <th scope="col">
                  <Trans>Number of pages</Trans>
                </th>
                <th scope="col">
                  <Trans>Deleted on</Trans>
                </th>
                <th scope="col">
                  <Trans>By</Trans>
                </th>
                <th scope="col">
                  <Trans>Deleted for good on</Trans>
                </th>
                <th scope="col">
                  <Trans>Action</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {trash.map((entry) => (
                <EntryRow key={entry.id} entry={entry} />
              ))}
            </tbody>
          </table>
        </section>
      )}
    </PanelPage>
  );
}
