// The layouts that publishing replaced (ADR 015): the last 20, newest first, each with its date,
// its author and its number of blocks; one compared with the live layout block by block (added,
// removed, changed, moved: by the blocks' ids), or restored into the draft once confirmed —
// publishing it is a second step.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import type { Revision } from '#shared/contracts/admin-layout.ts';
import { formatDate, formatTime } from '#shared/lib/format.ts';
import { ConfirmDialog } from './admin-ui.tsx';
import {
  $comparePending,
  $comparison,
  $comparisonFailed,
  $dirty,
  $restoreAsked,
  $revisions,
  $writePending,
  compareClicked,
  comparisonClosed,
  restoreAsked,
  restoreCancelled,
  restoreConfirmed,
} from './block-editor-model.ts';
import { descriptorOf } from './block-fields.ts';
import type { BlockChange } from './block-layout.ts';
import { useBlockName } from './block-list.tsx';

/** A date and time in French words: « 24/11/2026 à 09:30 ». */
export function useWhen() {
  const { t } = useLingui();
  return (at: string) => {
    const date = formatDate(at);
    const time = formatTime(at);
    return t`${date} at ${time}`;
  };
}

/** The labels of a block's fields, in words (those its type describes). */
function useFieldLabels() {
  const { i18n } = useLingui();
  return (block: { type: string }, names: readonly string[]) => {
    const fields = descriptorOf(block.type)?.fields ?? [];
    return names.flatMap((name) => {
      const field = fields.find((f) => f.name === name);
      return field ? [i18n._(field.label).toLowerCase()] : [];
    });
  };
}

function Change({ change }: { change: BlockChange }) {
  const blockName = useBlockName();
  const labels = useFieldLabels();
  const name = blockName(change.block);
  const fields = change.kind === 'changed' ? labels(change.block, change.fields).join(', ') : '';
  const what = {
    added: <Trans>In this version only: {name}</Trans>,
    removed: <Trans>On the live page only: {name}</Trans>,
    changed:
      change.kind === 'changed' && change.moved ? (
        <Trans>Changed and moved: {name}</Trans>
      ) : (
        <Trans>Changed: {name}</Trans>
      ),
    moved: <Trans>Moved: {name}</Trans>,
  }[change.kind];
  return (
    <li className={`block-change block-change-${change.kind}`}>
      {what}
      {fields && (
        <>
          {' '}
          <span className="block-change-fields">
            <Trans>(fields: {fields})</Trans>
          </span>
        </>
      )}
    </li>
  );
}

function Comparison() {
  const { t } = useLingui();
  const when = useWhen();
  const [comparison, close] = useUnit([$comparison, comparisonClosed]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (comparison) heading.current?.focus();
  }, [comparison]);
  if (!comparison) return null;
  const { revision, changes } = comparison;
  const date = when(revision.createdAt);
  return (
    <div className="block-comparison">
      <h3 ref={heading} tabIndex={-1} className="block-comparison-title">
        {t`The version of ${date} beside the live page`}
      </h3>
      {changes.length === 0 ? (
        <p>
          <Trans>This version has the same blocks as the live page.</Trans>
        </p>
      ) : (
        <ul className="block-changes">
          {changes.map((change) => (
            <Change key={`${change.kind}-${change.block.id}`} change={change} />
          ))}
        </ul>
      )}
      <p>
        <button type="button" className="button button-secondary" onClick={() => close()}>
          <Trans>Close the comparison</Trans>
        </button>
      </p>
    </div>
  );
}

function RestoreDialog({ revisions }: { revisions: readonly Revision[] }) {
  const { t } = useLingui();
  const when = useWhen();
  const [asked, dirty, pending, cancel, confirm] = useUnit([
    $restoreAsked,
    $dirty,
    $writePending,
    restoreCancelled,
    restoreConfirmed,
  ]);
  const revision = revisions.find((r) => r.id === asked);
  if (!revision) return null;
  const date = when(revision.createdAt);
  return (
    <ConfirmDialog
      title={t`Restore the version of ${date}?`}
      confirm={<Trans>Restore into the draft</Trans>}
      onConfirm={confirm}
      onCancel={cancel}
      pending={pending}
    >
      <p>
        <Trans>Its blocks replace the draft’s. The live page does not change until you publish.</Trans>
      </p>
      {dirty && (
        <p className="admin-dialog-warning">
          <Trans>The changes not saved are lost.</Trans>
        </p>
      )}
    </ConfirmDialog>
  );
}

export function Revisions() {
  const { t } = useLingui();
  const when = useWhen();
  const [revisions, compare, restore, pending, failed] = useUnit([
    $revisions,
    compareClicked,
    restoreAsked,
    $comparePending,
    $comparisonFailed,
  ]);
  return (
    <section className="block-revisions" aria-labelledby="block-revisions-title">
      <h2 id="block-revisions-title">
        <Trans>Earlier versions</Trans>
      </h2>
      <p className="admin-intro">
        <Trans>
          Each publication keeps the version it replaced: the last 20, newest first. Compare one with the live
          page, or restore it into the draft.
        </Trans>
      </p>
      {revisions.length === 0 ? (
        <p className="empty-state">
          <Trans>No earlier version yet: they come with the next publications.</Trans>
        </p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table block-revisions-table">
            <caption>{t`Earlier versions, newest first`}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Replaced on</Trans>
                </th>
                <th scope="col">
                  <Trans>By</Trans>
                </th>
                <th scope="col">
                  <Trans>Blocks</Trans>
                </th>
                <th scope="col">
                  <Trans>Actions</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {revisions.map((revision) => {
                const date = when(revision.createdAt);
                return (
                  <tr key={revision.id}>
                    <th scope="row">
                      <time dateTime={revision.createdAt}>{date}</time>
                    </th>
                    <td>{revision.authorEmail ?? t`deleted account`}</td>
                    <td>
                      <Plural value={revision.blockCount} one="# block" other="# blocks" />
                    </td>
                    <td>
                      <div className="admin-row-actions">
                        <button
                          type="button"
                          className="button button-secondary block-small-button"
                          aria-disabled={pending || undefined}
                          onClick={() => {
                            if (!pending) compare(revision.id);
                          }}
                        >
                          <Trans>
                            Compare<span className="visually-hidden"> the version of {date}</span>
                          </Trans>
                        </button>
                        <button
                          type="button"
                          className="button button-secondary block-small-button"
                          onClick={() => restore(revision.id)}
                        >
                          <Trans>
                            Restore into the draft
                            <span className="visually-hidden"> the version of {date}</span>
                          </Trans>
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {failed && (
        <p className="form-summary form-summary-title" role="alert">
          <Trans>This version could not be loaded. Try again in a moment.</Trans>
        </p>
      )}
      <Comparison />
      <RestoreDialog revisions={revisions} />
    </section>
  );
}
