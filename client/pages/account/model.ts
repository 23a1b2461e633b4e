import { createEffect, createEvent, createStore, sample } from 'effector';
import { ROUTES } from '#shared/config/routes.ts';
import type { FieldError, NewsletterList } from '#shared/contracts/account.ts';
import type { Me } from '#shared/contracts/user.ts';
import { logoutFx, profileReceived, sessionEnded } from '../../entities/session/index.ts';
import { $accountRules } from '../../entities/site/index.ts';
import { type ApiResponse, createApiEffect, successData } from '../../shared/api/request.ts';
import { saveJsonFile } from '../../shared/lib/download.ts';
import { checks, createFormModel, type FormProblem, failureOf } from '../../shared/lib/form.ts';
import { documentMetaSet } from '../../shared/model/meta.ts';
import { navigationRequested } from '../../shared/model/navigation.ts';
import { noticeShown } from '../../shared/model/notice.ts';

/** The loader only sends logged-in visitors here (the others go to /auth first). */
export const accountPageOpened = createEvent<{ title: string }>();

sample({
  clock: accountPageOpened,
  fn: ({ title }) => ({ title, canonicalPath: ROUTES.account, noindex: true }),
  target: documentMetaSet,
});

// --- Profile (GET /user is a startup call; PUT /user answers the profile as saved) ---------

export interface ProfileValues {
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
  birthdate: string;
}

const updateProfileFx = createApiEffect<ProfileValues, { profile: Me; emailChangePending: boolean }>((v) => ({
  method: 'PUT',
  path: '/user',
  body: {
    email: v.email.trim(),
    firstname: v.firstname.trim(),
    lastname: v.lastname.trim(),
    phone: v.phone.trim() || null,
    birthdate: v.birthdate || null,
  },
}));

export const profileForm = createFormModel({
  fx: updateProfileFx,
  source: $accountRules,
  check: (v: ProfileValues, { birthdateAsked }: { birthdateAsked: boolean }): FieldError[] => [
    ...checks.email('email', v.email),
    ...checks.required('firstname', v.firstname),
    ...checks.required('lastname', v.lastname),
    ...(birthdateAsked ? checks.required('birthdate', v.birthdate) : []),
  ],
});

/** Saved: `pendingEmail` is the new address waiting for its link to be followed. */
export const $profileSaved = createStore<{ pendingEmail: string | null } | null>(null, {
  serialize: 'ignore',
})
  .on(profileForm.succeeded, (_, { params, data }) => ({
    pendingEmail: data.emailChangePending ? params.email.trim() : null,
  }))
  .reset(accountPageOpened, profileForm.submitted);

/** Saves on this page: the form starts again from the saved profile each time. */
export const $profileSaves = createStore(0, { serialize: 'ignore' })
  .on(profileForm.succeeded, (n) => n + 1)
  .reset(accountPageOpened);

sample({ clock: profileForm.succeeded, fn: ({ data }) => data.profile, target: profileReceived });

// --- Password change -------------------------------------------------------------------

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
}

const changePasswordFx = createApiEffect<PasswordValues, null>((v) => ({
  method: 'PUT',
  path: '/user/password',
  body: { currentPassword: v.currentPassword, newPassword: v.newPassword },
}));

export const passwordForm = createFormModel({
  fx: changePasswordFx,
  check: (v: PasswordValues) => [
    ...checks.required('currentPassword', v.currentPassword),
    ...checks.required('newPassword', v.newPassword),
  ],
});

/** How many times the password was changed on this page: the form starts blank again each time. */
export const $passwordChanges = createStore(0, { serialize: 'ignore' })
  .on(passwordForm.succeeded, (n) => n + 1)
  .reset(accountPageOpened);
export const $passwordChanged = createStore(false, { serialize: 'ignore' })
  .on(passwordForm.succeeded, () => true)
  .reset(accountPageOpened, passwordForm.submitted);

// --- Newsletters ---------------------------------------------------------------------------

export interface Subscription {
  lists: number[];
  emailVerified: boolean;
}

const fetchListsFx = createApiEffect<void, NewsletterList[]>(() => ({ path: '/user/newsletter/lists' }));
const fetchSubscriptionFx = createApiEffect<void, Subscription>(() => ({
  path: '/user/newsletter/subscription',
}));
const saveSubscriptionFx = createApiEffect<{ lists: number[] }, Subscription>(({ lists }) => ({
  method: 'PUT',
  path: '/user/newsletter/subscription',
  body: { lists },
}));

export const $newsletterLists = createStore<NewsletterList[]>([]);
export const $subscription = createStore<Subscription | null>(null).reset(sessionEnded);

export const newsletterForm = createFormModel({ fx: saveSubscriptionFx });
export const $newsletterSaves = createStore(0, { serialize: 'ignore' })
  .on(newsletterForm.succeeded, (n) => n + 1)
  .reset(accountPageOpened);
export const $newsletterSaved = createStore(false, { serialize: 'ignore' })
  .on(newsletterForm.succeeded, () => true)
  .reset(accountPageOpened, newsletterForm.submitted);

sample({ clock: accountPageOpened, fn: () => undefined, target: [fetchListsFx, fetchSubscriptionFx] });
sample({ clock: successData(fetchListsFx), fn: (r) => r.data, target: $newsletterLists });
sample({
  clock: [successData(fetchSubscriptionFx), successData(saveSubscriptionFx)],
  fn: (r) => r.data,
  target: $subscription,
});

// --- Export of the personal data (RGPD art. 15 and 20) -----------------------------------

/** `fileName`: the file's name without extension, in the visitor's language. */
export const exportRequested = createEvent<{ fileName: string }>();

const fetchExportFx = createApiEffect<{ fileName: string }, Record<string, unknown>>(() => ({
  path: '/user/export',
}));
export const saveExportFx = createEffect(({ fileName, data }: { fileName: string; data: unknown }) =>
  saveJsonFile(fileName, data),
);
export const $exportPending = fetchExportFx.pending;
export const $exportProblem = createStore<FormProblem | null>(null, { serialize: 'ignore' })
  .on(fetchExportFx.doneData, (_, response) => (response.body.success ? null : failureOf(response).problem))
  .on(fetchExportFx.fail, () => 'unavailable')
  .reset(accountPageOpened, exportRequested);

sample({ clock: exportRequested, filter: fetchExportFx.pending.map((p) => !p), target: fetchExportFx });
sample({
  clock: fetchExportFx.done,
  filter: ({ result }) => result.body.success,
  fn: ({ params, result }) => {
    const date = new Date().toISOString().slice(0, 10);
    return { fileName: `${params.fileName}-${date}.json`, data: result.body.data };
  },
  target: saveExportFx,
});

// --- Logout ------------------------------------------------------------------------------

export const logoutClicked = createEvent();
export const $logoutPending = logoutFx.pending;
export const $logoutFailed = createStore(false, { serialize: 'ignore' })
  .on(logoutFx.fail, () => true)
  .on(logoutFx.doneData, (_, r: ApiResponse<null>) => !r.body.success)
  .reset(accountPageOpened, logoutClicked);

sample({ clock: logoutClicked, filter: logoutFx.pending.map((p) => !p), target: logoutFx });

// --- Account deletion: the current password, then a confirmation step ----------------------

export const deletionAsked = createEvent();
export const deletionCancelled = createEvent();

// The field is named after the API's error path: a wrong password comes back as
// `currentPassword`, as for the password change, though the body calls it `password`.
const deleteAccountFx = createApiEffect<{ currentPassword: string }, null>(({ currentPassword }) => ({
  method: 'DELETE',
  path: '/user',
  body: { password: currentPassword },
}));

export const deleteForm = createFormModel({
  fx: deleteAccountFx,
  check: (v: { currentPassword: string }) => checks.required('currentPassword', v.currentPassword),
});

/** The visitor is asked to confirm; a failure (e.g. wrong password) goes back a step. */
export const $deletionConfirming = createStore(false, { serialize: 'ignore' })
  .on(deletionAsked, () => true)
  .reset(accountPageOpened, deletionCancelled, deleteForm.$failures.updates);

// --- Leaving: after a logout or a deletion the visitor lands on the home page ------------

const accountDeleted = deleteForm.succeeded;
sample({ clock: accountDeleted, target: sessionEnded });
sample({
  clock: accountDeleted,
  fn: () => ({ kind: 'accountDeleted' as const, path: '/' }),
  target: noticeShown,
});
sample({
  clock: successData(logoutFx),
  fn: () => ({ kind: 'loggedOut' as const, path: '/' }),
  target: noticeShown,
});
sample({
  clock: [accountDeleted, successData(logoutFx)],
  fn: () => ({ to: '/', replace: true }),
  target: navigationRequested,
});
