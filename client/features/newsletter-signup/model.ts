// Newsletter sign-up of a visitor (SPEC §7 POST /newsletter/subscribe): explicit consent, then a
// confirmation link by e-mail (double opt-in). The answer is the same whether the address was
// already subscribed or not.
import { createStore, sample } from 'effector';
import { createApiEffect } from '../../shared/api/request.ts';
import { checks, createFormModel } from '../../shared/lib/form.ts';
import { pageFormsReset } from '../../shared/model/page-forms.ts';

export interface NewsletterValues {
  email: string;
  consent: boolean;
  listId: number | null;
}

const subscribeFx = createApiEffect<NewsletterValues, null>((v) => ({
  method: 'POST',
  path: '/newsletter/subscribe',
  body: { email: v.email.trim(), consent: v.consent, ...(v.listId ? { listId: v.listId } : {}) },
}));

export const newsletterForm = createFormModel({
  fx: subscribeFx,
  check: (v: NewsletterValues) => [
    ...checks.email('email', v.email),
    ...(v.consent ? [] : [{ path: 'consent', message: 'consent_required' }]),
  ],
});

export const $newsletterAsked = createStore(false, { serialize: 'ignore' })
  .on(newsletterForm.succeeded, () => true)
  .reset(pageFormsReset);

sample({ clock: pageFormsReset, target: newsletterForm.reset });
