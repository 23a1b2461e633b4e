import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import type { AdminAccount } from '#shared/contracts/admin-accounts.ts';
import { pageCount } from '#shared/lib/pagination.ts';
import { FormStatus, SubmitButton } from '../../shared/ui/api-form.tsx';
import { AppLink } from '../../shared/ui/app-link.tsx';
import { SelectField, TextField } from '../../shared/ui/form.tsx';
import { GetForm } from '../../shared/ui/get-form.tsx';
import { Pagination } from '../../shared/ui/pagination.tsx';
import {
  $accounts,
  $accountsQuery,
  $accountsStatus,
  $actionPending,
  $actionRefusal,
  $askedAction,
  $invitations,
  $inviteConflictFields,
  $inviteRefusal,
  $lastChange,
  $ownAccount,
  type AccountAction,
  type AccountsQuery,
  actionAsked,
  actionCancelled,
  actionConfirmed,
  type InviteValues,
  inviteForm,
  isOwnAccount,
  ROLE_PARAM,
  type SiteRole,
} from './accounts-model.ts';
import { AdminForm, ConfirmDialog, useRefusalText } from './admin-ui.tsx';
import { PanelPage } from './panel.tsx';
import { ADMIN_PATHS } from './paths.ts';
import './accounts.css';

function RoleName({ role }: { role: SiteRole }) {
  return role === 'ADMIN' ? <Trans>Administrator</Trans> : <Trans>Visitor</Trans>;
}

const fullName = (account: AdminAccount) =>
  [account.firstname, account.lastname].filter((part) => part?.trim()).join(' ');

/** What the list says of an account besides its role. */
function States({ account }: { account: AdminAccount }) {
  const states: { key: string; text: ReactNode; tone?: string }[] = [];
  if (account.invited) states.push({ key: 'invited', text: <Trans>Invitation sent</Trans> });
  else if (!account.verified) states.push({ key: 'unverified', text: <Trans>Address not confirmed</Trans> });
  if (account.blocked)
    states.push({ key: 'blocked', text: <Trans>Blocked</Trans>, tone: 'accounts-blocked' });
  if (account.secondFactor) states.push({ key: '2fa', text: <Trans>Two-factor authentication</Trans> });
  if (states.length === 0)
    return (
      <span className="meta">
        <span aria-hidden="true">—</span>
        <span className="visually-hidden">
          <Trans>Nothing to report</Trans>
        </span>
      </span>
    );
  return (
    <ul className="accounts-states">
      {states.map((state) => (
        <li key={state.key}>
          <span className={state.tone ? `admin-tag ${state.tone}` : 'admin-tag'}>{state.text}</span>
        </li>
      ))}
    </ul>
  );
}

const actionButtonId = (id: number, kind: AccountAction['kind']) => `account-${id}-${kind}`;

function Actions({ account }: { account: AdminAccount }) {
  const refusalText = useRefusalText();
  const [ask, refusal] = useUnit([actionAsked, $actionRefusal]);
  const { email } = account;
  const refused = refusal?.id === account.id ? refusal : null;
  const problemId = `account-${account.id}-problem`;
  const nextRole: SiteRole = account.role === 'ADMIN' ? 'USER' : 'ADMIN';
  return (
    <>
      <div className="admin-row-actions">
        <button
          id={actionButtonId(account.id, 'role')}
          type="button"
          className="button button-secondary"
          aria-describedby={refused ? problemId : undefined}
          onClick={() => ask({ id: account.id, action: { kind: 'role', role: nextRole } })}
        >
          {nextRole === 'ADMIN' ? (
            <Trans>
              Make administrator<span className="visually-hidden">: {email}</span>
            </Trans>
          ) : (
            <Trans>
              Make visitor<span className="visually-hidden">: {email}</span>
            </Trans>
          )}
        </button>
        <button
          id={actionButtonId(account.id, 'block')}
          type="button"
          className="button button-secondary"
          aria-describedby={refused ? problemId : undefined}
          onClick={() => ask({ id: account.id, action: { kind: 'block', blocked: !account.blocked } })}
        >
          {account.blocked ? (
            <Trans>
              Unblock<span className="visually-hidden"> {email}</span>
            </Trans>
          ) : (
            <Trans>
              Block<span className="visually-hidden"> {email}</span>
            </Trans>
          )}
        </button>
      </div>
      {refused && (
        <p id={problemId} className="field-error accounts-refusal" role="alert">
          {refusalText({ message: refused.message, status: refused.status })}
        </p>
      )}
    </>
  );
}

function Row({ account, own }: { account: AdminAccount; own: boolean }) {
  const name = fullName(account);
  return (
    <tr className={account.blocked ? 'accounts-row accounts-row-blocked' : 'accounts-row'}>
      <th scope="row" className="accounts-who">
        <span className="accounts-email">{account.email}</span>
        {own && (
          <>
            {' '}
            <span className="admin-tag accounts-you">
              <Trans>You</Trans>
            </span>
          </>
        )}
      </th>
      <td className="accounts-name">
        <span className="accounts-cell-label" aria-hidden="true">
          <Trans>Name</Trans>
        </span>
        {name || (
          <span className="meta">
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">
              <Trans>not given</Trans>
            </span>
          </span>
        )}
      </td>
      <td>
        <span className="accounts-cell-label" aria-hidden="true">
          <Trans>Role</Trans>
        </span>
        <RoleName role={account.role} />
      </td>
      <td>
        <span className="accounts-cell-label" aria-hidden="true">
          <Trans>Status</Trans>
        </span>
        <States account={account} />
      </td>
      <td className="accounts-actions">
        {own ? (
          <span className="meta">
            <Trans>Another administrator can change your account.</Trans>
          </span>
        ) : (
          <Actions account={account} />
        )}
      </td>
    </tr>
  );
}

function ActionDialog({ accounts }: { accounts: AdminAccount[] }) {
  const { t } = useLingui();
  const [asked, pending, cancel, confirm] = useUnit([
    $askedAction,
    $actionPending,
    actionCancelled,
    actionConfirmed,
  ]);
  const account = accounts.find((a) => a.id === asked?.id);
  if (!asked || !account) return null;
  const { email } = account;
  const { action } = asked;
  const props = { onConfirm: confirm, onCancel: cancel, pending };
  if (action.kind === 'role')
    return action.role === 'ADMIN' ? (
      <ConfirmDialog
        {...props}
        title={t`Make ${email} an administrator?`}
        confirm={<Trans>Make administrator</Trans>}
      >
        <p>
          <Trans>
            This account will be able to change the whole site: its pages, its media and its accounts.
          </Trans>
        </p>
      </ConfirmDialog>
    ) : (
      <ConfirmDialog {...props} title={t`Make ${email} a visitor?`} confirm={<Trans>Make visitor</Trans>}>
        <p>
          <Trans>Its sessions end: the administration closes for this account at once.</Trans>
        </p>
      </ConfirmDialog>
    );
  return action.blocked ? (
    <ConfirmDialog
      {...props}
      title={t`Block the account ${email}?`}
      confirm={<Trans>Block the account</Trans>}
    >
      <p>
        <Trans>
          It can no longer sign in and its open sessions end. Its orders and registrations are kept, and it
          can be unblocked later.
        </Trans>
      </p>
    </ConfirmDialog>
  ) : (
    <ConfirmDialog
      {...props}
      title={t`Unblock the account ${email}?`}
      confirm={<Trans>Unblock the account</Trans>}
    >
      <p>
        <Trans>It can sign in again with its password.</Trans>
      </p>
    </ConfirmDialog>
  );
}

function InviteForm() {
  const { t } = useLingui();
  const [refusal, invite, invitations, conflictFields, failure] = useUnit([
    $inviteRefusal,
    inviteForm.submitted,
    $invitations,
    $inviteConflictFields,
    inviteForm.$failure,
  ]);
  const labels = { email: t`E-mail address`, firstname: t`First name`, lastname: t`Last name` };
  const text = (data: FormData, name: keyof InviteValues) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  // a 409 names its field besides its sentence: shown by the field too
  const emailFailure =
    conflictFields.length && failure
      ? { ...failure, fields: [...failure.fields, ...conflictFields] }
      : undefined;
  return (
    <section className="panel accounts-invite" aria-labelledby="account-invite-title">
      <h2 id="account-invite-title" className="panel-title">
        <Trans>Invite an administrator</Trans>
      </h2>
      <p>
        <Trans>
          The person receives an e-mail with a link to choose a password, valid 7 days. An address that
          already has an account is not invited: change its role in the list.
        </Trans>
      </p>
      {/* drawn anew after each invitation: its fields start empty */}
      <AdminForm
        key={invitations}
        id="account-invite"
        model={inviteForm}
        refusal={refusal}
        labels={labels}
        onValues={(data) =>
          invite({
            email: text(data, 'email'),
            firstname: text(data, 'firstname'),
            lastname: text(data, 'lastname'),
          })
        }
      >
        <TextField
          name="email"
          type="email"
          label={labels.email}
          required
          maxLength={254}
          autoComplete="off"
          failure={emailFailure}
        />
        <div className="accounts-names">
          <TextField name="firstname" label={labels.firstname} optional maxLength={100} autoComplete="off" />
          <TextField name="lastname" label={labels.lastname} optional maxLength={100} autoComplete="off" />
        </div>
        <div className="form-actions">
          <SubmitButton>{t`Send the invitation`}</SubmitButton>
        </div>
      </AdminForm>
    </section>
  );
}

function Filter({ query }: { query: AccountsQuery }) {
  const { t } = useLingui();
  return (
    <GetForm className="accounts-filter" aria-label={t`Search the accounts`}>
      {/* a new query draws the fields anew, with the filter in force */}
      <div className="accounts-filter-fields" key={`${query.role}-${query.q}`}>
        <TextField
          form="accounts-filter"
          name="q"
          label={t`Search`}
          hint={<Trans>Words of the address or of the name.</Trans>}
          defaultValue={query.q ?? ''}
        />
        <SelectField
          form="accounts-filter"
          name={ROLE_PARAM}
          label={t`Role`}
          options={[
            { value: '', label: t`All roles` },
            { value: 'ADMIN', label: t`Administrators` },
            { value: 'USER', label: t`Visitors` },
          ]}
          defaultValue={query.role ?? ''}
        />
      </div>
      <div className="form-actions">
        <button type="submit" className="button">
          <Trans>Search</Trans>
        </button>
        {(query.role || query.q) && (
          <AppLink className="button button-secondary" to={ADMIN_PATHS.accounts}>
            <Trans>Show every account</Trans>
          </AppLink>
        )}
      </div>
    </GetForm>
  );
}

function Change() {
  const change = useUnit($lastChange);
  if (!change) return null;
  const { email } = change;
  return (
    <FormStatus focusKey={change.count}>
      <p>
        {change.kind === 'invited' ? (
          <Trans>An invitation was sent to {email}: its link to choose a password is valid 7 days.</Trans>
        ) : change.kind === 'role' ? (
          change.role === 'ADMIN' ? (
            <Trans>{email} is now an administrator.</Trans>
          ) : (
            <Trans>{email} is now a visitor.</Trans>
          )
        ) : change.kind === 'blocked' ? (
          <Trans>The account {email} is blocked.</Trans>
        ) : (
          <Trans>The account {email} is unblocked.</Trans>
        )}
      </p>
    </FormStatus>
  );
}

function Results() {
  const { t } = useLingui();
  const [accounts, query, status, own] = useUnit([$accounts, $accountsQuery, $accountsStatus, $ownAccount]);
  if (status === 404)
    return (
      <p className="empty-state">
        <Trans>This page of the accounts does not exist.</Trans>{' '}
        <AppLink to={ADMIN_PATHS.accounts}>
          <Trans>Back to the first page</Trans>
        </AppLink>
      </p>
    );
  if (status !== 200 || !accounts)
    return (
      <p className="form-summary form-summary-title" role="alert">
        <Trans>The accounts could not be loaded. Try again in a moment.</Trans>
      </p>
    );
  if (accounts.items.length === 0)
    return (
      <p className="empty-state">
        {query.role || query.q ? (
          <Trans>No account matches this search.</Trans>
        ) : (
          <Trans>The site has no account yet.</Trans>
        )}
      </p>
    );
  const pages = pageCount(accounts.total, accounts.nbItem);
  const page = accounts.page;
  const total = accounts.total;
  return (
    <>
      <p className="meta">
        <Plural value={total} one="# account" other="# accounts" />
      </p>
      <section
        className="admin-table-wrap accounts-wrap"
        aria-labelledby="accounts-caption"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by keyboard (WCAG 2.1.1)
        tabIndex={0}
      >
        <table className="admin-table accounts-table">
          <caption id="accounts-caption">
            {pages > 1
              ? t`Accounts, administrators first, page ${page} of ${pages}`
              : t`Accounts, administrators first`}
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Address</Trans>
              </th>
              <th scope="col">
                <Trans>Name</Trans>
              </th>
              <th scope="col">
                <Trans>Role</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
              <th scope="col">
                <Trans>Actions</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {accounts.items.map((account) => (
              <Row key={account.id} account={account} own={isOwnAccount(own, account)} />
            ))}
          </tbody>
        </table>
      </section>
      <Pagination total={accounts.total} nbItem={accounts.nbItem} page={accounts.page} label={t`Accounts`} />
    </>
  );
}

export function Component() {
  const [query, accounts] = useUnit([$accountsQuery, $accounts]);
  return (
    <PanelPage title={<Trans>Accounts</Trans>}>
      <p className="admin-intro">
        <Trans>
          The accounts of the site: its visitors and its administrators. Blocking an account ends its sessions
          and keeps its orders and registrations; nobody changes their own account here.
        </Trans>
      </p>
      <Change />
      <InviteForm />
      <Filter query={query} />
      <Results />
      <ActionDialog accounts={accounts?.items ?? []} />
    </PanelPage>
  );
}
