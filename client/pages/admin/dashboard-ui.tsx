import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { AttentionKind, Dashboard } from '#shared/contracts/admin.ts';
import { formatDate, formatTime } from '#shared/lib/format.ts';
import { ApiForm, SubmitButton } from '../../shared/ui/api-form.tsx';
import { $dashboard, $dashboardStatus, $seenKind, type SeenKind, seenForm } from './dashboard-model.ts';
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

export function Component() {
  const [dashboard, status] = useUnit([$dashboard, $dashboardStatus]);
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
