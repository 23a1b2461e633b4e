import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { AttentionKind, Dashboard } from '#shared/contracts/admin.ts';
import { formatDate, formatTime } from '#shared/lib/format.ts';
import { ApiForm, FormStatus, SubmitButton } from '../../shared/ui/api-form.tsx';
import { ConfirmDialog, useRefusalText } from './admin-ui.tsx';
import {
  $dashboard,
  $dashboardStatus,
  $publishAsking,
  $published,
  $publishPending,
  $publishRefusal,
  $seenKind,
  publishAsked,
  publishCancelled,
  publishConfirmed,
  type SeenKind,
  seenForm,
} from './dashboard-model.ts';
import { PanelPage } from './panel.tsx';

const TITLES: Record<AttentionKind, MessageDescriptor> = {
  CONTACT_MESSAGES: msg`Contact messages`,
  FORM_SUBMISSIONS: msg`Forms received`,
  REGISTRATIONS: msg`Event registrations`,
  ORDERS: msg`Orders`,
};

const EMPTY: Record<AttentionKind, MessageDescriptor> = {
  CONTACT_MESSAGES: msg`No contact message since you last looked.`,
  FORM_SUBMISSIONS: msg`No form received since you last looked.`,
  REGISTRATIONS: msg`No event registration since you last looked.`,
  ORDERS: msg`No order waiting to be handled.`,
};

type Attention = Dashboard['attention'][number];

function Count({ kind, count }: { kind: AttentionKind; count: number }) {
  return (
    <p className="admin-count">
      {kind === 'ORDERS' ? (
        <Plural value={count} _0="None to handle" one="# to handle" other="# to handle" />
      ) : (
        <Plural value={count} _0="Nothing new" one="# new" other="# new" />
      )}
    </p>
  );
}

function SeenForm({ kind, title }: { kind: SeenKind; title: string }) {
  const [sent, failure, pending] = useUnit([$seenKind, seenForm.$failure, seenForm.$pending]);
  const mine = sent === kind;
  return (
    <ApiForm
      id={`seen-${kind.toLowerCase()}`}
      model={seenForm}
      labels={{}}
      failure={mine ? failure : null}
      values={() => ({ kind })}
      className="form admin-seen"
    >
      <div className="form-actions">
        <SubmitButton pending={mine && pending} className="button button-secondary">
          <Trans>
            Mark as seen<span className="visually-hidden">: {title}</span>
          </Trans>
        </SubmitButton>
      </div>
    </ApiForm>
  );
}

function AttentionSection({ attention }: { attention: Attention }) {
  const { i18n, t } = useLingui();
  const { kind, count, latest, canMarkSeen } = attention;
  const title = i18n._(TITLES[kind]);
  const headingId = `attention-${kind.toLowerCase()}`;
  return (
    <section className="panel admin-attention" aria-labelledby={headingId}>
      <div className="admin-attention-head">
        <h2 id={headingId} className="panel-title">
          {title}
        </h2>
        <Count kind={kind} count={count} />
      </div>
      {latest.length ? (
        <ul className="admin-latest">
          {latest.map((item) => {
            const date = formatDate(item.at);
            const time = formatTime(item.at);
            return (
              <li key={item.id}>
                <p className="admin-latest-title">{item.title}</p>
                <p className="meta">
                  {item.detail} — <time dateTime={item.at}>{t`${date} at ${time}`}</time>
                </p>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="empty-state">{i18n._(EMPTY[kind])}</p>
      )}
      {/* nothing to mark when nothing is new */}
      {canMarkSeen && count > 0 && kind !== 'ORDERS' && <SeenForm kind={kind} title={title} />}
    </section>
  );
}

/** A site « en construction » (ADR 019): who sees it, and the way to open it to everyone. */
function Building({ name }: { name: string }) {
  const { t } = useLingui();
  const refusalText = useRefusalText();
  const [ask, asking, cancel, confirm, pending, refusal] = useUnit([
    publishAsked,
    $publishAsking,
    publishCancelled,
    publishConfirmed,
    $publishPending,
    $publishRefusal,
  ]);
  return (
    <section className="panel admin-building" aria-labelledby="building-title">
      <h2 id="building-title" className="panel-title">
        <Trans>Your site is under construction: only its administrators see it</Trans>
      </h2>
      <p>
        <Trans>
          Visitors and search engines see a page « Site en construction » instead. Publish the site once its
          pages and its legal texts are ready.
        </Trans>
      </p>
      <div className="form-actions">
        <button type="button" className="button" onClick={() => ask()}>
          <Trans>Publish the site</Trans>
        </button>
      </div>
      {asking && (
        <ConfirmDialog
          title={t`Publish ${name}?`}
          confirm={<Trans>Publish the site</Trans>}
          onConfirm={() => confirm()}
          onCancel={() => cancel()}
          pending={pending}
          problem={refusal ? refusalText(refusal) : null}
        >
          <p>
            <Trans>Everyone will see the site at its addresses, and search engines may list it.</Trans>
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

export function Component() {
  const [dashboard, status, published] = useUnit([$dashboard, $dashboardStatus, $published]);
  const name = dashboard?.site.name;
  return (
    <PanelPage title={<Trans>Dashboard</Trans>}>
      {status !== 200 || !dashboard ? (
        <p className="form-summary form-summary-title" role="alert">
          <Trans>The dashboard could not be loaded. Try again in a moment.</Trans>
        </p>
      ) : (
        <>
          <p className="admin-intro">
            <Trans>
              What arrived on <strong>{name}</strong> since you last looked.
            </Trans>{' '}
            <a href={dashboard.site.url}>
              <Trans>Open the live site</Trans>
            </a>
          </p>
          {published && (
            <FormStatus focusKey={1}>
              <p>
                <Trans>Your site is published: its visitors see it.</Trans>
              </p>
            </FormStatus>
          )}
          {dashboard.site.isBuilding && <Building name={dashboard.site.name} />}
          <div className="admin-attention-grid">
            {dashboard.attention.map((attention) => (
              <AttentionSection key={attention.kind} attention={attention} />
            ))}
          </div>
        </>
      )}
    </PanelPage>
  );
}
